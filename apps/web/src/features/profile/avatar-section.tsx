import type { SessionUser } from '@themeport/core';
import { AvatarUpload } from '@/components/avatar-upload';
import { ProfileSection } from './section';

export function AvatarSection({ user }: { user: SessionUser }) {
  return (
    <ProfileSection
      id="profile-avatar"
      title="Avatar"
      description="A PNG, JPEG, GIF, WebP or AVIF image of up to 2MB. It shows in the header menu."
    >
      <AvatarUpload user={user} />
    </ProfileSection>
  );
}

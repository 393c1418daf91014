import { AVATAR_ACCEPT, AVATAR_MAX_BYTES, PROFILE_TEXT, imageUploadProblem, type SessionUser } from '@themeport/core';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { parseApiError } from '@/lib/api';
import { removeAvatar, uploadAvatar, useRefreshSession } from './api';
import { Avatar } from '@/components/ui/avatar';
import { ProfileSection } from './section';

export function AvatarSection({ user }: { user: SessionUser }) {
  const refresh = useRefreshSession();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);

  async function run(kind: 'upload' | 'remove', action: () => Promise<unknown>, done: string) {
    setError(null);
    setBusy(kind);
    try {
      await action();
      await refresh();
      toast.success(done);
    } catch (problem) {
      setError(parseApiError(problem).message);
    } finally {
      setBusy(null);
    }
  }

  function onFile(file: File | undefined) {
    if (!file) return;
    // The browser's quick check; the server decides from the bytes.
    const problem = file.size > AVATAR_MAX_BYTES ? PROFILE_TEXT.avatarTooLarge : imageUploadProblem(file);
    if (problem) {
      setError(problem);
      return;
    }
    void run('upload', () => uploadAvatar(file), PROFILE_TEXT.avatarSaved);
  }

  return (
    <ProfileSection
      id="profile-avatar"
      title="Avatar"
      description="A PNG, JPEG, GIF, WebP or AVIF image of up to 2MB. It shows in the header menu."
    >
      <div className="flex flex-wrap items-center gap-5">
        <Avatar name={user.fullName ?? user.email} url={user.avatarUrl} size="lg" />
        <div className="flex flex-wrap gap-2">
          <input
            ref={input}
            type="file"
            accept={AVATAR_ACCEPT}
            className="sr-only"
            aria-label="Avatar image file"
            onChange={(event) => {
              onFile(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <Button variant="outline" disabled={busy !== null} onClick={() => input.current?.click()}>
            {busy === 'upload' ? 'Uploading...' : user.avatarUrl ? 'Change avatar' : 'Upload avatar'}
          </Button>
          {user.avatarUrl ? (
            <Button
              variant="ghost"
              disabled={busy !== null}
              onClick={() => void run('remove', removeAvatar, PROFILE_TEXT.avatarRemoved)}
            >
              {busy === 'remove' ? 'Removing...' : 'Remove avatar'}
            </Button>
          ) : null}
        </div>
      </div>
      {error ? <Alert className="mt-4">{error}</Alert> : null}
    </ProfileSection>
  );
}

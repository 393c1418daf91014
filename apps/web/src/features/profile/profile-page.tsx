import { useSearchParams } from 'react-router';
import type { Session } from '@/lib/session';
import { AvatarSection } from './avatar-section';
import { EmailSection } from './email-section';
import { NameSection } from './name-section';
import { PasswordSection } from './password-section';
import { SessionsSection } from './sessions-section';
import { SignInHistorySection } from './sign-in-history-section';

/** /account/profile: the person, not the account (issue 12). */
export function ProfilePage({ session }: { session: Session }) {
  const [searchParams] = useSearchParams();
  const { user } = session;
  return (
    <div className="container-page max-w-3xl py-10 sm:py-14">
      <h1 className="text-3xl font-semibold tracking-tight">Your profile</h1>
      <p className="mt-2 text-sm text-muted-foreground">
        Your name, picture, sign-in details, devices and sign-in history.
      </p>
      <div className="mt-8 flex flex-col gap-6">
        <NameSection key={`${user.firstName}-${user.lastName}`} user={user} />
        <AvatarSection user={user} />
        <EmailSection user={user} isChanged={searchParams.get('email') === 'changed'} />
        <PasswordSection />
        <SessionsSection />
        <SignInHistorySection />
      </div>
    </div>
  );
}

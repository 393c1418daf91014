import { WEB_PATHS } from '@themeport/core';
import { LockOpen } from 'lucide-react';
import { unlockSignIn } from './api';
import { OneTimeLinkCard } from './one-time-link-card';

/** Where the unlock e-mail's link lands (after a burst of failed sign-ins on the account). */
export function UnlockSignInPage() {
  return (
    <OneTimeLinkCard
      title="Unlock sign-in"
      icon={<LockOpen aria-hidden="true" />}
      description="Someone typed wrong passwords for your account many times, so sign-in paused. This clears that pause, from every address, so you can sign in again."
      action="Unlock sign-in"
      busy="Unlocking..."
      run={unlockSignIn}
      done={`${WEB_PATHS.signIn}?unlocked=1`}
    />
  );
}

import { WEB_PATHS } from '@themeport/core';
import { ShieldCheck } from 'lucide-react';
import { secureAccount } from './api';
import { OneTimeLinkCard } from './one-time-link-card';

/** Where the e-mail change notice's link lands: undoes a change the owner did not make. */
export function SecureAccountPage() {
  return (
    <OneTimeLinkCard
      title="Secure your account"
      icon={<ShieldCheck aria-hidden="true" />}
      description="If you did not ask to change your email address, this puts your old address back and signs out every session, including the one that asked."
      action="Secure my account"
      busy="Securing..."
      run={secureAccount}
      done={`${WEB_PATHS.signIn}?secured=1`}
      endsSessions
    />
  );
}

import { AccountSettingsPage } from '@/features/account-settings/account-settings-page';
import { TeamManagementSection } from '@/features/team/team-section';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';

export function Component() {
  useDocumentTitle('Account Settings');
  const session = useSession();
  // The signed-in guard above renders this only with a session.
  return session ? (
    <AccountSettingsPage session={session} team={(accountId) => <TeamManagementSection accountId={accountId} />} />
  ) : null;
}

import { TEAM_TEXT } from '@themeport/core';
import { Alert } from '@/components/ui/alert';
import { TeamManagementSection } from '@/features/team/team-section';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * Team Management on a page of its own until /account/settings mounts the section (issue 12);
 * the settings page then takes its place and this route can redirect there.
 */
export function Component() {
  useDocumentTitle('Team');
  const session = useSession();
  const accountId = session?.currentAccount?.id;
  return (
    <div className="container-page flex max-w-4xl flex-col gap-6 py-10">
      <h1 className="text-2xl font-semibold tracking-tight">Team</h1>
      {accountId ? <TeamManagementSection accountId={accountId} /> : <Alert>{TEAM_TEXT.noAccountSelected}</Alert>}
    </div>
  );
}

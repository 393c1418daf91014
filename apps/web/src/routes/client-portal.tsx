import { ClientProjectsCard } from '@/features/client-projects/client-projects-card';
import { PortalPage } from '@/features/portal/portal-page';
import { ViewLogsButton } from '@/features/slots/application-logs-dialog';
import { SiteSlotsCard } from '@/features/slots/site-slots-card';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';

export function Component() {
  useDocumentTitle('Client Portal');
  const session = useSession();
  // The role guard above renders this only with a session.
  if (!session) return null;
  const account = session.currentAccount;
  // spec 000 §2: the client portal's Site Slots card and View Logs button, for a client with an account.
  return (
    <PortalPage
      session={session}
      siteSlots={account ? <SiteSlotsCard key={account.id} accountId={account.id} /> : null}
      headerActions={account ? <ViewLogsButton key={account.id} accountId={account.id} role={account.role} /> : null}
    >
      {/* Issue 22: projects developers run for the account, with their time to approve. */}
      {account ? <ClientProjectsCard key={account.id} accountId={account.id} /> : null}
    </PortalPage>
  );
}

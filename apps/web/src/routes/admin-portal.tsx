import { AdminPortal } from '@/features/admin/admin-portal';
import { PortalPage } from '@/features/portal/portal-page';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';

export function Component() {
  useDocumentTitle('Admin Portal');
  const session = useSession();
  // The role guard above renders this only with a session.
  return session ? (
    <PortalPage role="admin" session={session}>
      <AdminPortal currentUserId={session.user.id} />
    </PortalPage>
  ) : null;
}

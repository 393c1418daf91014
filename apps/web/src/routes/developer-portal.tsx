import { PortalPage } from '@/features/portal/portal-page';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';

export function Component() {
  useDocumentTitle('Developer Portal');
  const session = useSession();
  // The role guard above renders this only with a session.
  return session ? <PortalPage role="developer" session={session} /> : null;
}

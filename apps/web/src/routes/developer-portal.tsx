import { DeveloperPortal } from '@/app/developer-portal';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';

export function Component() {
  useDocumentTitle('Developer Portal');
  const session = useSession();
  // The role guard above renders this only with a session.
  return session ? <DeveloperPortal name={session.user.fullName || session.user.email} /> : null;
}

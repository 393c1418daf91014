import { AcceptInvitationPage } from '@/features/team/accept-invitation-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export function Component() {
  useDocumentTitle('Invitation');
  return <AcceptInvitationPage />;
}

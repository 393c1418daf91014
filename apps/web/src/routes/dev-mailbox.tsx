import { MailboxPage } from '@/features/dev-mailbox/mailbox-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export function Component() {
  useDocumentTitle('Dev mailbox');
  return <MailboxPage />;
}

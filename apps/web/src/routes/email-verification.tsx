import { EmailVerificationPage } from '@/features/auth/email-verification-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export function Component() {
  useDocumentTitle('Check your email');
  return <EmailVerificationPage />;
}

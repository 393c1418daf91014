import { ForgotPasswordPage } from '@/features/auth/forgot-password-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export function Component() {
  useDocumentTitle('Reset your password');
  return <ForgotPasswordPage />;
}

import { SecureAccountPage } from '@/features/auth/secure-account-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export function Component() {
  useDocumentTitle('Secure your account');
  return <SecureAccountPage />;
}

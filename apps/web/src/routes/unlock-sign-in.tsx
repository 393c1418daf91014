import { UnlockSignInPage } from '@/features/auth/unlock-sign-in-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export function Component() {
  useDocumentTitle('Unlock sign-in');
  return <UnlockSignInPage />;
}

import { SignInPage } from '@/features/auth/sign-in-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export function Component() {
  useDocumentTitle('Sign in');
  return <SignInPage />;
}

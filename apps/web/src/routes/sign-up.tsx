import { SignUpPage } from '@/features/auth/sign-up-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export function Component() {
  useDocumentTitle('Sign up');
  return <SignUpPage />;
}

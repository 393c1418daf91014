import { UpdatePasswordPage } from '@/features/auth/update-password-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export function Component() {
  useDocumentTitle('Set a new password');
  return <UpdatePasswordPage />;
}

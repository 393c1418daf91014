import { TermsPage } from '@/features/storefront/terms-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export function Component() {
  useDocumentTitle('Terms of Service', 'The terms you agree to when you use Themeport.');
  return <TermsPage />;
}

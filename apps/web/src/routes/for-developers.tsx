import { ForDevelopersPage } from '@/features/storefront/for-developers-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export function Component() {
  useDocumentTitle('For Developers', 'Build and sell premium themes on Themeport and keep up to 80% of each sale.');
  return <ForDevelopersPage />;
}

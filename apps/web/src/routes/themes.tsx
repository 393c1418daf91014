import { CataloguePage } from '@/features/themes/catalogue-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export function Component() {
  useDocumentTitle('Themes', 'Browse premium Astro.js and Next.js themes by industry, framework and price.');
  return <CataloguePage />;
}

import { NotFoundView } from '@/components/not-found-view';
import { useDocumentTitle } from '@/lib/use-document-title';

export function Component() {
  useDocumentTitle('Page not found');
  return <NotFoundView />;
}

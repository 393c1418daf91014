import { CmsPage } from '@/features/cms/cms-page';

// spec 000 §2: the content manager; the route's role guard lets only clients in.
export function Component() {
  return <CmsPage />;
}

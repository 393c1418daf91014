import { IntegrationTestPage } from '@/features/cms/page-editor/test-pages/integration-test-page';

// spec 001 §2.15: internal, outside the main layout, absent in production (the page asks the server).
export function Component() {
  return <IntegrationTestPage />;
}

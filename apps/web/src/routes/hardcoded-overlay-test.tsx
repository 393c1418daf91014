import { HardcodedOverlayTestPage } from '@/features/cms/page-editor/test-pages/hardcoded-overlay-page';

// spec 001 §2.15: internal, outside the main layout, absent in production (the page asks the server).
export function Component() {
  return <HardcodedOverlayTestPage />;
}

import { pricingSummary } from '@themeport/core';
import { PricingPage } from '@/features/storefront/pricing-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export function Component() {
  useDocumentTitle('Pricing', pricingSummary());
  return <PricingPage />;
}

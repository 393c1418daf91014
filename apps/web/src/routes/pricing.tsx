import { PricingPage } from '@/features/storefront/pricing-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export function Component() {
  useDocumentTitle('Pricing', 'Plans for every stage: Basic $9/month, Pro $29/month and Enterprise $99/month.');
  return <PricingPage />;
}

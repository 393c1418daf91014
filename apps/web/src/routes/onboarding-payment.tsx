import { PaymentStep } from '@/features/onboarding/payment-step';
import { useDocumentTitle } from '@/lib/use-document-title';

export function Component() {
  useDocumentTitle('Choose your plan');
  return <PaymentStep />;
}

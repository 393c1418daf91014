import { useParams } from 'react-router';
import { CheckoutPage } from '@/features/checkout/checkout-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export function Component() {
  useDocumentTitle('Checkout');
  const { sessionId = '' } = useParams();
  // A new session id is a new page: the form starts empty.
  return <CheckoutPage key={sessionId} sessionId={sessionId} />;
}

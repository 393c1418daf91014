import { lazy, Suspense } from 'react';
import { useLocalCart } from '@/lib/cart-storage';
import { useSession } from '@/lib/session';
import { CartButton } from './cart-button';

// Signed out, the cart is this browser's (localStorage) and needs no request; signed in, it is
// the server's, read through the query cache in a chunk of its own (decision 046).
const SignedInCartLink = lazy(() => import('./signed-in-cart-link'));

/** The header's cart link; signed in, also where a signed-out cart is merged into the user's. */
export function CartLink() {
  const session = useSession();
  const local = useLocalCart();
  if (session === undefined) return <CartButton count={null} />;
  if (session === null) return <CartButton count={local.length} />;
  return (
    <Suspense fallback={<CartButton count={null} />}>
      <SignedInCartLink />
    </Suspense>
  );
}

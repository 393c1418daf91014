import { useCartCount, useCartMerge } from '@/lib/cart';
import { withQueryScope } from '@/lib/query-client';
import { CartButton } from './cart-button';

/** The signed-in header's cart link: the server cart's count, after merging what was added signed out. */
function SignedInCartLink() {
  useCartMerge();
  return <CartButton count={useCartCount()} />;
}

export default withQueryScope(SignedInCartLink);

import { useCartCount, useCartMerge } from '@/lib/cart';
import { QueryScope } from '@/lib/query-client';
import { CartButton } from './cart-button';

/** The signed-in header's cart link: the server cart's count, after merging what was added signed out. */
export default function SignedInCartLink() {
  return (
    <QueryScope>
      <ServerCartButton />
    </QueryScope>
  );
}

function ServerCartButton() {
  useCartMerge();
  return <CartButton count={useCartCount()} />;
}

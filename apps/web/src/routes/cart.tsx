import { CartPage } from '@/features/cart/cart-page';

export function Component() {
  return <CartPage />;
}

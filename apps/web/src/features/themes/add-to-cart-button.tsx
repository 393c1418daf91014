import { CART_TEXT } from '@themeport/core';
import { Loader2, ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { parseApiError } from '@/lib/api';
import { useAddToCart, useCartQuantity } from '@/lib/cart-actions';

/**
 * 'Add to cart' for a paid theme, signed in (the server cart) or not (the local cart). It stays
 * usable: adding the same theme again raises its quantity (spec 000 §3 Cart item).
 */
export function AddToCartButton({ themeId }: { themeId: string }) {
  const add = useAddToCart();
  const quantity = useCartQuantity(themeId);
  const [hasAdded, setHasAdded] = useState(false);

  return (
    <div className="flex flex-col gap-2">
      <Button
        variant="outline"
        size="lg"
        className="w-full"
        disabled={add.isPending}
        aria-busy={add.isPending}
        onClick={() => add.mutate(themeId, { onSuccess: () => setHasAdded(true) })}
      >
        {add.isPending ? <Loader2 aria-hidden="true" className="animate-spin" /> : <ShoppingCart aria-hidden="true" />}
        {CART_TEXT.addToCart}
      </Button>
      <p role="status" className="text-center text-sm text-muted-foreground">
        {quantity > 0 ? (
          <>
            {hasAdded ? CART_TEXT.added : CART_TEXT.inCart}
            {quantity > 1 ? <span className="tabular"> (Qty {quantity})</span> : null}{' '}
            <Link to="/cart" className="font-medium text-primary-strong underline-offset-4 hover:underline">
              View cart
            </Link>
          </>
        ) : null}
      </p>
      {add.isError ? <Alert>{parseApiError(add.error).message}</Alert> : null}
    </div>
  );
}

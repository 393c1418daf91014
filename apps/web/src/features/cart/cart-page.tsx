import { CART_TEXT, type CartLine } from '@themeport/core';
import { ShoppingCart } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { parseApiError } from '@/lib/api';
import { useCart, useRemoveFromCart } from '@/lib/cart-actions';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ErrorState } from '@/components/query-state';
import { CartLineItem } from './cart-line';
import { OrderSummary } from './order-summary';

/** spec 000 §2 /cart. */
export function CartPage() {
  useDocumentTitle(CART_TEXT.title);
  const cart = useCart();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [announcement, setAnnouncement] = useState('');

  return (
    <div className="container-page py-10 sm:py-14">
      <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-semibold tracking-tight outline-none">
        {CART_TEXT.title}
      </h1>
      <p role="status" className="sr-only">
        {cart.status === 'loading' ? 'Loading your cart...' : announcement}
      </p>
      <div className="mt-8">
        {cart.status === 'loading' ? (
          <CartSkeleton />
        ) : cart.status === 'error' ? (
          <ErrorState
            layout="panel"
            title="Error loading your cart"
            message={parseApiError(cart.error).message}
            retry={{ refetch: cart.retry, isFetching: cart.isRetrying }}
          />
        ) : cart.lines.length === 0 ? (
          <EmptyCart />
        ) : (
          <CartContents
            lines={cart.lines}
            onRemoved={(line) => {
              setAnnouncement(`${line.theme.name} was removed from your cart.`);
              // The row (and its button) is gone: keep keyboard users on the page.
              headingRef.current?.focus();
            }}
          />
        )}
      </div>
    </div>
  );
}

function CartContents({ lines, onRemoved }: { lines: CartLine[]; onRemoved: (line: CartLine) => void }) {
  const session = useSession() ?? null;
  const remove = useRemoveFromCart();

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_360px] lg:gap-12">
      <section aria-labelledby="cart-items-heading">
        <h2 id="cart-items-heading" className="sr-only">
          Items
        </h2>
        <ul className="divide-y divide-border">
          {lines.map((line) => (
            <CartLineItem
              key={line.themeId}
              line={line}
              isRemoving={remove.isPending && remove.variables === line.themeId}
              onRemove={() =>
                remove.mutate(line.themeId, {
                  onSuccess: () => onRemoved(line),
                  onError: (error) => toast.error(parseApiError(error).message),
                })
              }
            />
          ))}
        </ul>
      </section>
      <OrderSummary lines={lines} session={session} />
    </div>
  );
}

function EmptyCart() {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-input bg-[#fafafa] px-6 py-16 text-center">
      <div className="flex size-12 items-center justify-center rounded-full bg-white ring-1 ring-border">
        <ShoppingCart aria-hidden="true" className="size-5 text-muted-foreground" />
      </div>
      <h2 className="mt-4 text-base font-semibold">{CART_TEXT.empty}</h2>
      <p className="mt-1 max-w-sm text-sm text-muted-foreground">Find a theme you like and add it here.</p>
      <Button asChild className="mt-6">
        <Link to="/themes">{CART_TEXT.browse}</Link>
      </Button>
    </div>
  );
}

function CartSkeleton() {
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_360px] lg:gap-12" aria-hidden="true">
      <div className="flex flex-col gap-6">
        {[0, 1].map((index) => (
          <div key={index} className="flex gap-5">
            <Skeleton className="aspect-[4/3] w-24 sm:w-36" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-5 w-1/2" />
              <Skeleton className="h-4 w-5/6" />
              <Skeleton className="mt-2 h-6 w-24 rounded-full" />
            </div>
          </div>
        ))}
      </div>
      <Skeleton className="h-64 rounded-xl" />
    </div>
  );
}

import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { plural } from '@/lib/format';

/** The header's cart icon with the number of lines (null while unknown). */
export function CartButton({ count }: { count: number | null }) {
  const label = count === null ? 'Cart' : `Cart, ${count} ${plural(count, 'item')}`;
  return (
    <Button asChild variant="ghost" size="icon" className="relative">
      <Link to="/cart" aria-label={label}>
        <ShoppingCart aria-hidden="true" />
        {count ? (
          <span
            aria-hidden="true"
            className="tabular absolute top-0.5 right-0.5 flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-primary-strong px-1 text-[11px] leading-none font-semibold text-white ring-2 ring-white"
          >
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </Link>
    </Button>
  );
}

import { CART_TEXT, FRAMEWORK_LABELS, formatPrice, type CartLine } from '@themeport/core';
import { Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

export function themeHref(theme: CartLine['theme']): string {
  return `/themes/${encodeURIComponent(theme.slug || theme.id)}`;
}

/** One theme in the cart: image, name, description, price, quantity, and its remove control. */
export function CartLineItem({
  line,
  isRemoving,
  onRemove,
}: {
  line: CartLine;
  isRemoving: boolean;
  onRemove: () => void;
}) {
  const { theme } = line;
  const href = themeHref(theme);

  return (
    <li className="flex gap-4 py-5 first:pt-0 sm:gap-5">
      <Link to={href} tabIndex={-1} aria-hidden="true" className="shrink-0">
        {theme.image ? (
          <img
            src={theme.image}
            alt=""
            loading="lazy"
            className="aspect-[4/3] w-24 rounded-lg bg-muted object-cover ring-1 ring-border sm:w-36"
          />
        ) : (
          <span className="block aspect-[4/3] w-24 rounded-lg bg-muted ring-1 ring-border sm:w-36" />
        )}
      </Link>

      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex items-start justify-between gap-4">
          <div className="min-w-0">
            <h3 className="text-[15px] leading-snug font-semibold">
              <Link to={href} className="rounded-sm hover:underline">
                {theme.name}
              </Link>
            </h3>
            <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">{theme.description}</p>
          </div>
          <p className="tabular shrink-0 text-right text-[15px] font-semibold">
            {line.inLibrary ? (
              <>
                <span className="sr-only">Price: </span>
                <s className="font-normal text-muted-foreground">{formatPrice(theme.price)}</s>
                <span className="block text-xs font-normal text-muted-foreground">Not charged</span>
              </>
            ) : (
              <>
                <span className="sr-only">Price: </span>
                {formatPrice(theme.price)}
              </>
            )}
          </p>
        </div>

        <div className="mt-3 flex flex-wrap items-center gap-2">
          <Badge variant="accent">{FRAMEWORK_LABELS[theme.framework]}</Badge>
          {line.inLibrary ? <Badge variant="dark">In Library</Badge> : null}
          {line.quantity > 1 ? <Badge className="tabular">Qty {line.quantity}</Badge> : null}
          <Button
            variant="ghost"
            size="sm"
            className="ml-auto -mr-2 text-muted-foreground hover:text-danger"
            aria-label={`${CART_TEXT.remove} ${theme.name}`}
            disabled={isRemoving}
            onClick={onRemove}
          >
            <Trash2 aria-hidden="true" />
            {isRemoving ? 'Removing...' : CART_TEXT.remove}
          </Button>
        </div>
        {line.quantity > 1 && !line.inLibrary ? (
          <p className="mt-2 text-[13px] text-muted-foreground">
            One licence covers your whole account, so this theme is charged once.
          </p>
        ) : null}
      </div>
    </li>
  );
}

import { developerPagePath, type ThemeSeller } from '@themeport/core';
import { Link } from 'react-router';
import { cn } from '@/lib/utils';

/**
 * 'by {store name}', linking to the developer's public page (issue 22). Themeport's own themes
 * (no seller) show no line: the storefront is Themeport's, so saying so on every card adds nothing.
 */
export function SellerLine({ seller, className }: { seller: ThemeSeller | null; className?: string }) {
  if (!seller) return null;
  return (
    <p className={cn('text-muted-foreground', className)}>
      by{' '}
      <Link
        to={developerPagePath(seller.slug)}
        className="relative z-10 font-medium text-foreground underline-offset-4 hover:underline"
      >
        {seller.storeName}
      </Link>
    </p>
  );
}

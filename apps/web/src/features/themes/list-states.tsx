import { STOREFRONT_TEXT } from '@themeport/core';
import { EmptyState } from './lazy-states';
import { ThemeCardSkeleton } from './theme-card';

export const gridColumns = {
  3: 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3',
  4: 'grid gap-6 sm:grid-cols-2 lg:grid-cols-4',
} as const;

export function ThemeGridSkeleton({ count, columns = 3 }: { count: number; columns?: 3 | 4 }) {
  return (
    <div>
      <p role="status" className="sr-only">
        {STOREFRONT_TEXT.loading}
      </p>
      <div className={gridColumns[columns]}>
        {Array.from({ length: count }, (_, index) => (
          <ThemeCardSkeleton key={index} />
        ))}
      </div>
    </div>
  );
}

export function NoThemesAvailable() {
  return <EmptyState title={STOREFRONT_TEXT.emptyTitle} body={STOREFRONT_TEXT.emptyBody} />;
}

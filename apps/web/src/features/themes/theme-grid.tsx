import type { ReactNode } from 'react';
import { STOREFRONT_TEXT, type ThemeListResponse, type ThemeSummary } from '@themeport/core';
import { parseApiError } from '@/lib/api';
import { ErrorState } from './lazy-states';
import { gridColumns, NoThemesAvailable, ThemeGridSkeleton } from './list-states';
import { ThemeCard } from './theme-card';

/**
 * A list of themes as a section shows it: a TanStack Query result fits as it is, and so does a
 * route loader's answer (home-sections.tsx), so the home page needs no query cache.
 */
export interface ThemeListState {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  data: ThemeListResponse | undefined;
}

/** One list of theme cards with its loading, error and empty states; `retry` reads again whatever failed. */
export function ThemeGrid({
  query,
  retry,
  columns = 3,
  skeletonCount,
  empty = <NoThemesAvailable />,
  leadImage = false,
}: {
  query: ThemeListState;
  retry: () => void;
  columns?: 3 | 4;
  skeletonCount: number;
  empty?: ReactNode;
  /** The first card's image is above the fold, the page's largest paint: fetched first, not lazily. */
  leadImage?: boolean;
}) {
  if (query.isError) {
    return (
      <ErrorState
        layout="panel"
        title={STOREFRONT_TEXT.loadError}
        message={parseApiError(query.error).message}
        retry={{ refetch: retry, isFetching: query.isFetching }}
      />
    );
  }
  if (query.isPending || !query.data) return <ThemeGridSkeleton count={skeletonCount} columns={columns} />;
  if (query.data.items.length === 0) return <>{empty}</>;
  return <ThemeCardList themes={query.data.items} columns={columns} leadImage={leadImage} />;
}

export function ThemeCardList({
  themes,
  columns = 3,
  leadImage = false,
}: {
  themes: ThemeSummary[];
  columns?: 3 | 4;
  leadImage?: boolean;
}) {
  return (
    <ul className={gridColumns[columns]}>
      {themes.map((theme, index) => (
        <li key={theme.id} className="flex">
          <div className="flex-1 [&>article]:h-full">
            <ThemeCard theme={theme} priority={leadImage && index === 0} />
          </div>
        </li>
      ))}
    </ul>
  );
}

import { formatThemeTotal } from '@themeport/core';
import { SearchX } from 'lucide-react';
import { Suspense, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { EmptyState } from '@/components/query-state';
import { useThemeList } from './api';
import { FilterBar } from './filter-bar';
import { Pagination } from './pagination';
import { FeaturedSections } from './featured-sections';
import { ThemeGrid } from './theme-grid';
import { useRetryFailed } from './use-retry-failed';
import { useCatalogueParams } from './use-catalogue-params';

export function CataloguePage() {
  const { params, isFiltered, update, clearFilters } = useCatalogueParams();
  const showFeatured = !isFiltered && params.page === 1;

  return (
    <div className="container-page pt-12 sm:pt-16">
      <header className="max-w-2xl">
        <h1 className="text-4xl font-semibold tracking-[-0.025em] sm:text-5xl">Themes</h1>
        <p className="mt-4 text-lg text-muted-foreground">
          Production-ready Astro.js and Next.js themes for every kind of website.
        </p>
      </header>
      {/* Each section a boundary of its own: hydrating the server's page, React wakes them one at a
          time, each its own short task, where the whole page was one task of 25–31 ms of CPU on
          a desktop core (decision 048, stop 38). Nothing in them suspends. */}
      <div className="mt-14 flex flex-col gap-20 sm:mt-16 sm:gap-24">
        {showFeatured ? (
          <Suspense>
            <FeaturedSections />
          </Suspense>
        ) : null}
        <Suspense>
          <AllThemes params={params} isFiltered={isFiltered} onChange={update} onClear={clearFilters} />
        </Suspense>
      </div>
    </div>
  );
}

function AllThemes({
  params,
  isFiltered,
  onChange,
  onClear,
}: {
  params: ReturnType<typeof useCatalogueParams>['params'];
  isFiltered: boolean;
  onChange: ReturnType<typeof useCatalogueParams>['update'];
  onClear: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const query = useThemeList(params, { keepPrevious: true });
  const retry = useRetryFailed();
  const total = query.data?.total;

  const clearButton = (
    <Button variant="outline" size="sm" onClick={onClear}>
      Clear filters
    </Button>
  );

  return (
    <section aria-labelledby="all-themes-heading" className="scroll-mt-24" id="all-themes">
      <h2
        id="all-themes-heading"
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-semibold tracking-tight outline-none sm:text-[28px]"
      >
        All Themes
      </h2>
      <div className="mt-6 rounded-xl border border-border bg-[#fafafa] p-4 sm:p-5">
        <FilterBar params={params} onChange={onChange} />
      </div>
      <div className="mt-6 mb-6 flex min-h-9 items-center justify-between gap-4">
        <div className="tabular text-sm text-muted-foreground" aria-live="polite">
          {query.data === undefined ? <Skeleton className="h-4 w-20" /> : formatThemeTotal(query.data)}
        </div>
        {/* With no results the empty state carries the one Clear filters action. */}
        {isFiltered && total !== 0 ? clearButton : null}
      </div>
      <div className={cn('transition-opacity', query.isPlaceholderData && 'opacity-60')} aria-busy={query.isFetching}>
        <ThemeGrid
          query={query}
          retry={retry}
          columns={3}
          skeletonCount={6}
          // Filtered, the list is the first thing under the filters (else the featured sections are).
          leadImage={isFiltered}
          empty={
            isFiltered ? (
              <EmptyState
                icon={<SearchX className="size-6 text-muted-foreground" aria-hidden="true" />}
                title="No themes match your filters."
                body="Try a different search or fewer filters."
                action={clearButton}
              />
            ) : undefined
          }
        />
      </div>
      {query.data ? (
        <Pagination
          page={query.data.page}
          pageCount={query.data.pageCount}
          onPageChange={(page) => {
            onChange({ page });
            headingRef.current?.scrollIntoView({ block: 'start' });
            headingRef.current?.focus({ preventScroll: true });
          }}
        />
      ) : null}
    </section>
  );
}

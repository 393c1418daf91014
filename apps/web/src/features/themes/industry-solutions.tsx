import { HOME_SECTION_SIZES, industryLabel, STOREFRONT_TEXT } from '@themeport/core';
import { useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { parseApiError } from '@/lib/api';
import { cn } from '@/lib/utils';
import { ErrorState } from '@/components/query-state';
import { useIndustries, useThemeList } from './api';
import { industryListParams, shownIndustries } from './section-params';
import { NoThemesAvailable, ThemeGridSkeleton } from './list-states';
import { ThemeGrid } from './theme-grid';
import { ThemeSection } from './theme-section';
import { useRetryFailed } from './use-retry-failed';

export function IndustrySolutions() {
  const industries = useIndustries();
  const [chosen, setChosen] = useState<string | null>(null);
  const retry = useRetryFailed();

  const categories = shownIndustries(industries.data?.items ?? []);
  const selected = categories.find((item) => item.category === chosen)?.category ?? categories[0]?.category;

  return (
    <ThemeSection
      id="industry-solutions"
      title="Industry Solutions"
      description="Themes shaped around the way your industry works."
      link={
        selected
          ? { to: `/themes?category=${selected}`, label: `View all ${industryLabel(selected)} themes` }
          : undefined
      }
    >
      {industries.isPending ? (
        <>
          <div className="mb-6 flex gap-2" aria-hidden="true">
            {[88, 76, 96, 84].map((width) => (
              <Skeleton key={width} className="h-9 rounded-full" style={{ width }} />
            ))}
          </div>
          <ThemeGridSkeleton count={HOME_SECTION_SIZES.industry} columns={4} />
        </>
      ) : industries.isError ? (
        <ErrorState
          layout="panel"
          title={STOREFRONT_TEXT.loadError}
          message={parseApiError(industries.error).message}
          retry={{ refetch: retry, isFetching: industries.isFetching }}
        />
      ) : !selected ? (
        <NoThemesAvailable />
      ) : (
        <>
          <div
            role="group"
            aria-label="Industries"
            className="-mx-1 mb-6 flex gap-2 overflow-x-auto px-1 pb-1 sm:flex-wrap"
          >
            {categories.map((item) => {
              const isSelected = item.category === selected;
              return (
                <button
                  key={item.category}
                  type="button"
                  aria-pressed={isSelected}
                  onClick={() => setChosen(item.category)}
                  className={cn(
                    'inline-flex h-9 shrink-0 items-center gap-2 rounded-full border px-4 text-sm font-medium transition-colors',
                    isSelected
                      ? 'border-foreground bg-foreground text-white'
                      : 'border-border bg-white text-muted-foreground hover:border-input hover:text-foreground',
                  )}
                >
                  {industryLabel(item.category)}
                  <span
                    aria-hidden="true"
                    className={cn('tabular text-xs', isSelected ? 'text-white/70' : 'text-[#8a8a94]')}
                  >
                    {item.count}
                  </span>
                </button>
              );
            })}
          </div>
          <IndustryThemes category={selected} />
        </>
      )}
    </ThemeSection>
  );
}

function IndustryThemes({ category }: { category: string }) {
  const query = useThemeList(industryListParams(category), { keepPrevious: true });
  return (
    <div className={cn('transition-opacity', query.isPlaceholderData && 'opacity-60')}>
      <ThemeGrid query={query} columns={4} skeletonCount={HOME_SECTION_SIZES.industry} />
    </div>
  );
}

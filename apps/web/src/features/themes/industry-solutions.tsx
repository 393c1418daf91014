import { HOME_SECTION_SIZES, industryLabel, STOREFRONT_TEXT, type IndustriesResponse } from '@themeport/core';
import { lazy, Suspense, useState } from 'react';
import type { Retryable } from '@/components/query-state';
import { ErrorState } from './lazy-states';
import { cn } from '@/lib/utils';
import { listState, type HomeData, type Loaded } from './home-data';
import { NoThemesAvailable, ThemeGridSkeleton } from './list-states';
import { shownIndustries } from './section-params';
import { ThemeGrid } from './theme-grid';
import { ThemeSection } from './theme-section';

// Another industry's themes are read when a visitor picks it, through the query cache: that part
// and TanStack Query load then (or when the pointer reaches the tabs), not with the home page.
const loadChosenIndustry = () => import('./chosen-industry-themes');
const ChosenIndustryThemes = lazy(loadChosenIndustry);

/** The home page's Industry Solutions: the industries and the first one's themes come with the page. */
export function IndustrySolutions({
  industries,
  firstIndustry,
  retry,
}: {
  industries: Loaded<IndustriesResponse>;
  firstIndustry: HomeData['firstIndustry'];
  retry: Retryable;
}) {
  const [chosen, setChosen] = useState<string | null>(null);

  const categories = shownIndustries(industries.ok ? industries.data.items : []);
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
      {!industries.ok ? (
        <ErrorState layout="panel" title={STOREFRONT_TEXT.loadError} message={industries.error.message} retry={retry} />
      ) : !selected ? (
        <NoThemesAvailable />
      ) : (
        <>
          <div
            role="group"
            aria-label="Industries"
            className="-mx-1 mb-6 flex gap-2 overflow-x-auto px-1 pb-1 sm:flex-wrap"
            onPointerEnter={() => void loadChosenIndustry()}
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
          {firstIndustry && selected === firstIndustry.category ? (
            <ThemeGrid
              query={listState(firstIndustry.themes, retry.isFetching)}
              retry={() => void retry.refetch()}
              columns={4}
              skeletonCount={HOME_SECTION_SIZES.industry}
            />
          ) : (
            <Suspense fallback={<ThemeGridSkeleton count={HOME_SECTION_SIZES.industry} columns={4} />}>
              <ChosenIndustryThemes category={selected} />
            </Suspense>
          )}
        </>
      )}
    </ThemeSection>
  );
}

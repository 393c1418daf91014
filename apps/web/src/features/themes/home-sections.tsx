import { useLoaderData, useRevalidator } from 'react-router';
import type { Retryable } from '@/components/query-state';
import { listState, type HomeData } from './home-data';
import { IndustrySolutions } from './industry-solutions';
import { MostPopularSection, NewArrivalsSection } from './storefront-sections';

/**
 * The home page's theme sections, from its route loader (home-data.ts). When the catalogue is
 * empty or cannot be loaded, the first section carries the one empty state or error (with its
 * Retry, which runs the loader again) instead of repeating it three times.
 */
export function HomeThemeSections() {
  const data = useLoaderData<HomeData>();
  const revalidator = useRevalidator();
  const isFetching = revalidator.state === 'loading';
  const retry: Retryable = { refetch: () => void revalidator.revalidate(), isFetching };
  const isCatalogueEmpty = data.popular.ok && data.popular.data.total === 0;
  return (
    <div className="flex flex-col gap-20 sm:gap-24">
      <MostPopularSection query={listState(data.popular, isFetching)} retry={retry.refetch} />
      {isCatalogueEmpty || !data.popular.ok ? null : (
        <>
          <NewArrivalsSection query={listState(data.newest, isFetching)} retry={retry.refetch} />
          <IndustrySolutions industries={data.industries} firstIndustry={data.firstIndustry} retry={retry} />
        </>
      )}
    </div>
  );
}

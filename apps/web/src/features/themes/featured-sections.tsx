import { useThemeList } from './api';
import { NEWEST_PARAMS, POPULAR_PARAMS } from './section-params';
import { MostPopularSection, NewArrivalsSection } from './storefront-sections';
import { useRetryFailed } from './use-retry-failed';

/** The catalogue's featured sections, shown while no filter is active; All Themes carries empty and error states. */
export function FeaturedSections() {
  const popular = useThemeList(POPULAR_PARAMS);
  const newest = useThemeList(NEWEST_PARAMS);
  const retry = useRetryFailed();
  if (popular.isError || (popular.isSuccess && popular.data.total === 0)) return null;
  return (
    <>
      <MostPopularSection query={popular} retry={retry} leadImage />
      <NewArrivalsSection query={newest} retry={retry} />
    </>
  );
}

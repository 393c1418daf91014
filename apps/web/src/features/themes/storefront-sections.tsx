import { HOME_SECTION_SIZES } from '@themeport/core';
import { useThemeList } from './api';
import { IndustrySolutions } from './industry-solutions';
import { NEWEST_PARAMS as NEWEST, POPULAR_PARAMS as POPULAR } from './section-params';
import { ThemeGrid } from './theme-grid';
import { ThemeSection } from './theme-section';

/** `leadImage`: the first card's image is the page's largest paint (the catalogue): loaded first. */
export function MostPopularSection({ className, leadImage = false }: { className?: string; leadImage?: boolean }) {
  const query = useThemeList(POPULAR);
  return (
    <ThemeSection
      id="most-popular"
      title="Most Popular"
      description="The themes developers download most."
      link={{ to: '/themes?sort=popular', label: 'View all', srLabel: 'popular themes' }}
      className={className}
    >
      <ThemeGrid query={query} columns={3} skeletonCount={HOME_SECTION_SIZES.popular} leadImage={leadImage} />
    </ThemeSection>
  );
}

export function NewArrivalsSection({ className }: { className?: string }) {
  const query = useThemeList(NEWEST);
  return (
    <ThemeSection
      id="new-arrivals"
      title="New Arrivals"
      description="Fresh releases from our developers."
      link={{ to: '/themes?sort=newest', label: 'View all', srLabel: 'new arrivals' }}
      className={className}
    >
      <ThemeGrid query={query} columns={4} skeletonCount={HOME_SECTION_SIZES.newArrivals} />
    </ThemeSection>
  );
}

/**
 * The home page's theme sections. When the catalogue is empty or cannot be loaded, the first
 * section carries the one empty state or error (with its Retry) instead of repeating it three times.
 */
export function HomeThemeSections() {
  const popular = useThemeList(POPULAR);
  const isCatalogueEmpty = popular.isSuccess && popular.data.total === 0;
  return (
    <div className="flex flex-col gap-20 sm:gap-24">
      <MostPopularSection />
      {isCatalogueEmpty || popular.isError ? null : (
        <>
          <NewArrivalsSection />
          <IndustrySolutions />
        </>
      )}
    </div>
  );
}

/** The catalogue's featured sections, shown while no filter is active; All Themes carries empty and error states. */
export function FeaturedSections() {
  const popular = useThemeList(POPULAR);
  if (popular.isError || (popular.isSuccess && popular.data.total === 0)) return null;
  return (
    <>
      <MostPopularSection leadImage />
      <NewArrivalsSection />
    </>
  );
}

import { HOME_SECTION_SIZES } from '@themeport/core';
import { ThemeGrid, type ThemeListState } from './theme-grid';
import { ThemeSection } from './theme-section';

/** What a section lists and how to read it again after a failure (home: the route loader; catalogue: queries). */
interface SectionProps {
  query: ThemeListState;
  retry: () => void;
  className?: string;
}

/** `leadImage`: the first card's image is the page's largest paint (the catalogue): loaded first. */
export function MostPopularSection({
  query,
  retry,
  className,
  leadImage = false,
}: SectionProps & { leadImage?: boolean }) {
  return (
    <ThemeSection
      id="most-popular"
      title="Most Popular"
      description="The themes developers download most."
      link={{ to: '/themes?sort=popular', label: 'View all', srLabel: 'popular themes' }}
      className={className}
    >
      <ThemeGrid
        query={query}
        retry={retry}
        columns={3}
        skeletonCount={HOME_SECTION_SIZES.popular}
        leadImage={leadImage}
      />
    </ThemeSection>
  );
}

export function NewArrivalsSection({ query, retry, className }: SectionProps) {
  return (
    <ThemeSection
      id="new-arrivals"
      title="New Arrivals"
      description="Fresh releases from our developers."
      link={{ to: '/themes?sort=newest', label: 'View all', srLabel: 'new arrivals' }}
      className={className}
    >
      <ThemeGrid query={query} retry={retry} columns={4} skeletonCount={HOME_SECTION_SIZES.newArrivals} />
    </ThemeSection>
  );
}

import { FeatureBlurbs } from '@/features/storefront/feature-blurbs';
import { HomeHero } from '@/features/storefront/home-hero';
import { HomeThemeSections } from '@/features/themes/home-sections';
import { useDocumentTitle } from '@/lib/use-document-title';

export function Component() {
  useDocumentTitle(
    'Themeport – Premium Themes for Astro.js and Next.js',
    'Premium website themes for Astro.js and Next.js: a modern stack, beautiful design, clean code and regular updates.',
    { exact: true },
  );
  return (
    <>
      <HomeHero />
      <FeatureBlurbs />
      <div className="container-page pt-4">
        <HomeThemeSections />
      </div>
    </>
  );
}

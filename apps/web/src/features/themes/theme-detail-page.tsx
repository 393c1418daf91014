import {
  FRAMEWORK_LABELS,
  formatCount,
  formatPrice,
  industryPath,
  STOREFRONT_TEXT,
  type ThemeDetail,
} from '@themeport/core';
import { Check, ChevronRight, ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { isNotFound, parseApiError } from '@/lib/api';
import { plural } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { LocalDate } from '@/components/local-date';
import { ErrorState } from '@/components/query-state';
import { useTheme } from './api';
import { themePath } from './paths';
import { Gallery } from './gallery';
import { LibraryButton } from './library-button';
import { RatingStars } from './rating';
import { Reviews } from './reviews';
import { ThemeChangelog } from '@/components/theme-changelog';
import { ThemeDetailSkeleton } from './theme-detail-skeleton';
import { SellerLine } from './seller-line';

export function ThemeDetailPage({ idOrSlug }: { idOrSlug: string }) {
  const query = useTheme(idOrSlug);
  const notFound = query.isError && isNotFound(query.error);
  useDocumentTitle(query.data?.name ?? (notFound ? STOREFRONT_TEXT.themeNotFound : null), query.data?.description);

  if (query.isPending) return <ThemeDetailSkeleton />;
  if (notFound) return <ThemeNotFound />;
  if (query.isError) {
    return (
      <div className="container-page py-16">
        <ErrorState
          layout="panel"
          title="Error loading theme"
          message={parseApiError(query.error).message}
          retry={query}
        />
      </div>
    );
  }
  return <ThemeDetailView theme={query.data} />;
}

function ThemeDetailView({ theme }: { theme: ThemeDetail }) {
  const path = themePath(theme);
  const images = theme.images.length > 0 ? theme.images : theme.previewUrl ? [theme.previewUrl] : [];
  const paragraphs = theme.longDescription
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

  return (
    <div className="container-page pt-6 sm:pt-8">
      <nav aria-label="Breadcrumb">
        <ol className="flex min-w-0 items-center gap-1.5 text-sm text-muted-foreground">
          <li>
            <Link to="/" className="rounded-sm hover:text-foreground">
              Home
            </Link>
          </li>
          <li aria-hidden="true">
            <ChevronRight className="size-3.5" />
          </li>
          <li>
            <Link to="/themes" className="rounded-sm hover:text-foreground">
              Themes
            </Link>
          </li>
          <li aria-hidden="true">
            <ChevronRight className="size-3.5" />
          </li>
          <li className="min-w-0 truncate font-medium text-foreground" aria-current="page">
            {theme.name}
          </li>
        </ol>
      </nav>

      <div className="mt-6 grid gap-10 lg:grid-cols-[minmax(0,1fr)_380px] lg:gap-12 xl:grid-cols-[minmax(0,1fr)_400px]">
        <div className="lg:col-start-1 lg:row-start-1">
          <Gallery name={theme.name} images={images} />
        </div>

        <aside aria-label="Purchase" className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <div className="lg:sticky lg:top-24">
            <PurchasePanel theme={theme} path={path} />
          </div>
        </aside>

        <div className="flex flex-col gap-14 lg:col-start-1 lg:row-start-2">
          {theme.features.length > 0 ? (
            <section aria-labelledby="features-heading">
              <h2 id="features-heading" className="text-xl font-semibold tracking-tight">
                Features
              </h2>
              <ul className="mt-5 grid gap-x-8 gap-y-3 sm:grid-cols-2">
                {theme.features.map((feature) => (
                  <li key={feature} className="flex gap-3 text-[15px]">
                    <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-accent-soft text-primary-strong">
                      <Check className="size-3.5" aria-hidden="true" />
                    </span>
                    {feature}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          <section aria-labelledby="about-heading">
            <h2 id="about-heading" className="text-xl font-semibold tracking-tight">
              About this theme
            </h2>
            <div className="mt-5 flex max-w-3xl flex-col gap-4 text-[15px] leading-7 text-[#3f3f46]">
              {(paragraphs.length > 0 ? paragraphs : [theme.description]).map((line, index) => (
                <p key={index}>{line}</p>
              ))}
            </div>
          </section>

          <ThemeChangelog idOrSlug={theme.slug || theme.id} />
          <Reviews idOrSlug={theme.slug || theme.id} themeName={theme.name} />
        </div>
      </div>
    </div>
  );
}

function PurchasePanel({ theme, path }: { theme: ThemeDetail; path: string }) {
  return (
    <div className="bg-white lg:rounded-xl lg:border lg:border-border lg:p-7">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="accent">{FRAMEWORK_LABELS[theme.framework]}</Badge>
        <span className="text-[13px] text-muted-foreground">{industryPath(theme.industry)}</span>
      </div>
      <h1 className="mt-4 text-3xl leading-tight font-semibold tracking-[-0.02em] text-balance">{theme.name}</h1>
      <SellerLine seller={theme.seller} className="mt-1 text-sm" />
      <div className="mt-3 flex items-center gap-2 text-sm">
        {theme.rating === null ? (
          <span className="text-muted-foreground">{STOREFRONT_TEXT.noRating}</span>
        ) : (
          <>
            <RatingStars rating={theme.rating} />
            <span className="tabular text-muted-foreground">
              {theme.rating.toFixed(1)} ({formatCount(theme.reviewCount)} {plural(theme.reviewCount, 'review')})
            </span>
          </>
        )}
      </div>
      <p className="mt-4 text-[15px] leading-6 text-muted-foreground">{theme.description}</p>
      <p className="tabular mt-6 text-3xl font-semibold tracking-tight">
        <span className="sr-only">Price: </span>
        {formatPrice(theme.price)}
      </p>
      <div className="mt-5 flex flex-col gap-3">
        <LibraryButton themeId={theme.id} idOrSlug={theme.slug || theme.id} themePath={path} priceCents={theme.price} />
        {theme.demoUrl ? (
          <Button asChild variant="outline" size="lg" className="w-full">
            <a href={theme.demoUrl} target="_blank" rel="noopener noreferrer">
              Live Demo
              <ExternalLink aria-hidden="true" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </Button>
        ) : null}
      </div>
      <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-3 border-t border-border pt-6 text-sm">
        <dt className="text-muted-foreground">Version</dt>
        <dd className="tabular text-right font-medium">{theme.version}</dd>
        <dt className="text-muted-foreground">Last updated</dt>
        <dd className="text-right font-medium">
          <LocalDate value={theme.lastUpdated} />
        </dd>
        <dt className="text-muted-foreground">Downloads</dt>
        <dd className="tabular text-right font-medium">{formatCount(theme.downloads)}</dd>
      </dl>
    </div>
  );
}

function ThemeNotFound() {
  return (
    <section className="container-page flex flex-col items-center py-24 text-center sm:py-32">
      <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{STOREFRONT_TEXT.themeNotFound}</h1>
      <p className="mt-4 max-w-md text-muted-foreground">This theme does not exist or is no longer available.</p>
      <Button asChild className="mt-8">
        <Link to="/themes">Browse Themes</Link>
      </Button>
    </section>
  );
}

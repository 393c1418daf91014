import { FRAMEWORK_LABELS, formatPrice, industryLabel, STOREFRONT_TEXT, type ThemeSummary } from '@themeport/core';
import { Star } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { themePath } from './paths';
import { SellerLine } from './seller-line';

export function ThemeCard({
  theme,
  headingLevel = 3,
  priority = false,
}: {
  theme: ThemeSummary;
  headingLevel?: 2 | 3;
  /** The page's largest paint: fetched at once and first, not when scrolled near. */
  priority?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const image = theme.images[0] ?? theme.previewUrl;
  const isFree = theme.price === 0;

  return (
    <article className="group relative flex flex-col overflow-hidden rounded-xl border border-border bg-white transition duration-200 ease-out has-[a:focus-visible]:shadow-lg has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-ring hover:-translate-y-1 hover:border-[#d9d9df] hover:shadow-lg motion-reduce:hover:translate-y-0">
      <div className="relative aspect-[16/10] overflow-hidden border-b border-border bg-muted">
        {image ? (
          <img
            src={image}
            alt={`${theme.name} preview`}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
            width={800}
            height={500}
            className="size-full object-cover object-top transition-transform duration-500 ease-out group-hover:scale-[1.03] motion-reduce:group-hover:scale-100"
          />
        ) : (
          <div
            role="img"
            aria-label={`${theme.name} preview`}
            className="flex size-full items-center justify-center text-sm text-muted-foreground"
          >
            No preview
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4 sm:p-5">
        <div className="flex items-start justify-between gap-3">
          <Heading className="min-w-0 text-[15px] leading-6 font-semibold tracking-tight">
            <Link to={themePath(theme)} className="outline-none after:absolute after:inset-0 after:content-['']">
              {theme.name}
            </Link>
          </Heading>
          <span
            className={cn(
              'tabular shrink-0 text-[15px] leading-6 font-semibold',
              isFree ? 'text-success' : 'text-foreground',
            )}
          >
            {formatPrice(theme.price)}
          </span>
        </div>
        <SellerLine seller={theme.seller} className="-mt-1 text-[13px]" />
        <p className="line-clamp-2 text-sm leading-5 text-muted-foreground">{theme.description}</p>
        <div className="mt-auto flex items-center justify-between gap-3 pt-2 text-[13px] text-muted-foreground">
          <span className="flex min-w-0 items-center gap-2">
            <Badge>{FRAMEWORK_LABELS[theme.framework]}</Badge>
            <span className="truncate">{industryLabel(theme.industry.type || theme.industry.category)}</span>
          </span>
          <CardRating rating={theme.rating} count={theme.reviewCount} />
        </div>
      </div>
    </article>
  );
}

function CardRating({ rating, count }: { rating: number | null; count: number }) {
  if (rating === null) return <span className="shrink-0">{STOREFRONT_TEXT.noRating}</span>;
  return (
    <span className="tabular inline-flex shrink-0 items-center gap-1 text-foreground">
      <Star className="size-3.5 text-star" fill="currentColor" strokeWidth={0} aria-hidden="true" />
      <span>
        {rating.toFixed(1)} <span className="text-muted-foreground">({count})</span>
      </span>
    </span>
  );
}

export function ThemeCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-xl border border-border bg-white" aria-hidden="true">
      <Skeleton className="aspect-[16/10] rounded-none" />
      <div className="flex flex-col gap-3 p-5">
        <div className="flex justify-between gap-4">
          <Skeleton className="h-5 w-2/5" />
          <Skeleton className="h-5 w-10" />
        </div>
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-3/4" />
        <div className="flex justify-between pt-1">
          <Skeleton className="h-4 w-20" />
          <Skeleton className="h-4 w-14" />
        </div>
      </div>
    </div>
  );
}

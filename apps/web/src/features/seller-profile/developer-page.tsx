import { SELLER_PROFILE_TEXT, developerPagePath, type PublicDeveloper, type ThemeSummary } from '@themeport/core';
import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { ErrorState } from '@/components/query-state';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { isNotFound, parseApiError } from '@/lib/api';
import { LocalDate } from '@/components/local-date';
import { plural } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePublicDeveloper } from './api';

/**
 * /developers/{slug}: a developer's public store, its bio and its published themes. The theme
 * grid comes from the route (the storefront's cards), so this feature does not reach into themes.
 */
export function DeveloperPage({
  slug,
  renderThemes,
}: {
  slug: string;
  renderThemes: (themes: ThemeSummary[]) => ReactNode;
}) {
  const query = usePublicDeveloper(slug);
  const notFound = query.isError && isNotFound(query.error);
  useDocumentTitle(
    query.data?.storeName ?? (notFound ? SELLER_PROFILE_TEXT.developerNotFound : null),
    query.data?.bio || null,
  );

  if (query.isPending) return <DeveloperPageSkeleton />;
  if (notFound) return <DeveloperNotFound />;
  if (query.isError) {
    return (
      <div className="container-page py-16">
        <ErrorState
          layout="panel"
          title="Error loading developer"
          message={parseApiError(query.error).message}
          retry={query}
        />
      </div>
    );
  }
  // A former address of the store (decision 031): the page lives at its current one.
  if (query.data.slug !== slug) return <Navigate to={developerPagePath(query.data.slug)} replace />;
  return <DeveloperView developer={query.data} renderThemes={renderThemes} />;
}

function DeveloperView({
  developer,
  renderThemes,
}: {
  developer: PublicDeveloper;
  renderThemes: (themes: ThemeSummary[]) => ReactNode;
}) {
  const count = developer.themes.length;
  return (
    <div className="container-page pt-8 sm:pt-12">
      <header className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <Avatar name={developer.storeName} url={developer.avatarUrl} size="lg" className="size-20 text-2xl" />
        <div className="min-w-0">
          <p className="text-sm font-medium text-primary-strong">Developer</p>
          <h1 className="mt-1 text-3xl font-semibold tracking-tight text-balance">{developer.storeName}</h1>
          <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <span>
              Selling on Themeport since <LocalDate value={developer.memberSince} />
            </span>
            {developer.websiteUrl ? (
              <a
                href={developer.websiteUrl}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="inline-flex items-center gap-1 font-medium text-primary-strong underline-offset-4 hover:underline"
              >
                {developer.websiteUrl.replace(/^https?:\/\//, '').replace(/\/$/, '')}
                <ExternalLink aria-hidden="true" className="size-3.5" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            ) : null}
          </p>
        </div>
      </header>
      {developer.bio ? (
        <p className="mt-6 max-w-3xl text-[15px] leading-7 whitespace-pre-line text-muted-foreground">
          {developer.bio}
        </p>
      ) : null}
      <section aria-labelledby="developer-themes-heading" className="mt-12">
        <h2 id="developer-themes-heading" className="text-xl font-semibold tracking-tight">
          Themes by {developer.storeName}{' '}
          <span className="tabular text-base font-normal text-muted-foreground">
            ({count} {plural(count, 'theme')})
          </span>
        </h2>
        <div className="mt-6">
          {count > 0 ? (
            renderThemes(developer.themes)
          ) : (
            <p className="rounded-xl border border-dashed border-border p-8 text-center text-sm text-muted-foreground">
              {SELLER_PROFILE_TEXT.noThemes}
            </p>
          )}
        </div>
      </section>
    </div>
  );
}

function DeveloperNotFound() {
  return (
    <section className="container-page flex flex-col items-center py-24 text-center sm:py-32">
      <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{SELLER_PROFILE_TEXT.developerNotFound}</h1>
      <p className="mt-4 max-w-md text-muted-foreground">This store does not exist, or it moved to another address.</p>
      <Button asChild className="mt-8">
        <Link to="/themes">Browse Themes</Link>
      </Button>
    </section>
  );
}

function DeveloperPageSkeleton() {
  return (
    <div className="container-page pt-8 sm:pt-12" aria-busy="true" aria-label="Loading">
      <div className="flex items-center gap-5">
        <Skeleton className="size-20 rounded-full" />
        <div className="flex flex-1 flex-col gap-3">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-8 w-1/2" />
          <Skeleton className="h-4 w-1/3" />
        </div>
      </div>
      <Skeleton className="mt-8 h-16 max-w-3xl" />
      <Skeleton className="mt-12 h-64" />
    </div>
  );
}

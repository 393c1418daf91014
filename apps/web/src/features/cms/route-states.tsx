import { SITE_TEXT } from '@themeport/core';
import { CircleAlert, Palette, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { RetryButton, type Retryable } from '@/components/query-state';

function StateCard({
  icon,
  title,
  children,
  actions,
  isInsideManager = false,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  /** Under the manager's own header (whose h1 is the site name) the title is an h2. */
  isInsideManager?: boolean;
}) {
  const Heading = isInsideManager ? 'h2' : 'h1';
  return (
    <section
      className={isInsideManager ? 'flex justify-center py-6' : 'container-page flex justify-center py-16 sm:py-24'}
    >
      <Card className="flex w-full max-w-lg flex-col items-center px-6 py-10 text-center shadow-sm sm:px-10">
        <span className="flex size-11 items-center justify-center rounded-full bg-muted text-muted-foreground [&_svg]:size-5">
          {icon}
        </span>
        <Heading className="mt-4 text-xl font-semibold tracking-tight">{title}</Heading>
        <div className="mt-2 text-sm text-muted-foreground">{children}</div>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {actions}
          <Button asChild variant={actions ? 'outline' : 'primary'}>
            <Link to="/client-portal">Back to Portal</Link>
          </Button>
        </div>
      </Card>
    </section>
  );
}

/** spec 000 §2: either id missing. */
export function InvalidCmsRoute() {
  return (
    <StateCard icon={<CircleAlert aria-hidden="true" />} title={SITE_TEXT.invalidCmsRoute}>
      <p>{SITE_TEXT.cmsRouteRequired}</p>
    </StateCard>
  );
}

/** spec 000 §5: the account id must be a UUID. */
export function InvalidAccountId({ value }: { value: string }) {
  return (
    <StateCard icon={<CircleAlert aria-hidden="true" />} title={SITE_TEXT.invalidCmsRoute}>
      <p className="break-all">{`Invalid account_id format: ${value}. Expected UUID format.`}</p>
    </StateCard>
  );
}

/** Another account's site, or a slot that does not exist: the same calm answer for both. */
export function SiteNotFound() {
  return (
    <StateCard icon={<SearchX aria-hidden="true" />} title="Site not found">
      <p>This site does not exist, or it belongs to an account you are not a member of.</p>
    </StateCard>
  );
}

export function SitesLoadFailed({ message, retry }: { message: string; retry: Retryable }) {
  return (
    <StateCard
      icon={<CircleAlert aria-hidden="true" />}
      title="We could not open the content manager"
      actions={<RetryButton retry={retry} label="Try again" busyLabel="Retrying…" variant="primary" size="md" />}
    >
      <p role="alert">{message}</p>
    </StateCard>
  );
}

/** spec 000 §2: a slot without a theme (removed, or never deployed). */
export function ThemeSetupRequired({ onRefresh, isRefreshing }: { onRefresh: () => void; isRefreshing: boolean }) {
  return (
    <StateCard
      isInsideManager
      icon={<Palette aria-hidden="true" />}
      title="Theme Setup Required"
      actions={
        <Button onClick={onRefresh} disabled={isRefreshing}>
          {isRefreshing ? 'Refreshing…' : 'Refresh Data'}
        </Button>
      }
    >
      <p>{SITE_TEXT.noThemeAssigned}</p>
      <p className="mt-1">Deploy a theme from your library into this slot in the client portal, then refresh.</p>
    </StateCard>
  );
}

export function CmsSkeleton() {
  return (
    <div className="container-page flex flex-col gap-6 py-8" aria-busy="true" aria-label="Loading the content manager">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex flex-col gap-2">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-8 w-64" />
        </div>
        <Skeleton className="h-10 w-56" />
      </div>
      <Skeleton className="h-10 w-40" />
      <Skeleton className="h-56" />
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-72" />
        <Skeleton className="h-72" />
      </div>
    </div>
  );
}

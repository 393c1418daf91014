import { fillSiteName, type SitePage, type SiteSlot } from '@themeport/core';
import { useQuery } from '@tanstack/react-query';
import { FlaskConical } from 'lucide-react';
import type { ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { NotFoundView } from '@/components/not-found-view';
import { EmptyState, ErrorState } from '@/components/query-state';
import { LoadingState } from '@/components/query-view';
import { apiGet, isNotFound, parseApiError } from '@/lib/api';
import { useSessionState } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSiteDomains, useSitePages, useSlots } from '../../api';
import { allowedOrigins, editorSiteUrl, pageEditorUrl } from '../editor-url';

// spec 001 §2.15: the editor's internal test pages, outside the main layout. The server says
// whether they exist (GET /api/dev/editor-tests, absent in production, like the dev mailbox);
// a 404 there shows the not-found page.

interface EditorTestsInfo {
  pages: string[];
  devOrigins: string[];
}

/** What a test page frames: a page of one of the signed-in client's sites. */
export interface TestSite {
  accountId: string;
  slot: SiteSlot;
  page: SitePage;
  title: string;
  frameUrl: string;
  /** The site's origins and the spec's development origins (spec 001 §7.3). */
  origins: string[];
}

export function EditorTestShell({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: (site: TestSite) => ReactNode;
}) {
  useDocumentTitle(title);
  const info = useQuery({
    queryKey: ['dev', 'editor-tests'],
    queryFn: () => apiGet<EditorTestsInfo>('/api/dev/editor-tests'),
    retry: false,
    staleTime: Infinity,
  });
  if (info.isError && isNotFound(info.error)) return <NotFoundView />;

  return (
    <div className="min-h-dvh bg-muted/40">
      <header className="border-b border-border bg-background">
        <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-4">
          <FlaskConical aria-hidden="true" className="size-5 text-primary" />
          <div className="min-w-0">
            <h1 className="text-lg font-semibold tracking-tight">{title}</h1>
            <p className="text-sm text-muted-foreground">{description}</p>
          </div>
          <span className="ml-auto rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-medium text-amber-800">
            Internal · not in production
          </span>
        </div>
      </header>
      <main id="main" className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6">
        {info.isPending ? (
          <LoadingState rows={2} rowClassName="h-24" />
        ) : info.isError ? (
          <ErrorState layout="panel" message={parseApiError(info.error).message} retry={info} />
        ) : (
          <SignedInSite devOrigins={info.data.devOrigins}>{children}</SignedInSite>
        )}
      </main>
    </div>
  );
}

function SignedInSite({ devOrigins, children }: { devOrigins: string[]; children: (site: TestSite) => ReactNode }) {
  const { status, session, refetch } = useSessionState();
  const location = useLocation();
  if (status === 'loading') return <LoadingState rows={2} rowClassName="h-24" />;
  if (status === 'error') {
    return (
      <ErrorState layout="panel" message="We could not check your session." retry={{ refetch, isFetching: false }} />
    );
  }
  const accountId = session?.currentAccount?.id;
  if (!session) {
    return <Navigate to={`/signin?returnUrl=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  }
  if (!accountId) return <EmptyState title="No account" body="Sign in with a client account that has a site." />;
  return (
    <AccountSite accountId={accountId} devOrigins={devOrigins}>
      {children}
    </AccountSite>
  );
}

/** ?slot={id} picks the site (else the first with an address), ?page=/about the page (else home). */
function AccountSite({
  accountId,
  devOrigins,
  children,
}: {
  accountId: string;
  devOrigins: string[];
  children: (site: TestSite) => ReactNode;
}) {
  const [params] = useSearchParams();
  const slots = useSlots(accountId);
  if (slots.isPending) return <LoadingState rows={2} rowClassName="h-24" />;
  if (slots.isError) return <ErrorState layout="panel" message={parseApiError(slots.error).message} retry={slots} />;
  const wanted = params.get('slot');
  const slot = wanted
    ? slots.data.slots.find((item) => item.id === wanted)
    : slots.data.slots.find((item) => editorSiteUrl(item) !== null);
  if (!slot) {
    return (
      <EmptyState
        title="No site to test"
        body="Deploy a theme into a site slot first; the test frames one of its pages."
      />
    );
  }
  return (
    <SitePageFrame accountId={accountId} slot={slot} path={params.get('page') ?? '/'} devOrigins={devOrigins}>
      {children}
    </SitePageFrame>
  );
}

function SitePageFrame({
  accountId,
  slot,
  path,
  devOrigins,
  children,
}: {
  accountId: string;
  slot: SiteSlot;
  path: string;
  devOrigins: string[];
  children: (site: TestSite) => ReactNode;
}) {
  const pages = useSitePages(accountId, slot.id);
  const domains = useSiteDomains(accountId, slot.id);
  if (pages.isPending || domains.isPending) return <LoadingState rows={2} rowClassName="h-24" />;
  if (pages.isError) return <ErrorState layout="panel" message={parseApiError(pages.error).message} retry={pages} />;
  const page = pages.data.find((item) => item.path === path && !item.isDynamic);
  if (!page) return <EmptyState title="No such page" body={`The site has no page at ${path}.`} />;
  let frameUrl: string;
  try {
    frameUrl = pageEditorUrl(editorSiteUrl(slot), page);
  } catch (error) {
    return (
      <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3.5 py-2.5 text-sm text-red-800">
        {error instanceof Error ? error.message : String(error)}
      </p>
    );
  }
  const origins = [...new Set([...allowedOrigins(slot, domains.data ?? []), ...devOrigins])];
  const title = fillSiteName(page.title || page.name, slot.name);
  return <>{children({ accountId, slot, page, title, frameUrl, origins })}</>;
}

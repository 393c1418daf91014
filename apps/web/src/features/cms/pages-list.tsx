import { fillSiteName, type SitePage, type SiteSlot } from '@themeport/core';
import { ExternalLink, FileText } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { parseApiError } from '@/lib/api';
import { ErrorState } from '@/components/query-state';
import { useSitePages } from './api';
import { EmptyPages, RecreatePagesButton } from './pages-recreate';
import { ListSkeleton, SectionCard } from './section-card';
import { pageLiveUrl } from './urls';

/** spec 000 §2 Pages panel (read-only for now: the page editor comes with the visual editor). */
export function PagesList({ accountId, slot, canEdit }: { accountId: string; slot: SiteSlot; canEdit: boolean }) {
  const pages = useSitePages(accountId, slot.id);
  const count = pages.data?.length;

  return (
    <SectionCard
      id="pages"
      title={count === undefined ? 'Pages' : `Pages (${count})`}
      description={slot.deploymentUrl ? undefined : 'Set the site’s address above to preview pages live.'}
      aside={
        canEdit && count ? <RecreatePagesButton accountId={accountId} slot={slot} isLoading={pages.isFetching} /> : null
      }
    >
      {pages.isPending ? (
        <ListSkeleton rows={4} />
      ) : pages.isError ? (
        <ErrorState message={`Could not load the pages: ${parseApiError(pages.error).message}`} retry={pages} />
      ) : pages.data.length === 0 ? (
        <EmptyPages accountId={accountId} slot={slot} canEdit={canEdit} />
      ) : (
        <ul className="divide-y divide-border" aria-label="Pages">
          {pages.data.map((page) => (
            <PageRow key={page.id} page={page} siteName={slot.name} liveUrl={pageLiveUrl(slot.deploymentUrl, page)} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

function PageRow({ page, siteName, liveUrl }: { page: SitePage; siteName: string; liveUrl: string | null }) {
  const path = page.path || page.filePath || '';
  return (
    <li className="grid grid-cols-[auto_1fr] items-start gap-x-3 gap-y-1 py-3 first:pt-0 last:pb-0 sm:grid-cols-[auto_1fr_auto]">
      <FileText aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{pageLabel(page, siteName)}</span>
          {page.isDynamic ? <Badge variant="accent">Dynamic</Badge> : null}
          {page.status === 'draft' ? <Badge>Draft</Badge> : null}
        </p>
        {page.description ? <p className="mt-0.5 text-sm text-muted-foreground">{page.description}</p> : null}
        <p className="mt-1 font-mono text-xs break-all text-muted-foreground">Path: {path}</p>
      </div>
      {liveUrl ? (
        <Button
          asChild
          variant="ghost"
          size="sm"
          className="col-start-2 -ml-3 justify-self-start sm:col-start-3 sm:row-start-1 sm:ml-0"
        >
          <a href={liveUrl} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden="true" />
            Preview Live
            <span className="sr-only"> {pageLabel(page, siteName)} (opens in a new tab)</span>
          </a>
        </Button>
      ) : null}
    </li>
  );
}

/** A page's title as the live site shows it; a dynamic page's is a pattern ('{title} – Site'). */
function pageLabel(page: SitePage, siteName: string): string {
  const title = fillSiteName(page.title || page.name, siteName);
  return page.isDynamic ? title.replaceAll('{title}', 'Post title') : title;
}

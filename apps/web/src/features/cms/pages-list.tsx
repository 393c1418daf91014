import { fillSiteName, type SitePage, type SiteSlot } from '@themeport/core';
import { ExternalLink, FileText, PencilLine } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LockedButton } from '@/components/ui/locked';
import { parseApiError } from '@/lib/api';
import { useAccountAccess } from '@/lib/use-permission';
import { ErrorState } from '@/components/query-state';
import { useSiteDomains, useSitePages } from './api';
import { allowedOrigins, EDITOR_TEXT, editorSiteUrl, pageEditorUrl } from './page-editor/editor-url';
import { PageEditorPanel } from './page-editor/page-editor-panel';
import { EmptyPages, RecreatePagesButton } from './pages-recreate';
import { ListSkeleton, SectionCard } from './section-card';
import { pageLiveUrl } from './urls';

interface OpenEditor {
  pageId: string;
  frameUrl: string;
}

/** spec 000 §2 Pages panel and page editor: one page open at a time, inline or full screen. */
export function PagesList({
  accountId,
  slot,
  canEdit = false,
}: {
  accountId: string;
  slot: SiteSlot;
  canEdit?: boolean;
}) {
  const pages = useSitePages(accountId, slot.id);
  const lockedReason = useAccountAccess(accountId).reason('content', 'write');
  const domains = useSiteDomains(accountId, slot.id);
  const [open, setOpen] = useState<OpenEditor | null>(null);
  const [fullscreen, setFullscreen] = useState(false);
  const [openError, setOpenError] = useState<string | null>(null);
  const count = pages.data?.length;

  const openEditor = (page: SitePage) => {
    setOpenError(null);
    try {
      setOpen({ pageId: page.id, frameUrl: pageEditorUrl(editorSiteUrl(slot), page) });
      setFullscreen(false);
    } catch (error) {
      const message = error instanceof Error ? error.message : null;
      // spec 000 §5: the missing URL has its own words; anything else is 'Cannot open page editor: …'.
      setOpenError(message === EDITOR_TEXT.noSiteUrl ? message : EDITOR_TEXT.cannotOpen(message));
    }
  };
  const close = () => {
    setOpen(null);
    setFullscreen(false);
  };
  const editor = (page: SitePage) =>
    open?.pageId === page.id ? (
      <PageEditorPanel
        accountId={accountId}
        slotId={slot.id}
        title={pageLabel(page, slot.name)}
        frameUrl={open.frameUrl}
        origins={allowedOrigins(slot, domains.data ?? [])}
        isLocal={slot.hosting === 'local'}
        fullscreen={fullscreen}
        onFullscreenChange={setFullscreen}
        onClose={close}
      />
    ) : null;

  return (
    <SectionCard
      id="pages"
      title={count === undefined ? 'Pages' : `Pages (${count})`}
      description={slot.deploymentUrl ? undefined : 'Set the site’s address above to preview pages live.'}
      className={open ? 'lg:col-span-2' : undefined}
      aside={
        canEdit && count ? <RecreatePagesButton accountId={accountId} slot={slot} isLoading={pages.isFetching} /> : null
      }
    >
      {openError ? (
        <p role="alert" className="mb-3 rounded-lg border border-red-200 bg-red-50 px-3.5 py-2.5 text-sm text-red-800">
          {openError}
        </p>
      ) : null}
      {pages.isPending ? (
        <ListSkeleton rows={4} />
      ) : pages.isError ? (
        <ErrorState message={`Could not load the pages: ${parseApiError(pages.error).message}`} retry={pages} />
      ) : pages.data.length === 0 ? (
        <EmptyPages accountId={accountId} slot={slot} canEdit={canEdit} />
      ) : (
        <ul className="divide-y divide-border" aria-label="Pages">
          {pages.data.map((page) => (
            <PageRow
              key={page.id}
              page={page}
              siteName={slot.name}
              liveUrl={pageLiveUrl(slot.deploymentUrl, page)}
              isOpen={open?.pageId === page.id}
              onEdit={canEdit && !page.isDynamic ? () => openEditor(page) : undefined}
              lockedReason={page.isDynamic ? null : lockedReason}
            >
              {editor(page)}
            </PageRow>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

function PageRow({
  page,
  siteName,
  liveUrl,
  isOpen,
  onEdit,
  lockedReason,
  children,
}: {
  page: SitePage;
  siteName: string;
  liveUrl: string | null;
  isOpen: boolean;
  onEdit: (() => void) | undefined;
  /** Viewer mode: Edit Page shown disabled with this reason. */
  lockedReason: string | null;
  children: ReactNode;
}) {
  const path = page.path || page.filePath || '';
  return (
    <li className="py-3 first:pt-0 last:pb-0">
      <div className="grid grid-cols-[auto_1fr] items-start gap-x-3 gap-y-1 sm:grid-cols-[auto_1fr_auto]">
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
        <div className="col-start-2 -ml-3 flex flex-wrap gap-1 justify-self-start sm:col-start-3 sm:row-start-1 sm:ml-0">
          {liveUrl ? (
            <Button asChild variant="ghost" size="sm">
              <a href={liveUrl} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden="true" />
                Preview Live
                <span className="sr-only"> {pageLabel(page, siteName)} (opens in a new tab)</span>
              </a>
            </Button>
          ) : null}
          {onEdit ? (
            <Button variant="outline" size="sm" onClick={onEdit} aria-expanded={isOpen} disabled={isOpen}>
              <PencilLine aria-hidden="true" />
              Edit Page
              <span className="sr-only"> {pageLabel(page, siteName)}</span>
            </Button>
          ) : lockedReason ? (
            <LockedButton variant="outline" size="sm" reason={lockedReason}>
              <PencilLine aria-hidden="true" />
              Edit Page
              <span className="sr-only"> {pageLabel(page, siteName)}</span>
            </LockedButton>
          ) : null}
        </div>
      </div>
      {children}
    </li>
  );
}

/** A page's title as the live site shows it; a dynamic page's is a pattern ('{title} – Site'). */
function pageLabel(page: SitePage, siteName: string): string {
  const title = fillSiteName(page.title || page.name, siteName);
  return page.isDynamic ? title.replaceAll('{title}', 'Post title') : title;
}

import { isUuid, type SiteSlot } from '@themeport/core';
import { Tabs } from 'radix-ui';
import { useParams } from 'react-router';
import { ApiRequestError, parseApiError } from '@/lib/api';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSlots } from './api';
import { CmsHeader } from './cms-header';
import { ContentTab } from './content-tab';
import {
  CmsSkeleton,
  InvalidAccountId,
  InvalidCmsRoute,
  SiteNotFound,
  SitesLoadFailed,
  ThemeSetupRequired,
} from './route-states';
import { StatusLine, StatusProvider } from './status-line';

/**
 * spec 000 §2 content manager at /cms/{accountId}/{slotId}. Of its tabs (Content, Library,
 * Components, Settings, Branding, Debug) only Content exists so far; the others are left out
 * rather than shown as empty placeholders.
 */
export function CmsPage() {
  const { accountId, slotId } = useParams();
  if (!accountId || !slotId) return <InvalidCmsRoute />;
  if (!isUuid(accountId)) return <InvalidAccountId value={accountId} />;
  return <CmsManager key={`${accountId}/${slotId}`} accountId={accountId} slotId={slotId} />;
}

function CmsManager({ accountId, slotId }: { accountId: string; slotId: string }) {
  const session = useSession();
  const slots = useSlots(accountId);
  const slot = slots.data
    ? (slots.data.slots.find((item) => item.id === slotId) ?? slots.data.removed.find((item) => item.id === slotId))
    : undefined;
  useDocumentTitle(slot ? `${slot.name} · Content Manager` : 'Content Manager');

  if (slots.isPending) return <CmsSkeleton />;
  if (slots.isError) {
    const { status } = slots.error instanceof ApiRequestError ? slots.error : { status: 0 };
    // Not a member (403) and an unknown account (404) look the same from outside.
    if (status === 403 || status === 404 || status === 400) return <SiteNotFound />;
    return <SitesLoadFailed message={parseApiError(slots.error).message} retry={slots} />;
  }
  if (!slot) return <SiteNotFound />;

  const accountName = session?.accounts.find((account) => account.id === accountId)?.name ?? null;
  return (
    <StatusProvider>
      <CmsHeader accountId={accountId} accountName={accountName} slot={slot} slots={slots.data.slots} />
      <div className="container-page pt-6 pb-24">
        {isReady(slot) ? (
          <ManagerTabs accountId={accountId} slot={slot} canEdit={slots.data.canEdit} />
        ) : (
          <ThemeSetupRequired onRefresh={() => void slots.refetch()} isRefreshing={slots.isFetching} />
        )}
      </div>
      <StatusLine className="fixed inset-x-0 bottom-4 z-50" />
    </StatusProvider>
  );
}

function isReady(slot: SiteSlot): boolean {
  return slot.status === 'active' && slot.theme !== null;
}

function ManagerTabs({ accountId, slot, canEdit }: { accountId: string; slot: SiteSlot; canEdit: boolean }) {
  // With more tabs the choice moves into the URL (UI.md), as on the billing page.
  return (
    <Tabs.Root defaultValue="content">
      <Tabs.List aria-label="Content manager sections" className="flex gap-1 overflow-x-auto border-b border-border">
        <Tabs.Trigger
          value="content"
          className="-mb-px shrink-0 border-b-2 border-transparent px-3 py-2.5 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring data-[state=active]:border-primary-strong data-[state=active]:text-foreground"
        >
          Content
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content
        value="content"
        className="rounded-lg pt-6 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
      >
        <ContentTab accountId={accountId} slot={slot} canEdit={canEdit} />
      </Tabs.Content>
    </Tabs.Root>
  );
}

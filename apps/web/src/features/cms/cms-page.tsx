import { isUuid, type SiteSlot } from '@themeport/core';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { ApiRequestError, parseApiError } from '@/lib/api';
import { LockedNotice } from '@/components/ui/locked';
import { useSession } from '@/lib/session';
import { useAccountAccess } from '@/lib/use-permission';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSlots } from './api';
import { CmsHeader } from './cms-header';
import { LeaveGuard } from './leave-guard';
import {
  CmsSkeleton,
  InvalidAccountId,
  InvalidCmsRoute,
  SiteNotFound,
  SitesLoadFailed,
  ThemeSetupRequired,
} from './route-states';
import { StatusLine, StatusProvider } from './status-line';
import { CMS_TABS, type TabProps } from './tabs';
import { UnsavedChangesProvider } from './unsaved-changes';

const TAB_PARAM = 'tab';

/** spec 000 §2 content manager at /cms/{accountId}/{slotId}; its tabs are listed in tabs.tsx. */
export function CmsPage() {
  const { accountId, slotId } = useParams();
  if (!accountId || !slotId) return <InvalidCmsRoute />;
  if (!isUuid(accountId)) return <InvalidAccountId value={accountId} />;
  return <CmsManager key={`${accountId}/${slotId}`} accountId={accountId} slotId={slotId} />;
}

function CmsManager({ accountId, slotId }: { accountId: string; slotId: string }) {
  const session = useSession();
  const access = useAccountAccess(accountId);
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
  // Viewer mode (issue 12): the role's matrix decides; the server refuses the same writes (403).
  const lockedReason = access.reason('content', 'write');
  const canEdit = lockedReason === null;
  return (
    <StatusProvider>
      <UnsavedChangesProvider>
        <CmsHeader
          accountId={accountId}
          accountName={accountName}
          slot={slot}
          slots={slots.data.slots}
          lockedReason={lockedReason}
        />
        <div className="container-page pt-6 pb-24">
          {lockedReason ? <LockedNotice reason={lockedReason} className="mb-6" /> : null}
          {isReady(slot) ? (
            <ManagerTabs accountId={accountId} slot={slot} canEdit={canEdit} />
          ) : (
            <ThemeSetupRequired onRefresh={() => void slots.refetch()} isRefreshing={slots.isFetching} />
          )}
        </div>
        <StatusLine className="fixed inset-x-0 bottom-4 z-50" />
        <LeaveGuard />
      </UnsavedChangesProvider>
    </StatusProvider>
  );
}

function isReady(slot: SiteSlot): boolean {
  return slot.status === 'active' && slot.theme !== null;
}

function ManagerTabs(props: TabProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get(TAB_PARAM);
  const tab = CMS_TABS.some((item) => item.value === requested) ? requested! : CMS_TABS[0]!.value;
  const onTabChange = (value: string) => {
    const next = new URLSearchParams(searchParams);
    if (value === CMS_TABS[0]!.value) next.delete(TAB_PARAM);
    else next.set(TAB_PARAM, value);
    setSearchParams(next, { replace: true });
  };
  // A tab mounts on its first visit and then stays, hidden, so edits in one survive a visit to
  // another (Save Changes saves them all) without every tab loading its data up front.
  const [visited, setVisited] = useState<ReadonlySet<string>>(() => new Set([tab]));
  if (!visited.has(tab)) setVisited(new Set([...visited, tab]));
  return (
    <Tabs.Root value={tab} onValueChange={onTabChange}>
      <Tabs.List aria-label="Content manager sections" className="flex gap-1 overflow-x-auto border-b border-border">
        {CMS_TABS.map((item) => (
          <Tabs.Trigger
            key={item.value}
            value={item.value}
            className="-mb-px shrink-0 border-b-2 border-transparent px-3 py-2.5 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring data-[state=active]:border-primary-strong data-[state=active]:text-foreground"
          >
            {item.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {CMS_TABS.filter((item) => visited.has(item.value)).map((item) => (
        <Tabs.Content
          key={item.value}
          value={item.value}
          forceMount
          className="rounded-lg pt-6 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring data-[state=inactive]:hidden"
        >
          {item.render(props)}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

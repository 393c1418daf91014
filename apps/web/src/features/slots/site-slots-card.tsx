import type { SiteSlot, SlotsResponse } from '@themeport/core';
import { ExternalLink, Eye, LayoutGrid, Pencil, Plus, Settings2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LockedButton, LockedNotice } from '@/components/ui/locked';
import { Skeleton } from '@/components/ui/skeleton';
import { parseApiError } from '@/lib/api';
import { plural } from '@/lib/format';
import { useAccountAccess } from '@/lib/use-permission';
import { cn } from '@/lib/utils';
import { ErrorState } from '@/components/query-state';
import { useSlots } from './api';
import { ManageSlotsDialog, type ManageFocus } from './manage-slots-dialog';
import { ParkedSites } from './parked-sites';
import { RemovedSites } from './removed-sites';
import { SlotStatusBadge, ThemeThumbnail } from './slot-parts';
import { ThemeUpdateBadge, ThemeUpdateButton } from './theme-update';
import { ThemeChangelog } from '@/components/theme-changelog';

/** Slot numbers to show: 1..max, plus any active slot above max (after a downgrade) so none is hidden. */
function slotNumbers(data: SlotsResponse): number[] {
  const numbers = new Set<number>();
  for (let n = 1; n <= data.max; n += 1) numbers.add(n);
  for (const slot of data.slots) numbers.add(slot.slotNumber);
  return [...numbers].sort((a, b) => a - b);
}

/** spec 000 §2 client portal: the Site Slots list; spec §4: an empty slot is display only. */
export function SiteSlotsCard({ accountId }: { accountId: string }) {
  const query = useSlots(accountId);
  const [manage, setManage] = useState<ManageFocus | null>(null);
  const data = query.data;
  // Viewer mode (issue 12): the role's matrix decides what shows enabled; the server refuses the rest.
  const lockedReason = useAccountAccess(accountId).reason('slots', 'write');
  const canEdit = lockedReason === null;

  return (
    <Card className="min-w-0 p-6 md:col-span-2" role="region" aria-labelledby="site-slots-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="site-slots-heading" className="flex items-center gap-2 text-sm font-semibold">
          <LayoutGrid aria-hidden="true" className="size-4 text-muted-foreground" />
          Site Slots
        </h2>
        {canEdit ? (
          <Button variant="outline" size="sm" onClick={() => setManage({ kind: 'all' })}>
            <Settings2 aria-hidden="true" />
            Manage Slots
          </Button>
        ) : (
          <LockedButton variant="outline" size="sm" reason={lockedReason}>
            <Settings2 aria-hidden="true" />
            Manage Slots
          </LockedButton>
        )}
      </div>

      {query.isPending ? (
        <div className="mt-4 flex flex-col gap-3" aria-hidden="true">
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-20 rounded-lg" />
        </div>
      ) : query.isError ? (
        <ErrorState
          className="mt-4"
          message={`Error loading your sites: ${parseApiError(query.error).message}`}
          retry={query}
        />
      ) : data ? (
        <>
          <Usage used={data.used} max={data.max} />
          <ul className="mt-4 flex flex-col gap-3">
            {slotNumbers(data).map((slotNumber) => {
              const slot = data.slots.find((item) => item.slotNumber === slotNumber);
              return slot ? (
                <ActiveSlotRow
                  key={slot.id}
                  slot={slot}
                  lockedReason={lockedReason}
                  onManage={() => setManage({ kind: 'slot', slotId: slot.id })}
                />
              ) : (
                <EmptySlotRow
                  key={`empty-${slotNumber}`}
                  slotNumber={slotNumber}
                  lockedReason={lockedReason}
                  onAdd={() => setManage({ kind: 'add' })}
                />
              );
            })}
          </ul>
          {lockedReason ? <LockedNotice reason={lockedReason} className="mt-3" /> : null}
          <ParkedSites parked={data.parked ?? []} headingId="parked-sites-heading" />
          <RemovedSites accountId={accountId} removed={data.removed} canEdit={canEdit} />
          {canEdit ? (
            <ManageSlotsDialog
              accountId={accountId}
              data={data}
              focus={manage}
              onOpenChange={(open) => {
                if (!open) setManage(null);
              }}
            />
          ) : null}
        </>
      ) : null}
    </Card>
  );
}

function Usage({ used, max }: { used: number; max: number }) {
  const isFull = used >= max;
  const percent = max > 0 ? Math.min(100, Math.round((used / max) * 100)) : 100;
  return (
    <div className="mt-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <p className="tabular text-muted-foreground">
          {used} of {max} sites used
        </p>
        {isFull ? (
          <Link to="/pricing" className="text-[13px] font-medium text-primary-strong hover:underline">
            Upgrade for more sites
          </Link>
        ) : null}
      </div>
      <div className="mt-2 h-1.5 overflow-hidden rounded-full bg-muted" aria-hidden="true">
        <div
          className={cn('h-full rounded-full', isFull ? 'bg-[#f59e0b]' : 'bg-primary')}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

function ActiveSlotRow({
  slot,
  lockedReason,
  onManage,
}: {
  slot: SiteSlot;
  lockedReason: string | null;
  onManage: () => void;
}) {
  const cmsPath = `/cms/${encodeURIComponent(slot.accountId)}/${encodeURIComponent(slot.id)}`;
  const labelId = `slot-${slot.id}-label`;
  const liveUrl = slot.deploymentUrl ?? slot.localUrl;
  return (
    <li
      aria-labelledby={labelId}
      className="flex flex-col gap-4 rounded-lg border border-border p-3 sm:flex-row sm:items-center"
    >
      <ThemeThumbnail previewUrl={slot.theme?.previewUrl ?? null} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <span id={labelId} className="tabular text-[13px] font-medium text-muted-foreground">
            Slot {slot.slotNumber}
          </span>
          <SlotStatusBadge status="active" />
          <ThemeUpdateBadge slot={slot} />
        </div>
        <h3 className="mt-1 truncate font-semibold">{slot.name}</h3>
        <p className="truncate text-[13px] text-muted-foreground">
          {slot.theme?.name ?? 'No theme'}
          <span className="tabular">
            {' · '}
            {slot.pageCount} {plural(slot.pageCount, 'page')} · {slot.postCount} {plural(slot.postCount, 'post')}
          </span>
        </p>
        {slot.updateAvailable && slot.theme ? (
          <div className="mt-2">
            <ThemeChangelog idOrSlug={slot.theme.id} after={slot.themeVersion} title="What’s new in the update" />
          </div>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <ThemeUpdateButton slot={slot} lockedReason={lockedReason} />
        {liveUrl ? (
          <Button asChild variant="outline" size="sm">
            <a href={liveUrl} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden="true" />
              Open site
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </Button>
        ) : null}
        {/* A viewer opens the content manager read-only. */}
        <Button asChild variant="outline" size="sm">
          <Link to={cmsPath}>
            {lockedReason ? <Eye aria-hidden="true" /> : <Pencil aria-hidden="true" />}
            {lockedReason ? 'View Site' : 'Edit Site'}
          </Link>
        </Button>
        {lockedReason ? (
          <LockedButton variant="ghost" size="sm" reason={lockedReason}>
            Manage
          </LockedButton>
        ) : (
          <Button variant="ghost" size="sm" onClick={onManage}>
            Manage
          </Button>
        )}
      </div>
    </li>
  );
}

function EmptySlotRow({
  slotNumber,
  lockedReason,
  onAdd,
}: {
  slotNumber: number;
  lockedReason: string | null;
  onAdd: () => void;
}) {
  const labelId = `empty-slot-${slotNumber}-label`;
  return (
    <li
      aria-labelledby={labelId}
      className="flex flex-col gap-3 rounded-lg border border-dashed border-input p-3 sm:flex-row sm:items-center"
    >
      <span aria-hidden="true" className="flex h-14 w-24 shrink-0 items-center justify-center rounded-md bg-muted">
        <Plus className="size-4 text-muted-foreground" />
      </span>
      <div className="min-w-0 flex-1">
        <span id={labelId} className="tabular text-[13px] font-medium text-muted-foreground">
          Slot {slotNumber}
        </span>
        <p className="mt-0.5 text-sm">Empty slot</p>
      </div>
      {lockedReason ? (
        <LockedButton size="sm" reason={lockedReason}>
          <Plus aria-hidden="true" />
          Add a site
        </LockedButton>
      ) : (
        <Button size="sm" onClick={onAdd}>
          <Plus aria-hidden="true" />
          Add a site
        </Button>
      )}
    </li>
  );
}

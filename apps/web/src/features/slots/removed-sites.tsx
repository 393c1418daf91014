import { SITE_RESTORE_DAYS, type SiteSlot } from '@themeport/core';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { parseApiError, type ApiError } from '@/lib/api';
import { AccountDate } from '@/components/account-date';
import { ActionError } from './action-error';
import { useRestoreSite } from './api';
import { StatusText } from '@/components/status-text';
import { useStatusLine } from '@/lib/use-status-line';

/** Removals that can still be undone: the content is kept for SITE_RESTORE_DAYS days. */
export function RemovedSites({
  accountId,
  removed,
  canEdit,
}: {
  accountId: string;
  removed: SiteSlot[];
  canEdit: boolean;
}) {
  const restore = useRestoreSite(accountId);
  const status = useStatusLine();
  const [error, setError] = useState<ApiError | null>(null);

  function onRestore(slot: SiteSlot) {
    setError(null);
    status.clear();
    restore.mutate(slot.id, {
      onSuccess: (restored) => status.success(`${restored.name} is back in Slot ${restored.slotNumber}.`),
      onError: (failure) => setError(parseApiError(failure)),
    });
  }

  return (
    <>
      {removed.length > 0 ? (
        <section aria-labelledby="removed-sites-heading" className="mt-6">
          <h3 id="removed-sites-heading" className="text-[13px] font-semibold text-muted-foreground">
            Recently removed
          </h3>
          <p className="mt-0.5 text-xs text-muted-foreground">
            A removed site's pages and posts are kept for {SITE_RESTORE_DAYS} days.
          </p>
          <ul className="mt-2 divide-y divide-border rounded-lg border border-border">
            {removed.map((slot) => {
              const labelId = `removed-${slot.id}-label`;
              const isRestoring = restore.isPending && restore.variables === slot.id;
              return (
                <li key={slot.id} aria-labelledby={labelId} className="flex flex-wrap items-center gap-3 px-3 py-2.5">
                  <div className="min-w-0 flex-1 text-sm">
                    <p id={labelId} className="truncate font-medium">
                      {slot.name}
                    </p>
                    <p className="text-[13px] text-muted-foreground">
                      Was in Slot {slot.slotNumber}
                      {slot.theme ? ` · ${slot.theme.name}` : ''}
                      {slot.restorableUntil ? (
                        <>
                          {' · '}Can be restored until <AccountDate value={slot.restorableUntil} />
                        </>
                      ) : null}
                    </p>
                  </div>
                  {canEdit ? (
                    <Button variant="outline" size="sm" disabled={restore.isPending} onClick={() => onRestore(slot)}>
                      <RotateCcw aria-hidden="true" />
                      {isRestoring ? 'Restoring...' : 'Restore'}
                    </Button>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
      <ActionError error={error} className="mt-3" />
      <StatusText status={status.status} className="mt-2" />
    </>
  );
}

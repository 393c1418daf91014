import type { LibraryItem, SlotsResponse } from '@themeport/core';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { parseApiError } from '@/lib/api';
import { ErrorState } from '@/components/query-state';
import { StatusText } from '@/components/status-text';
import { ParkedSites } from './parked-sites';
import { useLibraryThemes } from './api';
import { ADD_SITE_THEME_ID, AddSiteForm } from './add-site-form';
import { SlotEditor, slotNameInputId } from './slot-editor';
import { useStatusLine } from '@/lib/use-status-line';

/** What opened the modal: the card's Manage Slots, an empty slot's 'Add a site', or one slot's 'Manage'. */
export type ManageFocus = { kind: 'all' } | { kind: 'add' } | { kind: 'slot'; slotId: string };

/** spec 000 §2: the Manage Account Slots modal. Only active slots are listed, so only they can be edited. */
export function ManageSlotsDialog({
  accountId,
  data,
  focus,
  onOpenChange,
}: {
  accountId: string;
  data: SlotsResponse;
  focus: ManageFocus | null;
  onOpenChange: (open: boolean) => void;
}) {
  const library = useLibraryThemes(accountId);
  // Lives here, not in the slot's row: a removed slot's row is gone when its message is shown.
  const status = useStatusLine();

  return (
    <Dialog open={focus !== null} onOpenChange={onOpenChange}>
      <DialogContent
        className="flex max-h-[calc(100dvh-2rem)] max-w-2xl flex-col overflow-y-auto p-0"
        onOpenAutoFocus={(event) => {
          const targetId =
            focus?.kind === 'add' ? ADD_SITE_THEME_ID : focus?.kind === 'slot' ? slotNameInputId(focus.slotId) : null;
          const target = targetId ? document.getElementById(targetId) : null;
          if (!target) return;
          event.preventDefault();
          target.focus();
          target.scrollIntoView({ block: 'center' });
        }}
      >
        <div className="border-b border-border px-6 pt-6 pb-4">
          <DialogTitle className="pr-8">Manage Account Slots</DialogTitle>
          <DialogDescription className="tabular mt-1">
            {data.used} of {data.max} sites used. Only active sites can be edited.
          </DialogDescription>
        </div>

        <div className="flex flex-col gap-6 px-6 py-5">
          {library.isPending ? (
            <div className="flex flex-col gap-3" aria-hidden="true">
              <Skeleton className="h-5 w-32" />
              <Skeleton className="h-10" />
              <Skeleton className="h-10" />
            </div>
          ) : library.isError ? (
            <ErrorState
              message={`Error loading your library: ${parseApiError(library.error).message}`}
              retry={library}
            />
          ) : library.data.items.length === 0 ? (
            <EmptyLibrary />
          ) : (
            <AddSiteForm
              accountId={accountId}
              themes={library.data.items}
              slots={data.slots}
              isFull={data.used >= data.max}
              onDeployed={status.success}
            />
          )}

          <section aria-labelledby="active-sites-heading">
            <h3 id="active-sites-heading" className="text-sm font-semibold">
              Active sites
            </h3>
            <StatusText status={status.status} className="mt-1" />
            {data.slots.length === 0 ? (
              <p className="mt-2 text-sm text-muted-foreground">No active sites yet. Add one above.</p>
            ) : (
              <div className="mt-3 flex flex-col gap-3">
                {data.slots.map((slot) => (
                  <SlotEditor
                    key={slot.id}
                    accountId={accountId}
                    slot={slot}
                    themes={library.data?.items ?? NO_THEMES}
                    onRemoved={(removed) =>
                      status.success(`${removed.name} was removed from Slot ${removed.slotNumber}.`)
                    }
                  />
                ))}
              </div>
            )}
          </section>
          <ParkedSites parked={data.parked ?? []} headingId="manage-parked-sites-heading" />
        </div>
      </DialogContent>
    </Dialog>
  );
}

const NO_THEMES: LibraryItem[] = [];

function EmptyLibrary() {
  return (
    <section className="rounded-lg border border-dashed border-input px-5 py-5 text-sm">
      <h3 className="font-semibold">Add a new site</h3>
      <p className="mt-1 text-muted-foreground">
        A site starts from a theme in your library. Add a theme first; free themes take one click.
      </p>
      <Button asChild size="sm" className="mt-3">
        <Link to="/themes">Browse Themes</Link>
      </Button>
    </section>
  );
}

import type { SiteSlot } from '@themeport/core';
import { X } from 'lucide-react';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { SaveChangesButton } from './save-changes';

/** The site being edited, a switcher to the account's other sites, and Close (back to the portal). */
export function CmsHeader({
  accountId,
  accountName,
  slot,
  slots,
  lockedReason,
}: {
  accountId: string;
  accountName: string | null;
  slot: SiteSlot;
  /** The account's active slots, by slot number. */
  slots: SiteSlot[];
  /** Why the role may not edit (viewer mode), null when it may. */
  lockedReason: string | null;
}) {
  const navigate = useNavigate();
  const switcherId = useId();
  const options = slots.some((item) => item.id === slot.id) ? slots : [slot, ...slots];

  return (
    <header className="border-b border-border bg-white">
      <div className="container-page flex flex-col gap-4 py-6 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <p className="text-sm font-medium text-primary-strong">
            Content Manager{accountName ? <span className="text-muted-foreground"> · {accountName}</span> : null}
          </p>
          <h1 className="mt-1 truncate text-2xl font-semibold tracking-tight sm:text-3xl">{slot.name}</h1>
          <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <span className="tabular">Slot {slot.slotNumber}</span>
            <span aria-hidden="true">·</span>
            <span>{slot.theme ? slot.theme.name : 'No theme'}</span>
            {slot.status === 'active' ? null : <Badge>Inactive</Badge>}
          </p>
        </div>
        <div className="flex flex-wrap items-end gap-2">
          {/* Its own row on a phone, so the site's name is never squeezed down to nothing. */}
          <div className="flex min-w-0 basis-full flex-col gap-1.5 sm:w-64 sm:basis-auto">
            <label htmlFor={switcherId} className="text-[13px] font-medium">
              Site
            </label>
            <Select
              id={switcherId}
              value={slot.id}
              onChange={(event) => void navigate(`/cms/${accountId}/${event.target.value}`)}
            >
              {options.map((item) => (
                <option key={item.id} value={item.id}>
                  {`${item.name} (Slot ${item.slotNumber})`}
                </option>
              ))}
            </Select>
          </div>
          <SaveChangesButton lockedReason={lockedReason} />
          <Button variant="outline" onClick={() => void navigate('/client-portal')}>
            <X aria-hidden="true" />
            Close
          </Button>
        </div>
      </div>
    </header>
  );
}

import { PLAN_CHANGE_TEXT, type SiteSlot } from '@themeport/core';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';

/** Sites parked because the plan shrank below the sites in use: not served, content kept, back with an upgrade. */
export function ParkedSites({ parked, headingId }: { parked: SiteSlot[]; headingId: string }) {
  if (parked.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-6">
      <h3 id={headingId} className="text-[13px] font-semibold text-muted-foreground">
        {PLAN_CHANGE_TEXT.parkedTitle}
      </h3>
      <p className="mt-0.5 text-xs text-muted-foreground">
        {PLAN_CHANGE_TEXT.parkedHint}{' '}
        <Link to="/account/billing" className="font-medium text-foreground underline underline-offset-2">
          Change plan
        </Link>
      </p>
      <ul className="mt-2 divide-y divide-border rounded-lg border border-border">
        {parked.map((slot) => {
          const labelId = `${headingId}-${slot.id}`;
          return (
            <li key={slot.id} aria-labelledby={labelId} className="flex flex-wrap items-center gap-3 px-3 py-2.5">
              <div className="min-w-0 flex-1 text-sm">
                <p id={labelId} className="flex items-center gap-2 truncate font-medium">
                  {slot.name}
                  <Badge variant="neutral">{PLAN_CHANGE_TEXT.parked}</Badge>
                </p>
                <p className="text-[13px] text-muted-foreground">
                  Was in Slot {slot.slotNumber}
                  {slot.theme ? ` · ${slot.theme.name}` : ''}
                  {slot.parkedReason ? ` · ${slot.parkedReason}` : ''}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

import { monthRange } from '@themeport/core';

// Money lines are dated in UTC, the zone of the statements (sellers.md §3.7: one zone for every line).
const utcDayFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const monthFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', timeZone: 'UTC' });
const shortMonthFormat = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });

/** '2026-11-27T…' → 'Nov 27, 2026' (UTC). */
export const utcDay = (iso: string) => utcDayFormat.format(new Date(iso));
/** '2026-11' → 'November 2026'. */
export const monthLabel = (month: string) => monthFormat.format(monthRange(month).start);
/** '2026-11' → 'Nov'. */
export const shortMonth = (month: string) => shortMonthFormat.format(monthRange(month).start);

/**
 * The one home of date and time formats on screen (US English, the viewer's time zone). Each
 * function takes an ISO string or a Date and shows an unreadable value as given, so a bad
 * timestamp never blanks a row.
 */

const formatters = {
  /** 'March 14, 2025': billing dates, reviews, library items. */
  date: new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' }),
  /** 'March 14, 2025' in UTC: what the server renders (components/local-date.tsx). */
  utcDate: new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }),
  /** 'Mar 14, 2025': invoices, posts, compact lists. */
  shortDate: new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' }),
  /** 'Mar 14, 2025, 3:04 PM': when something last happened (domain checks, rebuilds). */
  dateTime: new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }),
  /** 'Mar 14, 2025, 3:04:05 PM': a message's arrival to the second (dev mailbox). */
  timestamp: new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' }),
  /** 'Mar 14, 15:04:05': log lines, where the year is noise and seconds matter. */
  logTime: new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
  }),
} as const;

type Format = keyof typeof formatters;

function toDate(value: string | Date): Date {
  return value instanceof Date ? value : new Date(value);
}

function format(kind: Format, value: string | Date): string {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? String(value) : formatters[kind].format(date);
}

/** '2025-03-14T…' → 'March 14, 2025'. */
export const formatDate = (value: string | Date): string => format('date', value);

/** '2025-03-14T…' → 'March 14, 2025', the day in UTC. */
export const formatUtcDate = (value: string | Date): string => format('utcDate', value);

/** '2025-03-14T…' → 'Mar 14, 2025'. */
export const formatShortDate = (value: string | Date): string => format('shortDate', value);

/** '2025-03-14T15:04…' → 'Mar 14, 2025, 3:04 PM'. */
export const formatDateTime = (value: string | Date): string => format('dateTime', value);

/** '2025-03-14T15:04:05…' → 'Mar 14, 2025, 3:04:05 PM'. */
export const formatTimestamp = (value: string | Date): string => format('timestamp', value);

/** '2025-03-14T15:04:05…' → 'Mar 14, 15:04:05'. */
export const formatLogTime = (value: string | Date): string => format('logTime', value);

/** The machine-readable form for <time dateTime>; undefined when the value is not a date. */
export function isoDate(value: string | Date): string | undefined {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

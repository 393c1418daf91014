/**
 * The one home of date and time formats on screen (US English, the viewer's time zone). Each
 * function takes an ISO string or a Date and shows an unreadable value as given, so a bad
 * timestamp never blanks a row.
 */

// Each formatter is built on first use: building one costs a phone tens of milliseconds, and a
// page that shows one kind of date should not pay for six.
const options = {
  /** 'March 14, 2025': billing dates, reviews, library items. */
  date: { year: 'numeric', month: 'long', day: 'numeric' },
  /** 'March 14, 2025' in UTC: what the server renders (components/local-date.tsx). */
  utcDate: { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' },
  /** 'Mar 14, 2025': invoices, posts, compact lists. */
  shortDate: { year: 'numeric', month: 'short', day: 'numeric' },
  /** 'Mar 14, 2025' in UTC: a theme's release dates, the same on the server and in the browser. */
  utcShortDate: { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' },
  /** 'Mar 14, 2025, 3:04 PM': when something last happened (domain checks, rebuilds). */
  dateTime: { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' },
  /** 'Mar 14, 2025, 3:04:05 PM': a message's arrival to the second (dev mailbox). */
  timestamp: { dateStyle: 'medium', timeStyle: 'medium' },
  /** 'Mar 14, 15:04:05': log lines, where the year is noise and seconds matter. */
  logTime: { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

type Format = keyof typeof options;

const formatters = new Map<Format, Intl.DateTimeFormat>();

function formatter(kind: Format): Intl.DateTimeFormat {
  let built = formatters.get(kind);
  if (!built) {
    built = new Intl.DateTimeFormat('en-US', options[kind]);
    formatters.set(kind, built);
  }
  return built;
}

function toDate(value: string | Date): Date {
  return value instanceof Date ? value : new Date(value);
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * 'March 14, 2025' or 'Mar 14, 2025', as en-US writes it, put together by hand: the storefront
 * shows only these, and the first Intl format a page builds costs a phone tens of milliseconds.
 */
const calendarDays: Partial<Record<Format, (date: Date) => string>> = {
  date: (date) => `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`,
  utcDate: (date) => `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`,
  shortDate: (date) => `${MONTHS[date.getMonth()]!.slice(0, 3)} ${date.getDate()}, ${date.getFullYear()}`,
  utcShortDate: (date) => `${MONTHS[date.getUTCMonth()]!.slice(0, 3)} ${date.getUTCDate()}, ${date.getUTCFullYear()}`,
};

function format(kind: Format, value: string | Date): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const byHand = calendarDays[kind];
  // Years before 1000 or after 9999 are left to Intl, which writes them its own way.
  return byHand && date.getUTCFullYear() >= 1000 && date.getUTCFullYear() <= 9999
    ? byHand(date)
    : formatter(kind).format(date);
}

/** '2025-03-14T…' → 'March 14, 2025'. */
export const formatDate = (value: string | Date): string => format('date', value);

/** '2025-03-14T…' → 'March 14, 2025', the day in UTC. */
export const formatUtcDate = (value: string | Date): string => format('utcDate', value);

/** '2025-03-14T…' → 'Mar 14, 2025'. */
export const formatShortDate = (value: string | Date): string => format('shortDate', value);

/** '2025-03-14T…' → 'Mar 14, 2025', the day in UTC. */
export const formatUtcShortDate = (value: string | Date): string => format('utcShortDate', value);

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

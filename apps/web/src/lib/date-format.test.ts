import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatLogTime,
  formatShortDate,
  formatTimestamp,
  formatUtcDate,
  formatUtcShortDate,
  isoDate,
} from './date-format';

// Built from local parts so the figures hold in any time zone; ICU may put a narrow no-break space
// before AM/PM, which the assertions read as a plain one.
const moment = new Date(2025, 2, 14, 15, 4, 5);
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('date formats', () => {
  it('shows the long and short date', () => {
    expect(formatDate(moment)).toBe('March 14, 2025');
    expect(formatShortDate(moment)).toBe('Mar 14, 2025');
  });

  it("writes calendar days by hand exactly as Intl en-US does, in the viewer's zone and in UTC", () => {
    const intl = (options: Intl.DateTimeFormatOptions, date: Date) =>
      new Intl.DateTimeFormat('en-US', options).format(date);
    const long = { year: 'numeric', month: 'long', day: 'numeric' } as const;
    const short = { year: 'numeric', month: 'short', day: 'numeric' } as const;
    for (let month = 0; month < 12; month += 1) {
      for (const day of [1, 9, 28]) {
        const date = new Date(Date.UTC(2024 + (month % 3), month, day, month * 2, 30));
        expect(formatDate(date)).toBe(intl(long, date));
        expect(formatShortDate(date)).toBe(intl(short, date));
        expect(formatUtcDate(date)).toBe(intl({ ...long, timeZone: 'UTC' }, date));
        expect(formatUtcShortDate(date)).toBe(intl({ ...short, timeZone: 'UTC' }, date));
      }
    }
    // Late on the 14th in UTC is still the 14th there, whatever the viewer's zone says.
    expect(formatUtcDate('2025-03-14T23:30:00Z')).toBe('March 14, 2025');
  });

  it('shows date and time to the minute, to the second, and a log time without the year', () => {
    expect(plain(formatDateTime(moment))).toBe('Mar 14, 2025, 3:04 PM');
    expect(plain(formatTimestamp(moment))).toBe('Mar 14, 2025, 3:04:05 PM');
    expect(formatLogTime(moment)).toBe('Mar 14, 15:04:05');
  });

  it('reads ISO strings as well as dates', () => {
    const iso = moment.toISOString();
    expect(formatDate(iso)).toBe('March 14, 2025');
    expect(formatLogTime(iso)).toBe('Mar 14, 15:04:05');
    expect(isoDate(iso)).toBe(iso);
    expect(isoDate(moment)).toBe(iso);
  });

  it('shows an unreadable value as given and gives no machine date for it', () => {
    for (const formatter of [formatDate, formatShortDate, formatDateTime, formatTimestamp, formatLogTime]) {
      expect(formatter('not a date')).toBe('not a date');
    }
    expect(isoDate('not a date')).toBeUndefined();
  });
});

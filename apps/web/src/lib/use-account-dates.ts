import { formatAccountDate } from '@themeport/core';
import { useMemo } from 'react';
import { useSession } from '@/lib/session';

export interface AccountDates {
  /** '2026-03-07' (or 03/07/2026, 07/03/2026): the day in the account's timezone and date format. */
  date: (value: string | Date) => string;
  /** The same with the 24-hour time: '2026-03-07 14:05'. */
  dateTime: (value: string | Date) => string;
}

/**
 * The portal's dates as the current account reads them (spec 001 §5: its date format and timezone,
 * from /api/me). An unreadable value is shown as given, so a bad timestamp never blanks a row.
 */
export function useAccountDates(): AccountDates {
  const settings = useSession()?.currentAccountSettings ?? null;
  const timezone = settings?.timezone;
  const dateFormat = settings?.date_format;
  return useMemo(() => {
    const current = timezone && dateFormat ? { timezone, date_format: dateFormat } : null;
    return {
      date: (value) => formatAccountDate(value, current) || String(value),
      dateTime: (value) => formatAccountDate(value, current, { time: true }) || String(value),
    };
  }, [timezone, dateFormat]);
}

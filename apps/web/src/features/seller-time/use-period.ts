import { TIME_EARLIEST_DAY, TIME_LATEST_DEADLINE, TIME_PERIODS, isCalendarDay, type TimePeriod } from '@themeport/core';
import { useSearchParams } from 'react-router';

/** The Time Entries filter (spec 000 §2: week, month or year) and the day it is anchored on, kept in the URL. */
export function usePeriod() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('period');
  const period: TimePeriod = TIME_PERIODS.includes(raw as TimePeriod) ? (raw as TimePeriod) : 'week';
  const dateParam = params.get('date');
  // A day the API takes (2000-01-01 to 2100-12-31); anything else in the URL means today.
  const date =
    dateParam && isCalendarDay(dateParam) && dateParam >= TIME_EARLIEST_DAY && dateParam <= TIME_LATEST_DEADLINE
      ? dateParam
      : undefined;

  function update(next: { period?: TimePeriod; date?: string | undefined }) {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next.period) updated.set('period', next.period);
        if ('date' in next) {
          if (next.date) updated.set('date', next.date);
          else updated.delete('date');
        }
        return updated;
      },
      { replace: false },
    );
  }
  return { period, date, update };
}

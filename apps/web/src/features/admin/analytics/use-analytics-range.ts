import { dateRangeErrors, presetRange, utcDay, type DateRange } from '@themeport/core';
import { useSearchParams } from 'react-router';

/**
 * The range every analytics tab shows, kept in the URL (?from=&to=) so reload and back keep it;
 * spec 001 §2.13: the last 30 days unless chosen. A hand-edited URL with a bad range falls back.
 */
export function useAnalyticsRange(): [DateRange, (range: DateRange) => void] {
  const [params, setParams] = useSearchParams();
  const today = utcDay(new Date());
  const chosen = { from: params.get('from') ?? '', to: params.get('to') ?? '' };
  const range = chosen.from && chosen.to && !dateRangeErrors(chosen, today) ? chosen : presetRange('last30', today);
  const setRange = (next: DateRange) =>
    setParams((current) => ({ ...Object.fromEntries(current), from: next.from, to: next.to }), { replace: true });
  return [range, setRange];
}

import type { DateRange } from '@themeport/core';
import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { DateRangePicker } from '../shared/date-range-picker';
import { FetchingStatus } from '../shared/fetching-status';

/**
 * spec 001 §2.13: each tab's date-range picker, its refresh button and the loading spinner; Revenue
 * adds its export as `actions`.
 */
export function TabToolbar({
  label,
  range,
  onRangeChange,
  isFetching,
  onRefresh,
  actions,
}: {
  /** The tab's name: the refresh button reads 'Refresh {label}'. */
  label: string;
  range: DateRange;
  onRangeChange: (range: DateRange) => void;
  isFetching: boolean;
  onRefresh: () => void;
  actions?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div className="grid flex-1 gap-3 sm:max-w-2xl sm:grid-cols-3">
        <DateRangePicker value={range} onChange={onRangeChange} />
      </div>
      <div className="flex items-start gap-2">
        <FetchingStatus isFetching={isFetching} />
        <Button variant="outline" size="sm" onClick={onRefresh} disabled={isFetching} aria-label={`Refresh ${label}`}>
          <RefreshCw aria-hidden="true" className="size-4" />
          Refresh
        </Button>
        {actions}
      </div>
    </div>
  );
}

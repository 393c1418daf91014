import type { DateRange } from '@themeport/core';
import type { ReactNode } from 'react';
import { TabState, tabQueries, type TabQuery } from './tab-state';
import { TabToolbar } from './tab-toolbar';

/**
 * Every analytics tab's frame: its toolbar (range, refresh, loading, the tab's own `actions`) over
 * its body, which renders once all of the tab's calls have answered (TabState).
 */
export function AnalyticsTabFrame({
  label,
  range,
  onRangeChange,
  queries,
  actions,
  children,
}: {
  label: string;
  range: DateRange;
  onRangeChange: (range: DateRange) => void;
  queries: readonly TabQuery[];
  actions?: ReactNode;
  children: () => ReactNode;
}) {
  const state = tabQueries(queries);
  return (
    <div className="flex flex-col gap-5">
      <TabToolbar
        label={label}
        range={range}
        onRangeChange={onRangeChange}
        isFetching={state.isFetching}
        onRefresh={state.refetch}
        actions={actions}
      />
      <TabState queries={queries}>{children}</TabState>
    </div>
  );
}

import type { DateRange } from '@themeport/core';
import { ErrorState } from '@/components/query-state';
import { LoadingState } from '@/components/query-view';
import { parseApiError } from '@/lib/api';
import { useAnalytics } from './analytics-api';
import { axisDate, percent, usd } from './analytics-format';
import { FigureList } from './figure-list';

/** The next months' MRR from the trailing net growth rate; its own call, so a failure here leaves the tab. */
export function RevenueForecast({ range }: { range: DateRange }) {
  const forecast = useAnalytics('revenue/forecast', range);
  if (forecast.isError) return <ErrorState message={parseApiError(forecast.error).message} retry={forecast} />;
  if (!forecast.data) return <LoadingState rows={3} rowClassName="h-6" />;
  const { monthlyGrowthRate, trailingMonths, points } = forecast.data;
  if (monthlyGrowthRate === null) {
    return <p className="text-sm text-muted-foreground">Not enough paying history for a forecast yet.</p>;
  }
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-muted-foreground">
        Monthly growth {percent(monthlyGrowthRate)} over the last {trailingMonths} months.
      </p>
      <FigureList
        label="MRR Forecast"
        items={points.map(
          (point) =>
            [axisDate(point.month.slice(0, 7)), `${usd(point.mrr)} (${usd(point.low)}–${usd(point.high)})`] as const,
        )}
      />
    </div>
  );
}

// The dashboard's money block (the lead places it on the developer dashboard): balances, the next
// payout, sales and revenue over 12 months, the top themes and the latest sales.
import { formatMoney } from '@themeport/core';
import { Link } from 'react-router';
import { ErrorState } from '@/components/query-state';
import { LoadingState } from '@/components/query-view';
import { SectionCard } from '@/components/section-card';
import { useEarningsCharts, useSales } from './api';
import { BalanceSummary } from './balance-cards';
import { BarChart } from './bar-chart';
import { shortMonth, utcDay } from './format';

export function EarningsOverview() {
  const charts = useEarningsCharts();
  const sales = useSales({});
  return (
    <div className="flex flex-col gap-4">
      <BalanceSummary />
      <div className="grid gap-4 lg:grid-cols-3">
        <SectionCard
          id="earnings-chart"
          title="Sales and revenue"
          description="Last 12 months, UTC"
          className="lg:col-span-2"
        >
          {charts.isPending ? (
            <LoadingState rows={1} rowClassName="h-40" />
          ) : charts.isError ? (
            <ErrorState message="The chart could not be loaded." retry={charts} />
          ) : (
            <div className="grid gap-6 sm:grid-cols-2">
              <BarChart
                title="Your earnings by month"
                points={charts.data.months.map((m) => ({
                  label: shortMonth(m.month),
                  value: m.netCents,
                  display: formatMoney(m.netCents),
                }))}
              />
              <BarChart
                title="Sales by month"
                points={charts.data.months.map((m) => ({
                  label: shortMonth(m.month),
                  value: m.sales,
                  display: `${m.sales} sales`,
                }))}
              />
            </div>
          )}
        </SectionCard>
        <SectionCard id="top-themes" title="Top themes">
          {charts.data ? (
            charts.data.topThemes.length === 0 ? (
              <p className="text-sm text-muted-foreground">No sales yet: your best sellers will show here.</p>
            ) : (
              <ol className="flex flex-col gap-3">
                {charts.data.topThemes.map((theme) => (
                  <li key={theme.themeId} className="flex items-baseline justify-between gap-3 text-sm">
                    <span className="min-w-0 truncate font-medium">{theme.themeName}</span>
                    <span className="tabular text-muted-foreground">
                      {theme.sales} · {formatMoney(theme.netCents)}
                    </span>
                  </li>
                ))}
              </ol>
            )
          ) : (
            <LoadingState rows={3} />
          )}
        </SectionCard>
      </div>
      <SectionCard
        id="recent-sales"
        title="Recent sales"
        aside={
          <Link to="/developer-portal/sales" className="text-sm font-medium text-primary-strong hover:underline">
            All sales
          </Link>
        }
      >
        {sales.isPending ? (
          <LoadingState rows={3} />
        ) : sales.isError ? (
          <ErrorState message="Your sales could not be loaded." retry={sales} />
        ) : sales.data.sales.length === 0 ? (
          <p className="text-sm text-muted-foreground">No sales yet. A sale shows here the moment a buyer pays.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-border">
            {sales.data.sales.slice(0, 5).map((sale) => (
              <li key={sale.purchaseId} className="flex flex-wrap items-baseline justify-between gap-2 py-2 text-sm">
                <span className="font-medium">{sale.themeName}</span>
                <span className="tabular text-muted-foreground">
                  {utcDay(sale.createdAt)} · {sale.line}
                </span>
              </li>
            ))}
          </ul>
        )}
      </SectionCard>
    </div>
  );
}

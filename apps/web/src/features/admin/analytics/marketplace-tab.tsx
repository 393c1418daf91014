import type { MarketplaceSummary } from '@themeport/core';
import { SectionCard } from '@/components/section-card';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { useAnalytics } from './analytics-api';
import { count, usd } from './analytics-format';
import { FigureList } from './figure-list';
import { Metric } from './metric';
import { AnalyticsTabFrame } from './analytics-tab-frame';
import { useAnalyticsRange } from './use-analytics-range';

type TopTheme = MarketplaceSummary['topThemes'][number];

const columns: DataTableColumn<TopTheme>[] = [
  { id: 'name', header: 'Theme', sortValue: (row) => row.name, cell: (row) => row.name },
  {
    id: 'sales',
    header: 'Sales',
    align: 'right',
    sortValue: (row) => row.sales,
    cell: (row) => count(row.sales),
    cellClassName: 'tabular-nums',
  },
  {
    id: 'gross',
    header: 'Gross',
    align: 'right',
    sortValue: (row) => row.gross,
    cell: (row) => usd(row.gross),
    cellClassName: 'tabular-nums',
  },
];

/** Beyond the spec (issue 23): theme sales beside subscriptions, and both as total revenue. */
export function MarketplaceTab() {
  const [range, setRange] = useAnalyticsRange();
  const summary = useAnalytics('marketplace/summary', range);
  return (
    <AnalyticsTabFrame label="Marketplace" range={range} onRangeChange={setRange} queries={[summary]}>
      {() => {
        const m = summary.data!;
        return (
          <>
            <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
              <Metric label="Theme Sales (Gross)" text={usd(m.grossSales)} />
              <Metric label="Platform Revenue (20%)" text={usd(m.platformRevenue)} />
              <Metric label="Developer Earnings" text={usd(m.developerEarnings)} />
              <Metric label="Refunds" text={usd(m.refundedAmount)} />
            </dl>
            <div className="grid gap-5 lg:grid-cols-2">
              <SectionCard
                id="analytics-total-revenue"
                title="Total Revenue"
                description="Subscriptions + marketplace, collected in the period."
              >
                <FigureList
                  label="Total Revenue"
                  items={[
                    ['Subscription revenue', usd(m.subscriptionRevenue)],
                    ['Net marketplace revenue', usd(m.netMarketplaceRevenue)],
                    ['Total revenue', usd(m.totalRevenue), 'text-base'],
                  ]}
                />
              </SectionCard>
              <SectionCard id="analytics-theme-sales" title="Theme Sales">
                <FigureList
                  label="Theme Sales"
                  items={[
                    ['Sales', count(m.salesCount)],
                    ['Refunds', count(m.refundsCount)],
                    ['Refunded amount', usd(m.refundedAmount)],
                  ]}
                />
              </SectionCard>
            </div>
            <SectionCard id="analytics-top-themes" title="Top Themes">
              <DataTable
                columns={columns}
                data={m.topThemes}
                getRowId={(row) => row.themeId}
                caption="Top Themes"
                emptyText="No theme sales in this period."
                initialSort={{ id: 'gross', desc: true }}
              />
            </SectionCard>
          </>
        );
      }}
    </AnalyticsTabFrame>
  );
}

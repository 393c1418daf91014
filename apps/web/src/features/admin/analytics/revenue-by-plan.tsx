import { PLANS, type RevenueBreakdown } from '@themeport/core';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { count, humanize, percent, usd } from './analytics-format';
import { figureColumn } from './table-columns';

interface PlanRow {
  plan: string;
  count: number;
  mrr: number;
  percent: number;
}

const columns: DataTableColumn<PlanRow>[] = [
  { id: 'plan', header: 'Plan', sortValue: (row) => row.plan, cell: (row) => humanize(row.plan) },
  figureColumn('count', 'Count', (row) => row.count, count),
  figureColumn('mrr', 'MRR', (row) => row.mrr, usd),
  figureColumn('percent', 'Percent', (row) => row.percent, percent),
];

/** spec 001 §2.13 Revenue by Plan: plan, count, MRR and share of MRR. */
export function RevenueByPlan({ breakdown }: { breakdown: RevenueBreakdown }) {
  const rows = PLANS.flatMap((plan) => {
    const entry = breakdown.byPlan[plan];
    return entry ? [{ plan, ...entry }] : [];
  });
  return (
    <DataTable
      columns={columns}
      data={rows}
      getRowId={(row) => row.plan}
      caption="Revenue by Plan"
      emptyText="No paying subscriptions at the end of this period."
      initialSort={{ id: 'mrr', desc: true }}
    />
  );
}

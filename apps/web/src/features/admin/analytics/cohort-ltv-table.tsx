import type { CohortRow } from '@themeport/core';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { cohortLabel, count, usd } from './analytics-format';

const columns: DataTableColumn<CohortRow>[] = [
  { id: 'cohort', header: 'Cohort', sortValue: (row) => row.cohortMonth, cell: (row) => cohortLabel(row.cohortMonth) },
  {
    id: 'initial',
    header: 'Initial Subscribers',
    align: 'right',
    sortValue: (row) => row.initialCount,
    cell: (row) => count(row.initialCount),
    cellClassName: 'tabular-nums',
  },
  {
    id: 'lifetime',
    header: 'Avg Lifetime (months)',
    align: 'right',
    sortValue: (row) => row.avgLifetimeMonths,
    cell: (row) => row.avgLifetimeMonths.toFixed(1),
    cellClassName: 'tabular-nums',
  },
  {
    id: 'ltv',
    header: 'Lifetime Value',
    align: 'right',
    sortValue: (row) => row.ltv,
    cell: (row) => usd(row.ltv),
    cellClassName: 'tabular-nums',
  },
];

/** spec 001 §2.13 Lifetime Value by Cohort (the last 12 cohorts, newest first). */
export function CohortLtvTable({ cohorts }: { cohorts: readonly CohortRow[] }) {
  return (
    <DataTable
      columns={columns}
      data={cohorts}
      getRowId={(row) => row.cohortMonth}
      caption="Lifetime Value by Cohort"
      emptyText="No paying cohorts yet."
      initialSort={{ id: 'cohort', desc: true }}
    />
  );
}

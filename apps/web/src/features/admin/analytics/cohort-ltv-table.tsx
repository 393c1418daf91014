import type { CohortRow } from '@themeport/core';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { cohortLabel, count, usd } from './analytics-format';
import { figureColumn } from './table-columns';

const columns: DataTableColumn<CohortRow>[] = [
  { id: 'cohort', header: 'Cohort', sortValue: (row) => row.cohortMonth, cell: (row) => cohortLabel(row.cohortMonth) },
  figureColumn('initial', 'Initial Subscribers', (row) => row.initialCount, count),
  {
    id: 'lifetime',
    header: 'Avg Lifetime (months)',
    align: 'right',
    sortValue: (row) => row.avgLifetimeMonths,
    cell: (row) => row.avgLifetimeMonths.toFixed(1),
    cellClassName: 'tabular-nums',
  },
  figureColumn('ltv', 'Lifetime Value', (row) => row.ltv, usd),
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

import { RETENTION_MILESTONES, type CohortRow } from '@themeport/core';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { cohortLabel, count, percent, retentionAt, usd } from './analytics-format';
import { figureColumn } from './table-columns';

const columns: DataTableColumn<CohortRow>[] = [
  {
    id: 'cohort',
    header: 'Cohort Month',
    sortValue: (row) => row.cohortMonth,
    cell: (row) => cohortLabel(row.cohortMonth),
  },
  figureColumn('initial', 'Initial', (row) => row.initialCount, count),
  ...RETENTION_MILESTONES.map((month): DataTableColumn<CohortRow> => ({
    id: `month-${month}`,
    header: `${month} Month`,
    align: 'right',
    sortValue: (row) => retentionAt(row, month) ?? -1,
    // A month that has not elapsed for the cohort yet shows '—'.
    cell: (row) => percent(retentionAt(row, month)),
    cellClassName: 'tabular-nums',
  })),
  figureColumn('ltv', 'LTV', (row) => row.ltv, usd),
];

/** spec 001 §2.13 Cohort Retention: the last 6 cohorts, retention at 3, 6 and 12 months, and LTV. */
export function CohortRetentionTable({ cohorts }: { cohorts: readonly CohortRow[] }) {
  return (
    <DataTable
      columns={columns}
      data={cohorts}
      getRowId={(row) => row.cohortMonth}
      caption="Cohort Retention"
      emptyText="No paying cohorts yet."
      initialSort={{ id: 'cohort', desc: true }}
    />
  );
}

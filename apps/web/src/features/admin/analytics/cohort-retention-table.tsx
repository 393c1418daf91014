import { RETENTION_MILESTONES, type CohortRow } from '@themeport/core';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { cohortLabel, count, percent, retentionAt, usd } from './analytics-format';

const columns: DataTableColumn<CohortRow>[] = [
  {
    id: 'cohort',
    header: 'Cohort Month',
    sortValue: (row) => row.cohortMonth,
    cell: (row) => cohortLabel(row.cohortMonth),
  },
  {
    id: 'initial',
    header: 'Initial',
    align: 'right',
    sortValue: (row) => row.initialCount,
    cell: (row) => count(row.initialCount),
    cellClassName: 'tabular-nums',
  },
  ...RETENTION_MILESTONES.map((month): DataTableColumn<CohortRow> => ({
    id: `month-${month}`,
    header: `${month} Month`,
    align: 'right',
    sortValue: (row) => retentionAt(row, month) ?? -1,
    // A month that has not elapsed for the cohort yet shows '—'.
    cell: (row) => percent(retentionAt(row, month)),
    cellClassName: 'tabular-nums',
  })),
  {
    id: 'ltv',
    header: 'LTV',
    align: 'right',
    sortValue: (row) => row.ltv,
    cell: (row) => usd(row.ltv),
    cellClassName: 'tabular-nums',
  },
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

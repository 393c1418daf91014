import { ANALYTICS_TEXT, type ChurnAnalysis } from '@themeport/core';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { count, percent, usd } from './analytics-format';

type ReasonRow = ChurnAnalysis['reasonRows'][number];

const columns: DataTableColumn<ReasonRow>[] = [
  { id: 'reason', header: 'Reason', sortValue: (row) => row.reason, cell: (row) => row.reason },
  {
    id: 'count',
    header: 'Count',
    align: 'right',
    sortValue: (row) => row.count,
    cell: (row) => count(row.count),
    cellClassName: 'tabular-nums',
  },
  {
    id: 'percentage',
    header: 'Percentage',
    align: 'right',
    sortValue: (row) => row.percentage,
    cell: (row) => percent(row.percentage),
    cellClassName: 'tabular-nums',
  },
  {
    id: 'mrr',
    header: 'MRR lost',
    align: 'right',
    sortValue: (row) => row.mrr,
    cell: (row) => usd(row.mrr),
    cellClassName: 'tabular-nums',
  },
];

/** spec 001 §2.13 Cancellation Reasons: reason, count, percentage, with its empty text. */
export function CancellationReasons({ rows }: { rows: ChurnAnalysis['reasonRows'] }) {
  return (
    <DataTable
      columns={columns}
      data={rows}
      getRowId={(row) => row.reason}
      caption="Cancellation Reasons"
      emptyText={ANALYTICS_TEXT.noCancellations}
      initialSort={{ id: 'count', desc: true }}
    />
  );
}

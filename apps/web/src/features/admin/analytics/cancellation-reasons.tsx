import { ANALYTICS_TEXT, type ChurnAnalysis } from '@themeport/core';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { count, percent, usd } from './analytics-format';
import { figureColumn } from './table-columns';

type ReasonRow = ChurnAnalysis['reasonRows'][number];

const columns: DataTableColumn<ReasonRow>[] = [
  { id: 'reason', header: 'Reason', sortValue: (row) => row.reason, cell: (row) => row.reason },
  figureColumn('count', 'Count', (row) => row.count, count),
  figureColumn('percentage', 'Percentage', (row) => row.percentage, percent),
  figureColumn('mrr', 'MRR lost', (row) => row.mrr, usd),
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

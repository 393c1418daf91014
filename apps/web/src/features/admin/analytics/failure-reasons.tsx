import { ANALYTICS_TEXT, type PaymentFailures } from '@themeport/core';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { count, humanize, percent, usd } from './analytics-format';
import { figureColumn } from './table-columns';

interface ReasonRow {
  code: string;
  count: number;
  amount: number;
  percent: number;
}

const columns: DataTableColumn<ReasonRow>[] = [
  { id: 'reason', header: 'Reason', sortValue: (row) => row.code, cell: (row) => humanize(row.code) },
  figureColumn('count', 'Count', (row) => row.count, count),
  figureColumn('amount', 'Amount', (row) => row.amount, usd),
  figureColumn('percent', 'Percent', (row) => row.percent, percent),
];

/** spec 001 §2.13 failure reasons (the §8.1 codes of first attempts that failed). */
export function FailureReasons({ byReason }: { byReason: PaymentFailures['byReason'] }) {
  const rows = Object.entries(byReason).map(([code, entry]) => ({ code, ...entry }));
  return (
    <DataTable
      columns={columns}
      data={rows}
      getRowId={(row) => row.code}
      caption="Failure Reasons"
      emptyText={ANALYTICS_TEXT.noFailures}
      initialSort={{ id: 'count', desc: true }}
    />
  );
}

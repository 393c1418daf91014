import { ANALYTICS_TEXT, type PaymentFailures } from '@themeport/core';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { cn } from '@/lib/utils';
import { TONE_TEXT, count, humanize, percent, successTone } from './analytics-format';

interface MethodRow {
  method: string;
  total: number;
  failures: number;
  rate: number;
}

const columns: DataTableColumn<MethodRow>[] = [
  { id: 'method', header: 'Method', sortValue: (row) => row.method, cell: (row) => humanize(row.method) },
  {
    id: 'total',
    header: 'Attempts',
    align: 'right',
    sortValue: (row) => row.total,
    cell: (row) => count(row.total),
    cellClassName: 'tabular-nums',
  },
  {
    id: 'failures',
    header: 'Failures',
    align: 'right',
    sortValue: (row) => row.failures,
    cell: (row) => count(row.failures),
    cellClassName: 'tabular-nums',
  },
  {
    id: 'rate',
    header: 'Success Rate',
    align: 'right',
    sortValue: (row) => row.rate,
    cell: (row) => (
      <span
        data-tone={successTone(row.rate)}
        className={cn('font-semibold tabular-nums', TONE_TEXT[successTone(row.rate)])}
      >
        {percent(row.rate)}
      </span>
    ),
  },
];

/** spec 001 §2.13 payment method performance: success green at 95 or more, yellow at 90 or more, else red. */
export function PaymentMethods({ byMethod }: { byMethod: PaymentFailures['byMethod'] }) {
  const rows = Object.entries(byMethod).map(([method, entry]) => ({ method, ...entry }));
  return (
    <DataTable
      columns={columns}
      data={rows}
      getRowId={(row) => row.method}
      caption="Payment Method Performance"
      emptyText={ANALYTICS_TEXT.noMethods}
      initialSort={{ id: 'total', desc: true }}
    />
  );
}

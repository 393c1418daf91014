// Statements: one per UTC month, every line with the running balance, opening and closing, as CSV and PDF.
import { formatMoney } from '@themeport/core';
import { Download } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { EmptyState, ErrorState } from '@/components/query-state';
import { LoadingState } from '@/components/query-view';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { Select } from '@/components/ui/select';
import { Label } from '@/components/ui/input';
import { statementPath, useStatement, useStatementMonths, type StatementLine } from './api';
import { monthLabel, utcDay } from './format';

export default function StatementsSection() {
  const months = useStatementMonths();
  const [params, setParams] = useSearchParams();
  const month = params.get('month') ?? months.data?.months[0] ?? null;
  const statement = useStatement(month);

  if (months.isPending) return <LoadingState rows={3} />;
  if (months.isError)
    return <ErrorState message="Your statements could not be loaded." retry={months} layout="banner" />;
  if (months.data.months.length === 0 || !month)
    return (
      <EmptyState
        title="No statements yet"
        body="A statement appears for each month with a sale, a refund or a payout."
      />
    );

  return (
    <SectionCard
      id="statement"
      title={`Statement for ${monthLabel(month)}`}
      description="Every sale, fee, refund and payout of the month (UTC), with the balance after each line."
      aside={
        <div className="flex flex-wrap items-end gap-2">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="statement-month">Month</Label>
            <Select
              id="statement-month"
              value={month}
              onChange={(e) => setParams({ month: e.target.value }, { replace: true })}
            >
              {months.data.months.map((m) => (
                <option key={m} value={m}>
                  {monthLabel(m)}
                </option>
              ))}
            </Select>
          </div>
          <Button asChild variant="outline" size="sm">
            <a href={statementPath(month, 'csv')} download>
              <Download aria-hidden="true" /> CSV
            </a>
          </Button>
          <Button asChild variant="outline" size="sm">
            <a href={statementPath(month, 'pdf')} download>
              <Download aria-hidden="true" /> PDF
            </a>
          </Button>
        </div>
      }
    >
      {statement.isError ? (
        <ErrorState message="This statement could not be loaded." retry={statement} />
      ) : !statement.data ? (
        <LoadingState rows={4} />
      ) : (
        <>
          <dl className="grid gap-3 text-sm sm:grid-cols-3 lg:grid-cols-6">
            {(
              [
                ['Opening balance', statement.data.openingCents],
                ['Sales', statement.data.totals.sales],
                ['Platform fees', statement.data.totals.fees],
                ['Refunds', statement.data.totals.refunds],
                ['Payouts', statement.data.totals.payouts],
                ['Closing balance', statement.data.closingCents],
              ] as const
            ).map(([label, cents]) => (
              <div key={label} className="rounded-lg border border-border p-3">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="mt-1 font-semibold tabular">{formatMoney(cents)}</dd>
              </div>
            ))}
          </dl>
          <DataTable
            columns={LINE_COLUMNS}
            data={statement.data.lines}
            getRowId={(line) => line.id}
            caption={`Statement lines, ${monthLabel(month)}`}
            emptyText="No lines this month."
            wrapperProps={{ className: 'relative mt-4', tabIndex: 0, role: 'group', 'aria-label': 'Statement lines' }}
            className="min-w-[40rem]"
          />
        </>
      )}
    </SectionCard>
  );
}

const LINE_COLUMNS: DataTableColumn<StatementLine>[] = [
  {
    id: 'date',
    header: 'Date (UTC)',
    cell: (line) => utcDay(line.occurredAt),
    cellClassName: 'tabular whitespace-nowrap',
  },
  {
    id: 'line',
    header: 'Line',
    cell: (line) => (
      <>
        <span className="font-medium">{line.label}</span>
        {line.themeName || line.memo ? (
          <span className="block text-xs text-muted-foreground">
            {[line.themeName, line.memo].filter(Boolean).join(' · ')}
          </span>
        ) : null}
      </>
    ),
  },
  {
    id: 'amount',
    header: 'Amount',
    align: 'right',
    cell: (line) => formatMoney(line.amountCents),
    cellClassName: 'tabular',
  },
  {
    id: 'balance',
    header: 'Balance',
    align: 'right',
    cell: (line) => formatMoney(line.balanceCents),
    cellClassName: 'tabular font-medium',
  },
];

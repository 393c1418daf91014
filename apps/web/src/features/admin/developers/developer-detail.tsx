// One developer's sales (with refunds) and statements, opened from the Developers table.
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ErrorState } from '@/components/query-state';
import { LoadingState } from '@/components/query-view';
import { SectionCard } from '@/components/section-card';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { parseApiError } from '@/lib/api';
import { formatShortDate } from '@/lib/date-format';
import {
  statementDownload,
  useDeveloperSales,
  useDeveloperStatementMonths,
  useRefundPurchase,
  type AdminDeveloper,
  type AdminSale,
} from './api';

export function DeveloperDetail({
  developer,
  onClose,
  say,
}: {
  developer: AdminDeveloper;
  onClose: () => void;
  say: (text: string) => void;
}) {
  const sales = useDeveloperSales(developer.userId);
  const months = useDeveloperStatementMonths(developer.userId);
  const refund = useRefundPurchase();
  const [refunding, setRefunding] = useState<AdminSale | null>(null);

  const columns: DataTableColumn<AdminSale>[] = [
    {
      id: 'date',
      header: 'Date',
      cell: (s) => formatShortDate(s.createdAt),
      cellClassName: 'tabular whitespace-nowrap',
    },
    {
      id: 'theme',
      header: 'Theme',
      cell: (s) => (
        <>
          <span className="font-medium">{s.themeName}</span>
          <span className="block text-xs text-muted-foreground">{s.buyer}</span>
        </>
      ),
    },
    { id: 'line', header: 'Gross → platform 20% → developer 80%', cell: (s) => s.line, cellClassName: 'tabular' },
    {
      id: 'actions',
      header: 'Actions',
      align: 'right',
      cell: (s) =>
        s.refundedAt ? (
          <Badge>Refunded</Badge>
        ) : (
          <Button
            size="sm"
            variant="ghost"
            className="text-danger"
            onClick={() => setRefunding(s)}
            aria-label={`Refund ${s.themeName} bought by ${s.buyer}`}
          >
            Refund
          </Button>
        ),
    },
  ];

  return (
    <SectionCard
      id="developer-detail"
      title={`${developer.store?.name ?? developer.name}: sales and statements`}
      description={developer.store ? `${developer.name} · ${developer.email}` : developer.email}
      aside={
        <Button size="sm" variant="outline" onClick={onClose}>
          Close
        </Button>
      }
    >
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-muted-foreground">Statements:</span>
        {months.isPending ? (
          <LoadingState rows={1} className="w-40" />
        ) : months.isError ? (
          <ErrorState message="Statements could not be loaded." retry={months} />
        ) : months.data.months.length === 0 ? (
          <span>none yet</span>
        ) : (
          months.data.months.map((month) => (
            <span key={month} className="inline-flex gap-1 rounded-md border border-border px-2 py-1">
              {month}
              <a
                className="font-medium text-primary-strong hover:underline"
                href={statementDownload(developer.userId, month, 'csv')}
                download
              >
                CSV
              </a>
              <a
                className="font-medium text-primary-strong hover:underline"
                href={statementDownload(developer.userId, month, 'pdf')}
                download
              >
                PDF
              </a>
            </span>
          ))
        )}
      </div>
      {sales.isError ? (
        <ErrorState className="mt-4" message="Sales could not be loaded." retry={sales} />
      ) : (
        <DataTable
          columns={columns}
          data={sales.data?.sales ?? []}
          getRowId={(s) => s.purchaseId}
          isLoading={sales.isPending}
          caption={`Sales of ${developer.store?.name ?? developer.name}`}
          emptyText="No sales yet."
          wrapperProps={{
            className: 'relative mt-4 overflow-x-auto',
            tabIndex: 0,
            role: 'group',
            'aria-label': 'Developer sales',
          }}
          className="min-w-[720px]"
        />
      )}
      <ConfirmDialog
        open={refunding !== null}
        title={refunding ? `Refund ${refunding.themeName}?` : ''}
        description="The buyer gets the whole price back through the payment provider, the theme leaves their library (their sites keep running), and the developer's 80% is taken back."
        confirmLabel="Refund"
        busyLabel="Refunding..."
        isDestructive
        isBusy={refund.isPending}
        error={refund.isError ? parseApiError(refund.error).message : null}
        onCancel={() => {
          setRefunding(null);
          refund.reset();
        }}
        onConfirm={() =>
          refunding &&
          refund.mutate(
            { purchaseId: refunding.purchaseId, reason: 'Refunded from the back office' },
            {
              onSuccess: () => {
                setRefunding(null);
                say('Purchase refunded successfully.');
              },
            },
          )
        }
      />
    </SectionCard>
  );
}

import { BILLING_TEXT, formatMoney, type Invoice } from '@themeport/core';
import { FileText } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { AccountDate } from '@/components/account-date';
import { ErrorState } from '@/components/query-state';
import { LoadingState, QueryState } from '@/components/query-view';
import { useInvoices } from './api';
import { InvoiceStatusBadge } from './status-badge';

function period(invoice: Invoice) {
  if (!invoice.periodStart || !invoice.periodEnd) return '—';
  return (
    <>
      <AccountDate value={invoice.periodStart} /> – <AccountDate value={invoice.periodEnd} />
    </>
  );
}

/** spec 001 §2.5 Recent Invoices; on narrow screens the table scrolls sideways inside its card. */
export function InvoicesCard({ accountId }: { accountId: string }) {
  const invoices = useInvoices(accountId);

  return (
    <Card role="region" aria-labelledby="recent-invoices-heading">
      <div className="flex items-center justify-between gap-3 px-6 pt-6">
        <h2 id="recent-invoices-heading" className="text-base font-semibold">
          {BILLING_TEXT.recentInvoices}
        </h2>
      </div>

      <QueryState
        query={invoices}
        loading={<LoadingState className="p-6" />}
        error={() => (
          <ErrorState
            className="p-6"
            message={BILLING_TEXT.fetchInvoicesFailed}
            retry={invoices}
            retryLabel="Try again"
          />
        )}
        isEmpty={(data) => data.invoices.length === 0}
        empty={
          <div className="m-6 flex flex-col items-center gap-2 rounded-lg border border-dashed border-input px-5 py-10 text-center">
            <FileText aria-hidden="true" className="size-5 text-muted-foreground" />
            <p className="font-medium">{BILLING_TEXT.noInvoices}</p>
            <p className="text-sm text-muted-foreground">Invoices appear here after your first payment.</p>
          </div>
        }
      >
        {(data) => (
          // Focusable so keyboard users can scroll it (axe scrollable-region-focusable); relative so the
          // links' sr-only text stays inside the scroller instead of widening the page.
          <DataTable
            columns={INVOICE_COLUMNS}
            data={data.invoices}
            getRowId={(invoice) => invoice.id}
            density="comfortable"
            wrapperProps={{
              className: 'relative mt-4 border-t border-border',
              tabIndex: 0,
              role: 'group',
              'aria-labelledby': 'recent-invoices-heading',
            }}
            className="min-w-[40rem]"
          />
        )}
      </QueryState>
    </Card>
  );
}

const INVOICE_COLUMNS: DataTableColumn<Invoice>[] = [
  {
    id: 'date',
    header: 'Invoice Date',
    cell: (invoice) => (
      <>
        <span className="font-medium">
          <AccountDate value={invoice.createdAt} />
        </span>
        <span className="block text-xs text-muted-foreground">{invoice.number}</span>
      </>
    ),
  },
  { id: 'period', header: 'Period', cell: period, cellClassName: 'tabular text-muted-foreground' },
  {
    id: 'amount',
    header: 'Amount',
    align: 'right',
    cell: (invoice) => formatMoney(invoice.amountPaid, invoice.currency),
    cellClassName: 'tabular font-medium',
  },
  { id: 'status', header: 'Status', cell: (invoice) => <InvoiceStatusBadge status={invoice.status} /> },
  {
    id: 'actions',
    header: 'Actions',
    align: 'right',
    cell: (invoice) => (
      <div className="flex justify-end gap-4">
        <InvoiceLink href={invoice.invoicePdf} label="PDF" hidden={` of invoice ${invoice.number}`} />
        <InvoiceLink href={invoice.hostedInvoiceUrl} label="View" hidden={` invoice ${invoice.number}`} />
      </div>
    ),
  },
];

/** The visible word plus, for screen readers, which invoice it is and that a new tab opens. */
function InvoiceLink({ href, label, hidden }: { href: string | null; label: string; hidden: string }) {
  if (!href) return <span className="text-muted-foreground">—</span>;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      className="font-medium text-primary-strong underline-offset-4 hover:underline"
    >
      {label}
      <span className="sr-only">{hidden} (opens in a new tab)</span>
    </a>
  );
}

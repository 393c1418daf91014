import { BILLING_TEXT, formatMoney, type Invoice } from '@themeport/core';
import { FileText } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatShortDate, isoDate } from '@/lib/format';
import { useInvoices } from './api';
import { InvoiceStatusBadge } from './status-badge';

const COLUMNS = ['Invoice Date', 'Period', 'Amount', 'Status', 'Actions'] as const;

function period(invoice: Invoice): string {
  if (!invoice.periodStart || !invoice.periodEnd) return '—';
  return `${formatShortDate(invoice.periodStart)} – ${formatShortDate(invoice.periodEnd)}`;
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

      {invoices.isPending ? (
        <div className="flex flex-col gap-3 p-6" aria-hidden="true">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="h-10" />
          ))}
        </div>
      ) : invoices.isError ? (
        <div className="flex flex-wrap items-center justify-between gap-3 p-6">
          <p role="alert" className="text-sm text-danger">
            {BILLING_TEXT.fetchInvoicesFailed}
          </p>
          <Button variant="outline" size="sm" disabled={invoices.isFetching} onClick={() => void invoices.refetch()}>
            Try again
          </Button>
        </div>
      ) : invoices.data.invoices.length === 0 ? (
        <div className="m-6 flex flex-col items-center gap-2 rounded-lg border border-dashed border-input px-5 py-10 text-center">
          <FileText aria-hidden="true" className="size-5 text-muted-foreground" />
          <p className="font-medium">{BILLING_TEXT.noInvoices}</p>
          <p className="text-sm text-muted-foreground">Invoices appear here after your first payment.</p>
        </div>
      ) : (
        // Focusable so keyboard users can scroll it (axe scrollable-region-focusable); relative so the
        // links' sr-only text stays inside the scroller instead of widening the page.
        <div
          className="relative mt-4 overflow-x-auto"
          tabIndex={0}
          role="group"
          aria-labelledby="recent-invoices-heading"
        >
          <table className="w-full min-w-[40rem] text-sm">
            <thead>
              <tr className="border-y border-border bg-muted/60 text-left text-xs font-medium text-muted-foreground">
                {COLUMNS.map((column) => (
                  <th
                    key={column}
                    scope="col"
                    className={`px-6 py-2.5 font-medium ${column === 'Amount' || column === 'Actions' ? 'text-right' : ''}`}
                  >
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {invoices.data.invoices.map((invoice) => (
                <InvoiceRow key={invoice.id} invoice={invoice} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}

function InvoiceRow({ invoice }: { invoice: Invoice }) {
  return (
    <tr>
      <td className="px-6 py-3">
        <time dateTime={isoDate(invoice.createdAt)} className="font-medium">
          {formatShortDate(invoice.createdAt)}
        </time>
        <span className="block text-xs text-muted-foreground">{invoice.number}</span>
      </td>
      <td className="tabular px-6 py-3 text-muted-foreground">{period(invoice)}</td>
      <td className="tabular px-6 py-3 text-right font-medium">{formatMoney(invoice.amountPaid, invoice.currency)}</td>
      <td className="px-6 py-3">
        <InvoiceStatusBadge status={invoice.status} />
      </td>
      <td className="px-6 py-3">
        <div className="flex justify-end gap-4">
          <InvoiceLink href={invoice.invoicePdf} label="PDF" hidden={` of invoice ${invoice.number}`} />
          <InvoiceLink href={invoice.hostedInvoiceUrl} label="View" hidden={` invoice ${invoice.number}`} />
        </div>
      </td>
    </tr>
  );
}

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

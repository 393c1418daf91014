// Every payout; a local one still processing is settled here: paid with its bank reference, or failed.
// A Stripe one is settled by its transfer only.
import { EARNINGS_TEXT, formatMoney } from '@themeport/core';
import { useState, type FormEvent } from 'react';
import { ErrorState } from '@/components/query-state';
import { SectionCard } from '@/components/section-card';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { parseApiError } from '@/lib/api';
import { formatShortDate } from '@/lib/date-format';
import { useAdminPayouts, useSettlePayout, type AdminPayout } from './api';

export function PayoutsCard({ say }: { say: (text: string) => void }) {
  const payouts = useAdminPayouts();
  const settle = useSettlePayout();
  const [settling, setSettling] = useState<{ payout: AdminPayout; outcome: 'paid' | 'failed' } | null>(null);
  const [reference, setReference] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!settling) return;
    settle.mutate(
      { id: settling.payout.id, outcome: settling.outcome, reference: reference.trim() },
      {
        onSuccess: () => {
          say(
            settling.outcome === 'paid'
              ? 'Payout marked paid successfully.'
              : 'Payout marked failed: its money is back in the balance.',
          );
          setSettling(null);
          setReference('');
        },
      },
    );
  };

  const columns: DataTableColumn<AdminPayout>[] = [
    {
      id: 'date',
      header: 'Created',
      cell: (p) => formatShortDate(p.createdAt),
      cellClassName: 'tabular whitespace-nowrap',
    },
    {
      id: 'developer',
      header: 'Developer',
      cell: (p) => (
        <>
          <span className="font-medium">{p.sellerName}</span>
          <span className="block text-xs text-muted-foreground">{p.batch || p.sellerEmail}</span>
        </>
      ),
    },
    {
      id: 'amount',
      header: 'Amount',
      align: 'right',
      cell: (p) => formatMoney(p.amountCents),
      cellClassName: 'tabular font-medium',
    },
    {
      id: 'status',
      header: 'Status',
      cell: (p) => (
        <Badge variant={p.status === 'paid' ? 'accent' : 'neutral'}>{EARNINGS_TEXT.payoutStatus[p.status]}</Badge>
      ),
    },
    {
      id: 'reference',
      header: 'Reference',
      cell: (p) =>
        p.reference ??
        p.failureReason ??
        (p.status === 'pending' && p.provider !== 'local' ? EARNINGS_TEXT.payoutRetrying : '—'),
      cellClassName: 'text-muted-foreground',
    },
    {
      id: 'actions',
      header: 'Actions',
      align: 'right',
      // Only a local payout is settled by hand; a Stripe one by its transfer (decision 029).
      cell: (p) =>
        p.status === 'pending' && p.provider === 'local' ? (
          <div className="flex justify-end gap-2">
            <Button
              size="sm"
              onClick={() => setSettling({ payout: p, outcome: 'paid' })}
              aria-label={`Mark payout to ${p.sellerEmail} paid`}
            >
              Mark paid
            </Button>
            <Button
              size="sm"
              variant="ghost"
              className="text-danger"
              onClick={() => setSettling({ payout: p, outcome: 'failed' })}
              aria-label={`Mark payout to ${p.sellerEmail} failed`}
            >
              Failed
            </Button>
          </div>
        ) : null,
    },
  ];

  return (
    <SectionCard id="admin-payouts" title="Payouts">
      {payouts.isError ? (
        <ErrorState message={parseApiError(payouts.error).message} retry={payouts} />
      ) : (
        <DataTable
          columns={columns}
          data={payouts.data?.payouts ?? []}
          getRowId={(p) => p.id}
          isLoading={payouts.isPending}
          caption="Payouts"
          emptyText="No payouts yet."
          wrapperProps={{ className: 'relative overflow-x-auto', tabIndex: 0, role: 'group', 'aria-label': 'Payouts' }}
          className="min-w-[760px]"
        />
      )}
      <Dialog
        open={settling !== null}
        onOpenChange={(next) => {
          if (!next && !settle.isPending) {
            setSettling(null);
            settle.reset();
          }
        }}
      >
        <DialogContent>
          <DialogTitle>{settling?.outcome === 'paid' ? 'Mark the payout paid' : 'Mark the payout failed'}</DialogTitle>
          <DialogDescription>
            {settling
              ? `${formatMoney(settling.payout.amountCents)} to ${settling.payout.sellerName}. ${
                  settling.outcome === 'paid'
                    ? 'Enter the bank or transfer reference of the money sent.'
                    : 'The amount goes back to the developer’s available balance.'
                }`
              : ''}
          </DialogDescription>
          <form onSubmit={submit} className="mt-4 flex flex-col gap-4">
            <Field
              id="payout-reference"
              label={settling?.outcome === 'paid' ? 'Reference' : 'Reason (optional)'}
              error={settle.isError ? parseApiError(settle.error).message : undefined}
            >
              <Input
                id="payout-reference"
                value={reference}
                onChange={(e) => setReference(e.target.value)}
                maxLength={200}
                required={settling?.outcome === 'paid'}
              />
            </Field>
            <Button type="submit" disabled={settle.isPending}>
              {settle.isPending ? 'Saving...' : settling?.outcome === 'paid' ? 'Mark paid' : 'Mark failed'}
            </Button>
          </form>
        </DialogContent>
      </Dialog>
    </SectionCard>
  );
}

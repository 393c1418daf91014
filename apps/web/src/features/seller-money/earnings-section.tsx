// Earnings and payouts: balances and the next payout, where payouts go, and every payout made.
import { EARNINGS_TEXT, formatMoney } from '@themeport/core';
import { ErrorState } from '@/components/query-state';
import { LoadingState } from '@/components/query-view';
import { SectionCard } from '@/components/section-card';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { parseApiError } from '@/lib/api';
import { useConnectPayoutAccount, usePayoutAccount, usePayouts, type Payout } from './api';
import { BalanceSummary } from './balance-cards';
import { utcDay } from './format';

export default function EarningsSection() {
  return (
    <div className="flex flex-col gap-4">
      <BalanceSummary />
      <PayoutAccountCard />
      <PayoutHistory />
    </div>
  );
}

function PayoutAccountCard() {
  const account = usePayoutAccount();
  const connect = useConnectPayoutAccount();
  return (
    <SectionCard id="payout-account" title="Payout account" description="Where your payouts go.">
      {account.isPending ? (
        <LoadingState rows={1} />
      ) : account.isError ? (
        <ErrorState message="Your payout account could not be loaded." retry={account} />
      ) : account.data.provider === 'local' ? (
        <p className="text-sm">{EARNINGS_TEXT.localPayoutAccount}</p>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm">
            <Badge variant={account.data.payoutsEnabled ? 'accent' : 'neutral'}>
              {account.data.payoutsEnabled
                ? 'Ready for payouts'
                : account.data.connected
                  ? 'Details needed'
                  : 'Not connected'}
            </Badge>{' '}
            {account.data.message}
          </p>
          <div className="flex flex-col items-end gap-1">
            <Button onClick={() => connect.mutate()} disabled={connect.isPending}>
              {connect.isPending
                ? 'Opening Stripe...'
                : account.data.connected
                  ? 'Update payout details'
                  : 'Connect with Stripe'}
            </Button>
            {connect.isError ? (
              <p role="alert" className="text-sm text-danger">
                {parseApiError(connect.error).message}
              </p>
            ) : null}
          </div>
        </div>
      )}
    </SectionCard>
  );
}

function PayoutHistory() {
  const payouts = usePayouts();
  return (
    <SectionCard id="payout-history" title="Payouts">
      {payouts.isError ? (
        <ErrorState message="Your payouts could not be loaded." retry={payouts} />
      ) : (
        <DataTable
          columns={PAYOUT_COLUMNS}
          data={payouts.data?.payouts ?? []}
          getRowId={(payout) => payout.id}
          isLoading={payouts.isPending}
          caption="Payouts"
          emptyText="No payouts yet. Once your available balance reaches $50, it is paid out on the 15th."
          wrapperProps={{ className: 'relative', tabIndex: 0, role: 'group', 'aria-label': 'Payouts' }}
          className="min-w-[36rem]"
        />
      )}
    </SectionCard>
  );
}

const PAYOUT_COLUMNS: DataTableColumn<Payout>[] = [
  { id: 'date', header: 'Date (UTC)', cell: (payout) => utcDay(payout.createdAt), cellClassName: 'tabular' },
  {
    id: 'amount',
    header: 'Amount',
    align: 'right',
    cell: (payout) => formatMoney(payout.amountCents),
    cellClassName: 'tabular font-medium',
  },
  {
    id: 'status',
    header: 'Status',
    cell: (payout) => (
      <Badge variant={payout.status === 'paid' ? 'accent' : 'neutral'}>
        {EARNINGS_TEXT.payoutStatus[payout.status]}
      </Badge>
    ),
  },
  {
    id: 'reference',
    header: 'Reference',
    cell: (payout) => payout.reference ?? payout.failureReason ?? '—',
    cellClassName: 'text-muted-foreground',
  },
];

// Developers: every seller's store figures, pay-outs and refunds, the payout runs, and the
// platform's take (issue 22; docs/api/seller-money.md).
import { MINIMUM_PAYOUT_CENTS, developerPagePath, formatMoney } from '@themeport/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ErrorState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { Skeleton } from '@/components/ui/skeleton';
import { parseApiError } from '@/lib/api';
import { useDevelopers, usePayOut, usePayoutBatch, usePlatformTake, type AdminDeveloper } from './api';
import { DeveloperDetail } from './developer-detail';
import { PayoutsCard } from './payouts-card';

export function DevelopersTab({ say }: { say: (text: string) => void }) {
  const developers = useDevelopers();
  const payOut = usePayOut();
  const batch = usePayoutBatch();
  const [paying, setPaying] = useState<AdminDeveloper | null>(null);
  const [open, setOpen] = useState<AdminDeveloper | null>(null);

  const columns: DataTableColumn<AdminDeveloper>[] = [
    {
      id: 'developer',
      header: 'Developer',
      sortValue: (d) => d.store?.name ?? d.name,
      cell: (d) => (
        <>
          {d.store ? (
            <Link to={developerPagePath(d.store.slug)} className="font-medium text-primary-strong hover:underline">
              {d.store.name}
            </Link>
          ) : (
            <span className="font-medium">
              {d.name} <span className="text-xs font-normal text-muted-foreground">(no store yet)</span>
            </span>
          )}
          <span className="block text-xs text-muted-foreground">
            {d.store ? `${d.name} · ` : ''}
            {d.email}
          </span>
        </>
      ),
    },
    {
      id: 'themes',
      header: 'Themes',
      align: 'right',
      sortValue: (d) => d.themes,
      cell: (d) => d.themes,
      cellClassName: 'tabular',
    },
    {
      id: 'sales',
      header: 'Sales',
      align: 'right',
      sortValue: (d) => d.sales,
      cell: (d) => `${d.sales}${d.refunds ? ` (${d.refunds} refunded)` : ''}`,
      cellClassName: 'tabular',
    },
    {
      id: 'gross',
      header: 'Gross',
      align: 'right',
      sortValue: (d) => d.grossCents,
      cell: (d) => formatMoney(d.grossCents),
      cellClassName: 'tabular',
    },
    {
      id: 'available',
      header: 'Available',
      align: 'right',
      sortValue: (d) => d.availableCents,
      cell: (d) => (
        <span className={d.availableCents < 0 ? 'text-danger' : undefined}>{formatMoney(d.availableCents)}</span>
      ),
      cellClassName: 'tabular font-medium',
    },
    {
      id: 'pending',
      header: 'Pending',
      align: 'right',
      sortValue: (d) => d.pendingCents,
      cell: (d) => formatMoney(d.pendingCents),
      cellClassName: 'tabular',
    },
    {
      id: 'paid',
      header: 'Paid out',
      align: 'right',
      sortValue: (d) => d.paidOutCents,
      cell: (d) => formatMoney(d.paidOutCents),
      cellClassName: 'tabular',
    },
    {
      id: 'actions',
      header: 'Actions',
      align: 'right',
      cell: (d) => (
        <div className="flex justify-end gap-2">
          <Button
            size="sm"
            variant="outline"
            onClick={() => setOpen(d)}
            aria-label={`Sales and statements of ${d.email}`}
          >
            Sales
          </Button>
          <Button
            size="sm"
            disabled={d.availableCents < MINIMUM_PAYOUT_CENTS}
            onClick={() => setPaying(d)}
            aria-label={`Pay out ${d.email}`}
          >
            Pay out
          </Button>
        </div>
      ),
    },
  ];

  return (
    <section aria-label="Developers" className="flex flex-col gap-5">
      <PlatformTake />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">
          A payout takes a developer&apos;s available balance (at least {formatMoney(MINIMUM_PAYOUT_CENTS)}); sales are
          held 14 days first.
        </p>
        <Button
          variant="outline"
          disabled={batch.isPending}
          onClick={() =>
            batch.mutate(undefined, {
              onSuccess: (run) =>
                say(
                  `Payout run created successfully: ${run.created} payouts, ${formatMoney(run.totalCents)}.` +
                    (run.resent > 0 ? ` ${run.resent} earlier Stripe payouts completed.` : '') +
                    (run.skipped.length > 0 ? ` ${run.skipped.length} skipped: their balances stay available.` : ''),
                ),
              onError: (error) => say(`Error: ${parseApiError(error).message}`),
            })
          }
        >
          {batch.isPending ? 'Running...' : 'Run payouts'}
        </Button>
      </div>
      {developers.isError ? (
        <ErrorState layout="banner" message={parseApiError(developers.error).message} retry={developers} />
      ) : developers.isPending ? (
        <Skeleton className="h-48 rounded-xl" aria-label="Loading developers" />
      ) : (
        <DataTable
          columns={columns}
          data={developers.data.developers}
          getRowId={(d) => d.userId}
          caption="Developers"
          emptyText="No developers yet."
          wrapperProps={{
            className: 'overflow-x-auto rounded-xl border border-border',
            tabIndex: 0,
            role: 'group',
            'aria-label': 'Developers',
          }}
          className="min-w-[900px]"
        />
      )}
      {open ? <DeveloperDetail developer={open} onClose={() => setOpen(null)} say={say} /> : null}
      <PayoutsCard say={say} />
      <ConfirmDialog
        open={paying !== null}
        title={paying ? `Pay out ${formatMoney(paying.availableCents)} to ${paying.store?.name ?? paying.name}?` : ''}
        description="The developer's whole available balance leaves their balance now. Locally, settle the payout below with the bank reference once the money is sent."
        confirmLabel="Pay out"
        busyLabel="Paying out..."
        isBusy={payOut.isPending}
        error={payOut.isError ? parseApiError(payOut.error).message : null}
        onCancel={() => {
          setPaying(null);
          payOut.reset();
        }}
        onConfirm={() =>
          paying &&
          payOut.mutate(paying.userId, {
            onSuccess: (payout) => {
              setPaying(null);
              say(`Payout of ${formatMoney(payout.amountCents)} created successfully.`);
            },
          })
        }
      />
    </section>
  );
}

function PlatformTake() {
  const take = usePlatformTake();
  const cards = take.data
    ? ([
        ["Platform's take this month", take.data.thisMonth.totalCents],
        ['Last month', take.data.lastMonth.totalCents],
        ['All time', take.data.allTime.totalCents],
        ['Developer sales net of refunds, all time', take.data.allTime.developerSalesCents],
      ] as const)
    : null;
  return (
    <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {cards
        ? cards.map(([label, cents]) => (
            <Card key={label} className="p-4">
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd className="mt-1 text-2xl font-semibold tabular">{formatMoney(cents)}</dd>
            </Card>
          ))
        : Array.from({ length: 4 }, (_, i) => <Skeleton key={i} className="h-20 rounded-xl" />)}
    </dl>
  );
}

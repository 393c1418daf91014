import { EARNINGS_TEXT, formatMoney } from '@themeport/core';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { ErrorState } from '@/components/query-state';
import { LoadingState } from '@/components/query-view';
import { useEarnings, type EarningsSummary } from './api';
import { monthLabel } from './format';

function Figure({ label, value, hint, tone }: { label: string; value: string; hint?: string; tone?: 'danger' }) {
  return (
    <Card className="min-w-0 p-5">
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className={cn('mt-1 text-2xl font-semibold tabular', tone === 'danger' && 'text-danger')}>{value}</p>
      {hint ? <p className="mt-1 text-xs text-muted-foreground">{hint}</p> : null}
    </Card>
  );
}

/** Earnings this month and last, available and pending, and the next payout with its rule. */
export function BalanceCards({ summary }: { summary: EarningsSummary }) {
  const negative = summary.balanceState === 'negative';
  return (
    <div className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Figure
          label="Earnings this month"
          value={formatMoney(summary.thisMonth.netCents)}
          hint={`${monthLabel(summary.thisMonth.month)} · ${summary.thisMonth.sales} sales`}
        />
        <Figure
          label="Earnings last month"
          value={formatMoney(summary.lastMonth.netCents)}
          hint={`${monthLabel(summary.lastMonth.month)} · ${summary.lastMonth.sales} sales`}
        />
        <Figure
          label="Available"
          value={formatMoney(summary.availableCents)}
          hint={negative ? 'Below zero after a refund' : 'Ready for the next payout'}
          {...(negative ? { tone: 'danger' as const } : {})}
        />
        <Figure label="Pending" value={formatMoney(summary.pendingCents)} hint="Held for 14 days after each sale" />
      </div>
      <p
        role="status"
        className={cn(
          'rounded-lg border px-4 py-3 text-sm',
          negative ? 'border-[#fecaca] bg-danger-soft text-[#991b1b]' : 'border-border bg-muted/40',
        )}
      >
        <span className="font-medium">{summary.nextPayout.text}</span>{' '}
        {summary.nextPayout.amountCents > 0 ? `Expected: ${formatMoney(summary.nextPayout.amountCents)}. ` : ''}
        <span className="text-muted-foreground">
          {negative ? EARNINGS_TEXT.negativeExplained : EARNINGS_TEXT.holdExplained}
        </span>
      </p>
    </div>
  );
}

/** The balances as they load: skeletons, the error with a retry, then the cards. */
export function BalanceSummary() {
  const summary = useEarnings();
  if (summary.isPending) return <LoadingState rows={2} rowClassName="h-24" />;
  if (summary.isError)
    return <ErrorState message="Your earnings could not be loaded." retry={summary} layout="banner" />;
  return <BalanceCards summary={summary.data} />;
}

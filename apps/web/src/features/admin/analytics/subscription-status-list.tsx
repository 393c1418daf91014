import { SUBSCRIPTION_STATUSES, type RevenueBreakdown } from '@themeport/core';
import { cn } from '@/lib/utils';
import { TONE_DOT, count, humanize, statusTone, usd } from './analytics-format';

/** spec 001 §2.13 Subscription Status: active green, trialing blue, past_due yellow, others grey. */
export function SubscriptionStatusList({ breakdown }: { breakdown: RevenueBreakdown }) {
  const rows = SUBSCRIPTION_STATUSES.flatMap((status) => {
    const entry = breakdown.byStatus[status];
    return entry ? [{ status, ...entry }] : [];
  });
  if (rows.length === 0)
    return <p className="text-sm text-muted-foreground">No subscriptions at the end of this period.</p>;
  return (
    <ul aria-label="Subscription Status" className="flex flex-col divide-y divide-border">
      {rows.map((row) => (
        <li
          key={row.status}
          data-tone={statusTone(row.status)}
          className="flex items-center justify-between gap-3 py-2 text-sm"
        >
          <span className="flex items-center gap-2">
            <span aria-hidden="true" className={cn('size-2.5 rounded-full', TONE_DOT[statusTone(row.status)])} />
            {humanize(row.status)}
          </span>
          <span className="tabular-nums">
            {count(row.count)} <span className="text-muted-foreground">· {usd(row.mrr)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

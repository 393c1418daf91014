import type { RevenueSummary } from '@themeport/core';
import { cn } from '@/lib/utils';
import { mrrBridge, signedUsd, usd } from './analytics-format';

/**
 * spec 001 §2.13 MRR Movement: New, Expansion, Reactivation, Contraction, Churned and Net MRR
 * Change, then the identity Start + New + Expansion + Reactivation − Contraction − Churn = End.
 */
export function MrrMovement({ summary }: { summary: RevenueSummary }) {
  const bridge = mrrBridge(summary);
  const rows = [
    ['New', bridge.new],
    ['Expansion', bridge.expansion],
    ['Reactivation', bridge.reactivation],
    ['Contraction', -bridge.contraction],
    ['Churned', -bridge.churn],
  ] as const;
  const net = bridge.end - bridge.start;
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {rows.map(([label, cents]) => (
          <div key={label} className="rounded-lg bg-muted px-3 py-2">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd
              className={cn(
                'font-semibold tabular-nums',
                cents < 0 ? 'text-danger-strong' : cents > 0 && 'text-success',
              )}
            >
              {signedUsd(cents)}
            </dd>
          </div>
        ))}
        <div className="rounded-lg bg-accent-soft px-3 py-2">
          <dt className="text-xs text-muted-foreground">Net MRR Change</dt>
          <dd className="font-semibold tabular-nums">{signedUsd(summary.netMRRChange)}</dd>
        </div>
      </dl>
      <p aria-label="MRR identity" className="flex flex-wrap items-baseline gap-x-2 gap-y-1 text-sm tabular-nums">
        <span>Start {usd(bridge.start)}</span>
        <span>+ New {usd(bridge.new)}</span>
        <span>+ Expansion {usd(bridge.expansion)}</span>
        <span>+ Reactivation {usd(bridge.reactivation)}</span>
        <span>− Contraction {usd(bridge.contraction)}</span>
        <span>− Churn {usd(bridge.churn)}</span>
        <span className="font-semibold">= End {usd(bridge.end)}</span>
        {bridge.holds ? null : (
          <span className="text-danger-strong">
            (reported end MRR {usd(bridge.reported)}; net {signedUsd(net)})
          </span>
        )}
      </p>
    </div>
  );
}

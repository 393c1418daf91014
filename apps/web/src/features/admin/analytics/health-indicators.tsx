import type { SubscriptionMetrics } from '@themeport/core';
import { percent } from './analytics-format';

const BARS = [
  ['Churn rate', 'churnRate', 'bg-danger'],
  ['Retention rate', 'retentionRate', 'bg-[#16a34a]'],
  ['Trial conversion', 'trialConversionRate', 'bg-primary'],
] as const;

/** spec 001 §2.13 Health Indicators: churn, retention and trial conversion bars, average lifetime. */
export function HealthIndicators({ metrics }: { metrics: SubscriptionMetrics }) {
  return (
    <div className="flex flex-col gap-4">
      {BARS.map(([label, key, color]) => {
        const rate = metrics[key];
        return (
          <div key={key} className="flex flex-col gap-1.5 text-sm">
            <div className="flex justify-between">
              <span className="text-muted-foreground">{label}</span>
              <span className="font-semibold tabular-nums">{percent(rate)}</span>
            </div>
            <div
              role="meter"
              aria-label={label}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={rate ?? 0}
              aria-valuetext={percent(rate)}
              className="h-2 overflow-hidden rounded-full bg-muted"
            >
              <div className={`h-full ${color}`} style={{ width: `${Math.min(100, Math.max(0, rate ?? 0))}%` }} />
            </div>
          </div>
        );
      })}
      <p className="text-sm">
        <span className="text-muted-foreground">Average customer lifetime: </span>
        <span className="font-semibold tabular-nums">
          {metrics.averageLifetime === null ? '—' : `${metrics.averageLifetime.toFixed(1)} months`}
        </span>
      </p>
    </div>
  );
}

import { formatChangePercent, formatMetric, type MetricFormat } from '@themeport/core';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

/**
 * spec 001 §2.14 metric card, §9 formats: USD without decimals, percent to one decimal, en-US
 * numbers; the change percent to one decimal. `display` overrides the format where a screen's
 * own rule differs (the audit success rate is a rounded percent). Inside a <dl>.
 */
export function MetricCard({
  label,
  value,
  format = 'number',
  display,
  change,
}: {
  label: string;
  value: number | undefined;
  format?: MetricFormat;
  display?: (value: number) => string;
  change?: number;
}) {
  return (
    <Card className="p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 flex items-baseline gap-2">
        {value === undefined ? (
          <Skeleton className="h-8 w-12" />
        ) : (
          <span className="text-2xl font-semibold tabular-nums">
            {display ? display(value) : formatMetric(value, format)}
          </span>
        )}
        {change !== undefined && value !== undefined ? (
          <span className={cn('text-xs tabular-nums', change < 0 ? 'text-danger' : 'text-success')}>
            {formatChangePercent(change)}
          </span>
        ) : null}
      </dd>
    </Card>
  );
}

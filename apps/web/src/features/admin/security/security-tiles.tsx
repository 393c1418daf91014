import { MetricCard } from '../shared/metric-card';
import { useSecuritySummary } from './security-api';
import { LoadError } from './load-error';

/** The tiles: failed sign-ins and detections in 24 hours, blocked addresses, open alerts by severity. */
export function SecurityTiles() {
  const summary = useSecuritySummary();
  if (summary.isError) return <LoadError error={summary.error} retry={summary} />;
  const data = summary.data;
  const open = data?.openAlerts;
  return (
    <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <MetricCard label="Failed sign-ins (24 h)" value={data?.failedSignIns24h} />
      <MetricCard label="Detections (24 h)" value={data?.detections24h} />
      <MetricCard label="Blocked addresses" value={data?.blockedIps} />
      <MetricCard
        label="Open alerts"
        value={open ? open.critical + open.high + open.medium + open.low : undefined}
        display={(total) =>
          open && total > 0 ? `${total} (${open.critical} critical, ${open.high} high)` : String(total)
        }
      />
    </dl>
  );
}

import { MetricCard } from '../shared/metric-card';

/** A metric card whose figure is already formatted (a rate may be '—'). */
export function Metric({ label, text }: { label: string; text: string }) {
  return <MetricCard label={label} value={0} display={() => text} />;
}

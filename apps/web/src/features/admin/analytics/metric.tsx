import { MetricCard } from '../shared/metric-card';

/** A metric card whose figure is already formatted (a rate may be '—'), with an optional change percent. */
export function Metric({ label, text, change }: { label: string; text: string; change?: number | null }) {
  return <MetricCard label={label} value={0} display={() => text} {...(change == null ? {} : { change })} />;
}

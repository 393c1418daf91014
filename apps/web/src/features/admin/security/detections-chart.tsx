import { type SecurityTimeline } from '@themeport/core';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { LoadingState } from '@/components/query-view';
import { ChartFrame } from '../analytics/chart-frame';
import { AXIS_TICK, CHART_COLORS } from '../analytics/chart-format';
import type { useSecurityTimeline } from './security-api';
import { CHART_SERIES, stepLabel, typeLabel } from './security-format';
import { LoadError } from './load-error';

/** The types that happened in the range: a legend of twelve empty series says nothing. */
export function seriesIn(timeline: SecurityTimeline) {
  return CHART_SERIES.filter(({ type }) => timeline.points.some((point) => (point[type] ?? 0) > 0));
}

/** Detections (reds) and the monitor's own actions (blues, greens) per hour or day, stacked by type. */
export function DetectionsChart({ query }: { query: ReturnType<typeof useSecurityTimeline> }) {
  if (query.isError) return <LoadError error={query.error} retry={query} />;
  if (!query.data) return <LoadingState rows={1} rowClassName="h-64 rounded-xl" />;
  const timeline = query.data;
  const series = seriesIn(timeline);
  if (series.length === 0)
    return (
      <p className="rounded-xl border border-dashed border-input py-10 text-center text-sm text-muted-foreground">
        No detections or automatic blocks in this period. Brute force, credential stuffing, injection attempts and the
        blocks and unlock mails they cause would be drawn here.
      </p>
    );
  return (
    <ChartFrame label="Detections and actions over time" isEmpty={false}>
      <BarChart data={timeline.points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid stroke={CHART_COLORS.grid} vertical={false} />
        <XAxis
          dataKey="start"
          tickFormatter={(start: string) => stepLabel(start, timeline.step)}
          tick={AXIS_TICK}
          minTickGap={16}
        />
        <YAxis tick={AXIS_TICK} width={32} allowDecimals={false} />
        <Tooltip labelFormatter={(start) => stepLabel(String(start), timeline.step)} />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        {series.map(({ type, color, isAction }) => (
          <Bar
            key={type}
            dataKey={type}
            name={typeLabel(type)}
            stackId={isAction ? 'actions' : 'detections'}
            fill={color}
          />
        ))}
      </BarChart>
    </ChartFrame>
  );
}

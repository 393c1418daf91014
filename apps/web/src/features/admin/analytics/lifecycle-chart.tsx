import type { SubscriptionMetrics } from '@themeport/core';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { axisDate } from './analytics-format';
import { AXIS_TICK, CHART_COLORS, TREND_LINE } from './chart-format';
import { ChartFrame } from './chart-frame';

/** Subscription lifecycle: paying accounts per period, with how many started and stopped paying. */
export function LifecycleChart({ points }: { points: SubscriptionMetrics['lifecycle'] }) {
  return (
    <ChartFrame label="Subscription lifecycle chart" isEmpty={points.length === 0}>
      <ComposedChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid stroke={CHART_COLORS.grid} vertical={false} />
        <XAxis dataKey="date" tickFormatter={axisDate} tick={AXIS_TICK} minTickGap={24} />
        <YAxis yAxisId="active" tick={AXIS_TICK} width={48} allowDecimals={false} />
        <YAxis yAxisId="moves" orientation="right" tick={AXIS_TICK} width={40} allowDecimals={false} />
        <Tooltip labelFormatter={(label) => axisDate(String(label))} />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        <Bar yAxisId="moves" dataKey="started" name="Started paying" fill={CHART_COLORS.new} />
        <Bar yAxisId="moves" dataKey="stopped" name="Stopped paying" fill={CHART_COLORS.churn} />
        <Line yAxisId="active" dataKey="active" name="Paying accounts" {...TREND_LINE} />
      </ComposedChart>
    </ChartFrame>
  );
}

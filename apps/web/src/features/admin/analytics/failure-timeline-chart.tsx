import type { PaymentFailures } from '@themeport/core';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { axisDate } from './analytics-format';
import { AXIS_TICK, CHART_COLORS } from './chart-format';
import { ChartFrame } from './chart-frame';

/** Failure timeline: failed first attempts per period, beside the failed invoices recovered. */
export function FailureTimelineChart({ points }: { points: PaymentFailures['timeline'] }) {
  return (
    <ChartFrame label="Failure timeline chart" isEmpty={points.length === 0}>
      <BarChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid stroke={CHART_COLORS.grid} vertical={false} />
        <XAxis dataKey="date" tickFormatter={axisDate} tick={AXIS_TICK} minTickGap={24} />
        <YAxis tick={AXIS_TICK} width={40} allowDecimals={false} />
        <Tooltip labelFormatter={(label) => axisDate(String(label))} />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        <Bar dataKey="failed" name="Failed" fill={CHART_COLORS.churn} />
        <Bar dataKey="recovered" name="Recovered" fill={CHART_COLORS.new} />
      </BarChart>
    </ChartFrame>
  );
}

import type { RevenueTimelinePoint } from '@themeport/core';
import { Bar, BarChart, CartesianGrid, Legend, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import { axisDate, movementBars } from './analytics-format';
import { AXIS_TICK, CHART_COLORS, dollarTick, dollarValue } from './chart-format';
import { ChartFrame } from './chart-frame';

const SERIES = [
  ['new', 'New', CHART_COLORS.new],
  ['expansion', 'Expansion', CHART_COLORS.expansion],
  ['reactivation', 'Reactivation', CHART_COLORS.reactivation],
  ['contraction', 'Contraction', CHART_COLORS.contraction],
  ['churn', 'Churned', CHART_COLORS.churn],
] as const;

/** MRR movements per period as stacked bars: what came in above zero, contraction and churn below. */
export function MrrMovementsChart({ points }: { points: readonly RevenueTimelinePoint[] }) {
  return (
    <ChartFrame label="MRR movements chart" isEmpty={points.length === 0}>
      <BarChart data={movementBars(points)} stackOffset="sign" margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid stroke={CHART_COLORS.grid} vertical={false} />
        <XAxis dataKey="date" tickFormatter={axisDate} tick={AXIS_TICK} minTickGap={24} />
        <YAxis tickFormatter={dollarTick} tick={AXIS_TICK} width={56} />
        <Tooltip labelFormatter={(label) => axisDate(String(label))} formatter={(value) => dollarValue(value)} />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        <ReferenceLine y={0} stroke={CHART_COLORS.axis} />
        {SERIES.map(([key, name, color]) => (
          <Bar key={key} dataKey={key} name={name} stackId="mrr" fill={color} />
        ))}
      </BarChart>
    </ChartFrame>
  );
}

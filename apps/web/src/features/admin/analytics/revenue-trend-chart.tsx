import type { RevenueTimelinePoint } from '@themeport/core';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { axisDate, trendRows } from './analytics-format';
import { ChartFrame } from './chart-frame';
import { AXIS_TICK, CHART_COLORS, dollarTick, dollarValue, TREND_LINE } from './chart-format';

/** Revenue Trend: MRR at each period's end, over the cash collected from subscriptions and theme sales. */
export function RevenueTrendChart({ points }: { points: readonly RevenueTimelinePoint[] }) {
  return (
    <ChartFrame label="Revenue trend chart" isEmpty={points.length === 0}>
      <ComposedChart data={trendRows(points)} stackOffset="sign" margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid stroke={CHART_COLORS.grid} vertical={false} />
        <XAxis dataKey="date" tickFormatter={axisDate} tick={AXIS_TICK} minTickGap={24} />
        <YAxis yAxisId="mrr" tickFormatter={dollarTick} tick={AXIS_TICK} width={56} />
        {/* Cash collected in a period is a fraction of MRR: its own scale on the right keeps the bars readable. */}
        <YAxis yAxisId="cash" orientation="right" tickFormatter={dollarTick} tick={AXIS_TICK} width={56} />
        <Tooltip labelFormatter={(label) => axisDate(String(label))} formatter={(value) => dollarValue(value)} />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        <Bar
          yAxisId="cash"
          dataKey="subscriptionRevenue"
          name="Subscription revenue"
          stackId="cash"
          fill={CHART_COLORS.subscription}
        />
        <Bar
          yAxisId="cash"
          dataKey="marketplaceRevenue"
          name="Marketplace revenue"
          stackId="cash"
          fill={CHART_COLORS.marketplace}
        />
        <Line yAxisId="mrr" dataKey="mrr" name="MRR" {...TREND_LINE} />
      </ComposedChart>
    </ChartFrame>
  );
}

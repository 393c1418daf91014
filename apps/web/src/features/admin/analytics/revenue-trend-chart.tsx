import type { RevenueTimelinePoint } from '@themeport/core';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { axisDate, trendRows } from './analytics-format';
import { ChartFrame } from './chart-frame';
import { CHART_COLORS, dollarTick, dollarValue } from './chart-format';

/** Revenue Trend: MRR at each period's end, over the cash collected from subscriptions and theme sales. */
export function RevenueTrendChart({ points }: { points: readonly RevenueTimelinePoint[] }) {
  return (
    <ChartFrame label="Revenue trend chart" isEmpty={points.length === 0}>
      <ComposedChart data={trendRows(points)} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid stroke={CHART_COLORS.grid} vertical={false} />
        <XAxis
          dataKey="date"
          tickFormatter={axisDate}
          tick={{ fill: CHART_COLORS.axis, fontSize: 12 }}
          minTickGap={24}
        />
        <YAxis tickFormatter={dollarTick} tick={{ fill: CHART_COLORS.axis, fontSize: 12 }} width={56} />
        <Tooltip labelFormatter={(label) => axisDate(String(label))} formatter={(value) => dollarValue(value)} />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        <Bar
          dataKey="subscriptionRevenue"
          name="Subscription revenue"
          stackId="cash"
          fill={CHART_COLORS.subscription}
        />
        <Bar dataKey="marketplaceRevenue" name="Marketplace revenue" stackId="cash" fill={CHART_COLORS.marketplace} />
        <Line dataKey="mrr" name="MRR" type="monotone" stroke={CHART_COLORS.mrr} strokeWidth={2} dot={false} />
      </ComposedChart>
    </ChartFrame>
  );
}

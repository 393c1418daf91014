import { SectionCard } from '@/components/section-card';
import { ExportButton } from '../shared/export-button';
import { fetchAnalytics, useAnalytics } from './analytics-api';
import { count, signedUsd, usd } from './analytics-format';
import { FigureList } from './figure-list';
import { Metric } from './metric';
import { MrrMovement } from './mrr-movement';
import { MrrMovementsChart } from './mrr-movements-chart';
import { RevenueByPlan } from './revenue-by-plan';
import { REVENUE_EXPORT_NAME, revenueExportData } from './revenue-export';
import { RevenueForecast } from './revenue-forecast';
import { RevenueTrendChart } from './revenue-trend-chart';
import { SubscriptionStatusList } from './subscription-status-list';
import { AnalyticsTabFrame } from './analytics-tab-frame';
import { useAnalyticsRange } from './use-analytics-range';

/** spec 001 §2.13 Revenue: MRR, ARR, movements with their identity, trend, plans and statuses. */
export function RevenueTab() {
  const [range, setRange] = useAnalyticsRange();
  const summary = useAnalytics('revenue/summary', range);
  const timeline = useAnalytics('revenue/timeline', range);
  const breakdown = useAnalytics('revenue/breakdown', range);
  return (
    <AnalyticsTabFrame
      label="Revenue"
      range={range}
      onRangeChange={setRange}
      queries={[summary, timeline, breakdown]}
      actions={
        <ExportButton
          name={REVENUE_EXPORT_NAME}
          load={async () => revenueExportData(timeline.data ?? (await fetchAnalytics('revenue/timeline', range)))}
        />
      }
    >
      {() => {
        const s = summary.data!;
        const b = breakdown.data!;
        const points = timeline.data!.points;
        return (
          <>
            <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
              <Metric label="Monthly Recurring Revenue" text={usd(s.currentMRR)} change={s.netMRRChangePercent} />
              <Metric label="Annual Recurring Revenue" text={usd(s.currentARR)} />
              <Metric label="Active Subscriptions" text={count(s.activeSubscriptions)} />
              <Metric label="Avg Revenue Per User" text={usd(s.avgRevenuePerUser)} />
            </dl>
            <SectionCard id="analytics-mrr-movement" title="MRR Movement">
              <MrrMovement summary={s} />
              <div className="mt-5">
                <MrrMovementsChart points={points} />
              </div>
            </SectionCard>
            <SectionCard
              id="analytics-revenue-trend"
              title="Revenue Trend"
              description="MRR at the end of each period, with the cash collected from subscriptions and the platform's share of theme sales."
            >
              <RevenueTrendChart points={points} />
            </SectionCard>
            <div className="grid gap-5 lg:grid-cols-3">
              <SectionCard id="analytics-revenue-by-plan" title="Revenue by Plan" className="lg:col-span-2">
                <RevenueByPlan breakdown={b} />
              </SectionCard>
              <SectionCard id="analytics-subscription-status" title="Subscription Status">
                <SubscriptionStatusList breakdown={b} />
              </SectionCard>
            </div>
            <div className="grid gap-5 lg:grid-cols-2">
              <SectionCard id="analytics-period-summary" title="Period Summary">
                <FigureList
                  label="Period Summary"
                  items={[
                    ['New subscriptions', count(s.newSubscriptions)],
                    ['Churned subscriptions', count(s.churnedSubscriptions)],
                    [
                      'Net growth',
                      (s.newSubscriptions - s.churnedSubscriptions).toLocaleString('en-US', {
                        signDisplay: 'exceptZero',
                      }),
                    ],
                    ['Net MRR change', signedUsd(s.netMRRChange)],
                  ]}
                />
              </SectionCard>
              <SectionCard id="analytics-mrr-forecast" title="MRR Forecast">
                <RevenueForecast range={range} />
              </SectionCard>
            </div>
          </>
        );
      }}
    </AnalyticsTabFrame>
  );
}

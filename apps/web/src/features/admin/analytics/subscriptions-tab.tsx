import { COHORT_LIMITS } from '@themeport/core';
import { SectionCard } from '@/components/section-card';
import { SUBSCRIPTION_RECOMMENDATIONS } from './advice';
import { useAnalytics } from './analytics-api';
import { count, percent } from './analytics-format';
import { CohortLtvTable } from './cohort-ltv-table';
import { FigureList } from './figure-list';
import { HealthIndicators } from './health-indicators';
import { LifecycleChart } from './lifecycle-chart';
import { Metric } from './metric';
import { StaticList } from './static-list';
import { AnalyticsTabFrame } from './analytics-tab-frame';
import { useAnalyticsRange } from './use-analytics-range';

/** spec 001 §2.13 Subscriptions: counts, lifecycle, activity, health, LTV by cohort (12), advice. */
export function SubscriptionsTab() {
  const [range, setRange] = useAnalyticsRange();
  const metrics = useAnalytics('subscriptions/metrics', range);
  const cohorts = useAnalytics('subscriptions/cohorts', range, COHORT_LIMITS.subscriptions);
  return (
    <AnalyticsTabFrame label="Subscriptions" range={range} onRangeChange={setRange} queries={[metrics, cohorts]}>
      {() => {
        const m = metrics.data!;
        const net = m.newThisMonth - m.canceledThisMonth;
        return (
          <>
            <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
              <Metric label="Active Subscriptions" text={count(m.totalActive)} />
              <Metric label="Trial Users" text={count(m.totalTrialing)} />
              <Metric label="Retention Rate" text={percent(m.retentionRate)} />
              <Metric label="Trial Conversion" text={percent(m.trialConversionRate)} />
            </dl>
            <SectionCard id="analytics-lifecycle" title="Subscription Lifecycle">
              <FigureList
                label="Subscription Lifecycle"
                items={[
                  ['Active', count(m.totalActive), 'text-success'],
                  ['Trialing', count(m.totalTrialing), 'text-primary-strong'],
                  ['Past due', count(m.totalPastDue), 'text-[#a16207]'],
                  ['Paused', count(m.totalPaused)],
                  ['Canceled', count(m.totalCanceled)],
                ]}
              />
              <div className="mt-5">
                <LifecycleChart points={m.lifecycle} />
              </div>
            </SectionCard>
            <div className="grid gap-5 lg:grid-cols-2">
              <SectionCard
                id="analytics-monthly-activity"
                title="Monthly Activity"
                description="In the selected period."
              >
                <FigureList
                  label="Monthly Activity"
                  items={[
                    ['New this month', count(m.newThisMonth)],
                    ['Cancellations', count(m.canceledThisMonth)],
                    [
                      'Net growth',
                      net.toLocaleString('en-US', { signDisplay: 'exceptZero' }),
                      net < 0 ? 'text-danger-strong' : 'text-success',
                    ],
                  ]}
                />
              </SectionCard>
              <SectionCard id="analytics-health" title="Health Indicators">
                <HealthIndicators metrics={m} />
              </SectionCard>
            </div>
            <SectionCard id="analytics-cohort-ltv" title="Lifetime Value by Cohort">
              <CohortLtvTable cohorts={cohorts.data!.cohorts} />
            </SectionCard>
            <SectionCard id="analytics-recommended-actions" title="Recommended Actions">
              <StaticList label="Recommended Actions" items={SUBSCRIPTION_RECOMMENDATIONS} />
            </SectionCard>
          </>
        );
      }}
    </AnalyticsTabFrame>
  );
}

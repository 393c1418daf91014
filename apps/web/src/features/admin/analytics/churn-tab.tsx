import { COHORT_LIMITS } from '@themeport/core';
import { SectionCard } from '@/components/section-card';
import { CHURN_RISK_INDICATORS, RETENTION_TIPS } from './advice';
import { useAnalytics } from './analytics-api';
import { count, percent, usd } from './analytics-format';
import { CancellationReasons } from './cancellation-reasons';
import { CohortRetentionTable } from './cohort-retention-table';
import { FigureList } from './figure-list';
import { Metric } from './metric';
import { StaticList } from './static-list';
import { AnalyticsTabFrame } from './analytics-tab-frame';
import { useAnalyticsRange } from './use-analytics-range';

/** spec 001 §2.13 Churn: rates, gross/net/annual churn, reasons, cohort retention (6), risks, tips. */
export function ChurnTab() {
  const [range, setRange] = useAnalyticsRange();
  const churn = useAnalytics('subscriptions/churn', range);
  const cohorts = useAnalytics('subscriptions/cohorts', range, COHORT_LIMITS.churn);
  return (
    <AnalyticsTabFrame label="Churn" range={range} onRangeChange={setRange} queries={[churn, cohorts]}>
      {() => {
        const c = churn.data!;
        const m = c.metrics;
        return (
          <>
            <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
              <Metric label="Customer Churn Rate" text={percent(m.customerChurnRate)} />
              <Metric label="Revenue Churn Rate" text={percent(m.revenueChurnRate)} />
              <Metric label="Monthly Churn Rate" text={percent(m.monthlyChurnRate)} />
              <Metric label="Total Churned" text={count(c.totalChurned)} />
            </dl>
            <div className="grid gap-5 lg:grid-cols-2">
              <SectionCard id="analytics-churn-rates" title="Churn Rates">
                <FigureList
                  label="Churn Rates"
                  items={[
                    ['Gross churn', percent(m.grossChurnRate)],
                    ['Net churn', percent(m.netChurnRate)],
                    ['Annual churn', percent(m.annualChurnRate)],
                    ['Net revenue retention', percent(m.netRevenueRetention)],
                    ['Gross revenue retention', percent(m.grossRevenueRetention)],
                  ]}
                />
              </SectionCard>
              <SectionCard id="analytics-churn-causes" title="Voluntary and Involuntary Churn">
                <FigureList
                  label="Voluntary and Involuntary Churn"
                  items={[
                    ['Customers at start', count(c.customersAtStart)],
                    ['Voluntary', `${count(c.voluntaryChurned)} · ${usd(c.voluntaryMRR)}`],
                    ['Involuntary (payment failed)', `${count(c.involuntaryChurned)} · ${usd(c.involuntaryMRR)}`],
                    ['Customer lifetime value', c.ltv === null ? '—' : usd(c.ltv)],
                  ]}
                />
              </SectionCard>
            </div>
            <SectionCard id="analytics-cancellation-reasons" title="Cancellation Reasons">
              <CancellationReasons rows={c.reasonRows} />
            </SectionCard>
            <SectionCard id="analytics-cohort-retention" title="Cohort Retention">
              <CohortRetentionTable cohorts={cohorts.data!.cohorts} />
            </SectionCard>
            <div className="grid gap-5 lg:grid-cols-2">
              <SectionCard id="analytics-risk-indicators" title="Risk Indicators">
                <FigureList
                  label="Risk Indicators"
                  items={CHURN_RISK_INDICATORS.map(([group, risk]) => [group, risk, 'text-danger-strong'] as const)}
                />
              </SectionCard>
              <SectionCard id="analytics-retention-tips" title="Retention Tips">
                <StaticList label="Retention Tips" items={RETENTION_TIPS} />
              </SectionCard>
            </div>
          </>
        );
      }}
    </AnalyticsTabFrame>
  );
}

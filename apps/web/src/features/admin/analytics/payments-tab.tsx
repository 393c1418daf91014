import { SectionCard } from '@/components/section-card';
import { PAYMENT_RECOMMENDATIONS } from './advice';
import { useAnalytics } from './analytics-api';
import { count, percent, successRateChange, usd } from './analytics-format';
import { FailureReasons } from './failure-reasons';
import { FailureTimelineChart } from './failure-timeline-chart';
import { FigureList } from './figure-list';
import { Metric } from './metric';
import { PaymentMethods } from './payment-methods';
import { PerformanceRing } from './performance-ring';
import { StaticList } from './static-list';
import { AnalyticsTabFrame } from './analytics-tab-frame';
import { useAnalyticsRange } from './use-analytics-range';

/** spec 001 §2.13 Payments: success, failures, methods, the failure timeline and retries. */
export function PaymentsTab() {
  const [range, setRange] = useAnalyticsRange();
  const success = useAnalytics('payments/success-rate', range);
  const failures = useAnalytics('payments/failures', range);
  return (
    <AnalyticsTabFrame label="Payments" range={range} onRangeChange={setRange} queries={[success, failures]}>
      {() => {
        const s = success.data!;
        const f = failures.data!;
        const recoveredCards = f.timeline.reduce((sum, point) => sum + point.recovered, 0);
        return (
          <>
            <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
              <Metric
                label="Success Rate"
                text={percent(s.successRate)}
                change={s.successRate === null ? null : successRateChange(s.successRate)}
              />
              <Metric label="Failed Payments" text={count(s.failedPayments)} />
              <Metric label="Lost Revenue" text={usd(s.lostRevenue)} />
              <Metric label="Recovered Cards" text={count(recoveredCards)} />
            </dl>
            <div className="grid gap-5 lg:grid-cols-3">
              <SectionCard id="analytics-payment-performance" title="Payment Performance">
                <PerformanceRing rate={s.successRate} />
                <p className="mt-3 text-center text-sm text-muted-foreground">
                  {count(s.successfulPayments)} of {count(s.totalAttempts)} first attempts succeeded
                </p>
              </SectionCard>
              <SectionCard id="analytics-failure-reasons" title="Failure Reasons" className="lg:col-span-2">
                <FailureReasons byReason={f.byReason} />
              </SectionCard>
            </div>
            <SectionCard id="analytics-payment-methods" title="Payment Method Performance">
              <PaymentMethods byMethod={f.byMethod} />
            </SectionCard>
            <SectionCard id="analytics-failure-timeline" title="Failure Timeline">
              <FailureTimelineChart points={f.timeline} />
            </SectionCard>
            <div className="grid gap-5 lg:grid-cols-2">
              <SectionCard id="analytics-retry-performance" title="Retry Performance">
                <FigureList
                  label="Retry Performance"
                  items={[
                    ['Average retry success', percent(s.avgRetrySuccess)],
                    ['Revenue recovered', usd(s.recoveredAmount)],
                    ['Recovery rate', percent(s.recoveryRate)],
                    ['Failed amount', usd(s.failedAmount)],
                    ['Active recoveries', count(s.activeRecoveries)],
                  ]}
                />
              </SectionCard>
              <SectionCard id="analytics-payment-recommendations" title="Recommendations">
                <StaticList label="Payment Recommendations" items={PAYMENT_RECOMMENDATIONS} />
              </SectionCard>
            </div>
          </>
        );
      }}
    </AnalyticsTabFrame>
  );
}

import { ANALYTICS_TEXT, type RevenueSummary } from '@themeport/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/lib/api';
import { CancellationReasons } from './cancellation-reasons';
import { CohortRetentionTable } from './cohort-retention-table';
import { FailureReasons } from './failure-reasons';
import { MrrMovement } from './mrr-movement';
import { PaymentMethods } from './payment-methods';
import { SubscriptionStatusList } from './subscription-status-list';
import { TabState } from './tab-state';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('analytics views', () => {
  it('shows the spec empty texts', () => {
    expect(renderToStaticMarkup(<CancellationReasons rows={[]} />)).toContain(ANALYTICS_TEXT.noCancellations);
    expect(renderToStaticMarkup(<FailureReasons byReason={{}} />)).toContain(ANALYTICS_TEXT.noFailures);
    expect(renderToStaticMarkup(<PaymentMethods byMethod={{}} />)).toContain(ANALYTICS_TEXT.noMethods);
  });

  it('colours payment methods by success rate at 95 and 90', () => {
    const html = renderToStaticMarkup(
      <PaymentMethods
        byMethod={{
          visa: { total: 100, failures: 4, rate: 96 },
          amex: { total: 100, failures: 8, rate: 92 },
          discover: { total: 100, failures: 20, rate: 80 },
        }}
      />,
    );
    expect(html).toMatch(/data-tone="green"[^>]*>96\.0%/);
    expect(html).toMatch(/data-tone="yellow"[^>]*>92\.0%/);
    expect(html).toMatch(/data-tone="red"[^>]*>80\.0%/);
  });

  it('lists subscription statuses with their colours', () => {
    const html = renderToStaticMarkup(
      <SubscriptionStatusList
        breakdown={{
          startDate: '2026-03-01',
          endDate: '2026-03-31',
          byPlan: {},
          byStatus: {
            active: { count: 5, mrr: 14_500 },
            trialing: { count: 2, mrr: 0 },
            past_due: { count: 1, mrr: 2_900 },
            canceled: { count: 3, mrr: 0 },
          },
        }}
      />,
    );
    expect(html).toMatch(
      /data-tone="green".*Active.*data-tone="blue".*Trialing.*data-tone="yellow".*Past due.*data-tone="grey".*Canceled/s,
    );
  });

  it('shows the MRR identity holding', () => {
    const summary = {
      startMRR: 10_000,
      newMRR: 2_900,
      expansionMRR: 1_000,
      reactivationMRR: 900,
      contractionMRR: 1_000,
      churnedMRR: 1_000,
      currentMRR: 12_800,
      netMRRChange: 2_800,
    } as RevenueSummary;
    const line = text(renderToStaticMarkup(<MrrMovement summary={summary} />));
    expect(line).toContain(
      'Start $100 + New $29 + Expansion $10 + Reactivation $9 − Contraction $10 − Churn $10 = End $128',
    );
    expect(line).toContain('Net MRR Change +$28');
    expect(line).not.toContain('reported end MRR');
  });

  it('shows a milestone a cohort has not reached as a dash', () => {
    const html = text(
      renderToStaticMarkup(
        <CohortRetentionTable
          cohorts={[
            {
              cohortMonth: '2026-01',
              initialCount: 10,
              initialMRR: 29_000,
              ltv: 8_700,
              avgLifetimeMonths: 2,
              retentionData: [{ month: 3, percentage: 70, mrrPercentage: 75 }],
            },
          ]}
        />,
      ),
    );
    expect(html).toContain('Jan 2026 10 70.0% — — $87');
  });

  it('says Failed to fetch data, with the server reason, when a call fails', () => {
    const failed = {
      data: undefined,
      isPending: false,
      isError: true,
      isFetching: false,
      error: new ApiRequestError({
        message: 'endDate cannot be before startDate',
        code: 'VALIDATION_ERROR',
        status: 400,
      }),
      refetch: () => undefined,
    };
    const html = text(renderToStaticMarkup(<TabState queries={[failed]}>{() => 'figures'}</TabState>));
    expect(html).toContain(ANALYTICS_TEXT.fetchFailed);
    expect(html).toContain('endDate cannot be before startDate');
    expect(html).toContain('Retry');
    expect(html).not.toContain('figures');
  });
});

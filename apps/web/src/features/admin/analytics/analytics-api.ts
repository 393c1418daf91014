// The /api/admin/analytics/* calls (spec 001 §7.2): startDate and endDate as yyyy-MM-dd, the
// cohort calls also ?limit=; every answer is `{ success: true, data }`.
import type {
  AnalyticsEnvelope,
  ChurnAnalysis,
  DateRange,
  MarketplaceSummary,
  PaymentFailures,
  PaymentSuccess,
  RevenueBreakdown,
  RevenueForecast,
  RevenueSummary,
  RevenueTimeline,
  SubscriptionCohorts,
  SubscriptionMetrics,
} from '@themeport/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, withQuery } from '@/lib/api';

interface AnalyticsCalls {
  'revenue/summary': RevenueSummary;
  'revenue/timeline': RevenueTimeline;
  'revenue/breakdown': RevenueBreakdown;
  'revenue/forecast': RevenueForecast;
  'subscriptions/metrics': SubscriptionMetrics;
  'subscriptions/cohorts': SubscriptionCohorts;
  'subscriptions/churn': ChurnAnalysis;
  'payments/success-rate': PaymentSuccess;
  'payments/failures': PaymentFailures;
  'marketplace/summary': MarketplaceSummary;
}
export type AnalyticsCall = keyof AnalyticsCalls;

/** Only this tab reads these, so the keys stay here (lib/query-keys.ts holds the shared roots). */
export const analyticsKeys = {
  all: ['admin', 'analytics'] as const,
  call: (call: AnalyticsCall, range: DateRange, limit?: number) =>
    ['admin', 'analytics', call, range.from, range.to, limit ?? null] as const,
};

export function fetchAnalytics<C extends AnalyticsCall>(
  call: C,
  range: DateRange,
  limit?: number,
  signal?: AbortSignal,
): Promise<AnalyticsCalls[C]> {
  const path = withQuery(`/api/admin/analytics/${call}`, { startDate: range.from, endDate: range.to, limit });
  return apiGet<AnalyticsEnvelope<AnalyticsCalls[C]>>(path, signal ? { signal } : undefined).then(
    (answer) => answer.data,
  );
}

/** One call for the chosen range; the previous range's figures stay while the next ones load. */
export function useAnalytics<C extends AnalyticsCall>(call: C, range: DateRange, limit?: number) {
  return useQuery({
    queryKey: analyticsKeys.call(call, range, limit),
    queryFn: ({ signal }) => fetchAnalytics(call, range, limit, signal),
    placeholderData: keepPreviousData,
    retry: 1,
  });
}

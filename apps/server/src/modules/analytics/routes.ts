// Admin analytics (spec 001 §2.13, §7.2; issue 23): every call is the platform admin's, takes
// startDate and endDate (yyyy-MM-dd, UTC days, inclusive; default the last 30 days) and answers
// { success: true, data }. Definitions: docs/analytics.md; the shapes: packages/core/src/analytics.ts.
import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { ANALYTICS_DEFAULT_RANGE_DAYS, COHORT_LIMIT_MAX, COHORT_LIMITS } from '@themeport/core';
import { requirePlatformRole } from '../../http/access.ts';
import type { AppContext } from '../../http/app-context.ts';
import { ErrorSchema, authErrors, json } from '../../http/schemas.ts';
import type { AppEnv } from '../../http/types.ts';
import type { Database } from '../../db/client.ts';
import { marketplaceSummary } from './marketplace.ts';
import { paymentFailures, paymentSuccess } from './payments.ts';
import { parseCohortLimit, parseRange, type ResolvedRange } from './range.ts';
import { revenueBreakdown, revenueForecast, revenueSummary, revenueTimeline } from './revenue.ts';
import { churnAnalysis, subscriptionCohorts, subscriptionMetrics } from './subscriptions.ts';

const tags = ['Admin: analytics'];
const day = (name: string, description: string) =>
  z
    .string()
    .optional()
    .openapi({ param: { name, in: 'query' }, example: '2026-11-01', description });
// The query is checked in the handler with core's schema, so a bad one is a 400 with its message.
const rangeQuery = z.object({
  startDate: day('startDate', `yyyy-MM-dd, UTC; default ${ANALYTICS_DEFAULT_RANGE_DAYS - 1} days before endDate`),
  endDate: day('endDate', 'yyyy-MM-dd, UTC, inclusive; default today'),
});
const cohortQuery = rangeQuery.extend({
  limit: z
    .string()
    .optional()
    .openapi({ param: { name: 'limit', in: 'query' }, description: `Cohorts (months), 1 to ${COHORT_LIMIT_MAX}` }),
});
const envelope = z
  .object({ success: z.literal(true), data: z.record(z.string(), z.unknown()) })
  .openapi('AnalyticsEnvelope');
const responses = (what: string) => ({
  200: json(envelope, `{ success: true, data: ${what} } (packages/core/src/analytics.ts)`),
  400: json(ErrorSchema, 'Bad date, endDate before startDate, or a range over 5 years (the message says which)'),
  403: json(ErrorSchema, 'FORBIDDEN: not an admin'),
  ...authErrors,
});

type Answer = (db: Database, range: ResolvedRange, query: Record<string, string>) => Promise<object>;

const CALLS: { path: string; summary: string; type: string; cohort?: boolean; answer: Answer }[] = [
  {
    path: 'revenue/summary',
    summary: 'MRR at the range end and start, ARR, ARPA, paying accounts and the MRR movements',
    type: 'RevenueSummary',
    answer: revenueSummary,
  },
  {
    path: 'revenue/timeline',
    summary: 'Per day, week or month: MRR, paying accounts, movements, subscription and marketplace cash',
    type: 'RevenueTimeline',
    answer: revenueTimeline,
  },
  {
    path: 'revenue/breakdown',
    summary: 'Paying accounts and MRR by plan at the range end; subscriptions by status now',
    type: 'RevenueBreakdown',
    answer: revenueBreakdown,
  },
  {
    path: 'revenue/forecast',
    summary: 'The next six months from the trailing six months of net MRR growth',
    type: 'RevenueForecast',
    answer: revenueForecast,
  },
  {
    path: 'subscriptions/metrics',
    summary: 'Subscriptions by status, started and stopped in the range, churn, retention, lifecycle',
    type: 'SubscriptionMetrics',
    answer: subscriptionMetrics,
  },
  {
    path: 'subscriptions/cohorts',
    summary: `Monthly cohorts of first payment up to the range end (limit, default ${COHORT_LIMITS.subscriptions})`,
    type: 'SubscriptionCohorts',
    cohort: true,
    answer: (db, range, query) => subscriptionCohorts(db, range, parseCohortLimit(query, COHORT_LIMITS.subscriptions)),
  },
  {
    path: 'subscriptions/churn',
    summary: 'Customer, revenue, gross and net MRR churn, NRR, GRR, LTV, reasons, voluntary and involuntary',
    type: 'ChurnAnalysis',
    answer: churnAnalysis,
  },
  {
    path: 'payments/success-rate',
    summary: 'First-attempt success, failed, recovered and lost amounts, recovery rate',
    type: 'PaymentSuccess',
    answer: paymentSuccess,
  },
  {
    path: 'payments/failures',
    summary: 'First-attempt failures by spec 001 §8.1 code and card brand, and over time with recoveries',
    type: 'PaymentFailures',
    answer: paymentFailures,
  },
  {
    path: 'marketplace/summary',
    summary: "Theme sales, the platform's 20%, developer earnings, refunds and total revenue with subscriptions",
    type: 'MarketplaceSummary',
    answer: marketplaceSummary,
  },
];

export function registerAnalyticsRoutes(app: OpenAPIHono<AppEnv>, { db }: AppContext): void {
  for (const call of CALLS) {
    const route = createRoute({
      method: 'get',
      path: `/api/admin/analytics/${call.path}`,
      middleware: [requirePlatformRole('admin')],
      tags,
      summary: call.summary,
      request: { query: call.cohort ? cohortQuery : rangeQuery },
      responses: responses(call.type),
    });
    app.openapi(route, async (c) => {
      const query = c.req.query();
      const data = await call.answer(db, parseRange(query), query);
      return c.json({ success: true as const, data: data as Record<string, unknown> }, 200);
    });
  }
}

// The developer's own money (issue 22): earnings, sales, payouts, statements, payout account.
// Every route is the signed-in developer's: the seller id is the session's user, never the request's.
import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { exportFileName, salesQuerySchema } from '@themeport/core';
import type { PayoutProvider } from '../../adapters/payouts/index.ts';
import { requirePlatformRole } from '../../http/access.ts';
import type { AppContext } from '../../http/app-context.ts';
import { ErrorSchema, authErrors, json } from '../../http/schemas.ts';
import type { AppEnv } from '../../http/types.ts';
import {
  EarningsChartsSchema,
  EarningsSummarySchema,
  PayoutAccountSchema,
  PayoutSchema,
  SaleSchema,
  StatementSchema,
  csvResponse,
  developerOnly,
  monthParamSchema,
  pdfResponse,
} from './schemas.ts';
import {
  earningsCharts,
  earningsSummary,
  listPayouts,
  listSales,
  payoutAccount,
  payoutOnboardingLink,
} from './service.ts';
import { salesCsv, sendCsv, sendPdf } from './documents.ts';
import { buildStatement, statementCsv, statementMonths, statementPdf } from './statements.ts';

const tags = ['Developer money'];
const developer = () => requirePlatformRole('developer');
const errors = { ...developerOnly, ...authErrors };

const routes = {
  summary: createRoute({
    method: 'get',
    path: '/api/developer/earnings',
    middleware: [developer()],
    tags,
    summary: 'Earnings this month and last, available and pending balance, the next payout (developer)',
    responses: { 200: json(EarningsSummarySchema, 'The summary'), ...errors },
  }),
  charts: createRoute({
    method: 'get',
    path: '/api/developer/earnings/charts',
    middleware: [developer()],
    tags,
    summary: 'Sales and revenue by month (12 months, UTC) and the top themes (developer)',
    responses: { 200: json(EarningsChartsSchema, 'The series'), ...errors },
  }),
  sales: createRoute({
    method: 'get',
    path: '/api/developer/sales',
    middleware: [developer()],
    tags,
    summary: "The developer's sales, newest first, by theme, dates (UTC, inclusive) and search (up to 1,000)",
    request: { query: salesQuerySchema },
    responses: {
      200: json(z.object({ sales: z.array(SaleSchema) }), 'The sales'),
      400: json(ErrorSchema, 'Bad filter'),
      ...errors,
    },
  }),
  salesCsv: createRoute({
    method: 'get',
    path: '/api/developer/sales/csv',
    middleware: [developer()],
    tags,
    summary: 'The same sales as CSV',
    request: { query: salesQuerySchema },
    responses: { ...csvResponse('The sales'), 400: json(ErrorSchema, 'Bad filter'), ...errors },
  }),
  payouts: createRoute({
    method: 'get',
    path: '/api/developer/payouts',
    middleware: [developer()],
    tags,
    summary: "The developer's payouts, newest first",
    responses: { 200: json(z.object({ payouts: z.array(PayoutSchema) }), 'The payouts'), ...errors },
  }),
  months: createRoute({
    method: 'get',
    path: '/api/developer/statements',
    middleware: [developer()],
    tags,
    summary: 'The months (YYYY-MM, UTC) with statement lines, newest first',
    responses: { 200: json(z.object({ months: z.array(z.string()) }), 'The months'), ...errors },
  }),
  statement: createRoute({
    method: 'get',
    path: '/api/developer/statements/{month}',
    middleware: [developer()],
    tags,
    summary: "A month's statement: every line with the running balance, opening and closing",
    request: { params: monthParamSchema },
    responses: {
      200: json(StatementSchema, 'The statement'),
      400: json(ErrorSchema, 'Not a YYYY-MM month'),
      ...errors,
    },
  }),
  statementCsv: createRoute({
    method: 'get',
    path: '/api/developer/statements/{month}/csv',
    middleware: [developer()],
    tags,
    summary: "A month's statement as CSV",
    request: { params: monthParamSchema },
    responses: { ...csvResponse('The statement'), 400: json(ErrorSchema, 'Not a YYYY-MM month'), ...errors },
  }),
  statementPdf: createRoute({
    method: 'get',
    path: '/api/developer/statements/{month}/pdf',
    middleware: [developer()],
    tags,
    summary: "A month's statement as PDF",
    request: { params: monthParamSchema },
    responses: { ...pdfResponse('The statement'), 400: json(ErrorSchema, 'Not a YYYY-MM month'), ...errors },
  }),
  account: createRoute({
    method: 'get',
    path: '/api/developer/payout-account',
    middleware: [developer()],
    tags,
    summary:
      'Where payouts go: local (settled by Themeport, nothing to connect) or the Stripe Express account and its state',
    responses: { 200: json(PayoutAccountSchema, 'The payout account'), ...errors },
  }),
  onboarding: createRoute({
    method: 'post',
    path: '/api/developer/payout-account/onboarding-link',
    middleware: [developer()],
    tags,
    summary: "Stripe Connect's onboarding link (the Express account is created on first use); 400 locally",
    responses: {
      201: json(z.object({ url: z.string() }), 'Go there to connect the account'),
      400: json(ErrorSchema, 'Local payouts: nothing to connect'),
      ...errors,
    },
  }),
};

export function registerSellerMoneyRoutes(
  app: OpenAPIHono<AppEnv>,
  { db, config }: AppContext,
  payouts: PayoutProvider,
): void {
  const seller = (c: Context<AppEnv>) => c.get('user');

  app.openapi(routes.summary, async (c) => c.json(await earningsSummary(db, seller(c).id), 200));
  app.openapi(routes.charts, async (c) => c.json(await earningsCharts(db, seller(c).id), 200));
  app.openapi(routes.sales, async (c) =>
    c.json({ sales: await listSales(db, seller(c).id, c.req.valid('query')) }, 200),
  );
  app.openapi(routes.salesCsv, async (c) => {
    const sales = await listSales(db, seller(c).id, c.req.valid('query'));
    return sendCsv(c, exportFileName('sales', 'csv', new Date()), salesCsv(sales)) as never;
  });
  app.openapi(routes.payouts, async (c) => c.json({ payouts: await listPayouts(db, seller(c).id) }, 200));
  app.openapi(routes.months, async (c) => c.json({ months: await statementMonths(db, seller(c).id) }, 200));
  app.openapi(routes.statement, async (c) =>
    c.json(await buildStatement(db, seller(c).id, c.req.valid('param').month), 200),
  );
  app.openapi(routes.statementCsv, async (c) => {
    const { month } = c.req.valid('param');
    return sendCsv(c, `statement-${month}.csv`, statementCsv(await buildStatement(db, seller(c).id, month))) as never;
  });
  app.openapi(routes.statementPdf, async (c) => {
    const { month } = c.req.valid('param');
    const user = seller(c);
    const pdf = await statementPdf(await buildStatement(db, user.id, month), {
      name: user.fullName ?? user.email,
      email: user.email,
    });
    return sendPdf(c, `statement-${month}.pdf`, pdf) as never;
  });
  app.openapi(routes.account, async (c) => c.json(await payoutAccount(db, payouts, seller(c).id), 200));
  app.openapi(routes.onboarding, async (c) => {
    const back = `${config.publicUrl}/developer-portal/earnings`;
    const link = await payoutOnboardingLink(db, payouts, seller(c), { returnUrl: back, refreshUrl: back });
    return c.json(link, 201);
  });
}

// The back office's side of sellers' money (issue 22): the developers with their store figures,
// their sales and statements, refunds, payouts (one, a batch, settling) and the platform's take.
import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import {
  createPayoutBatchSchema,
  createPayoutSchema,
  exportFileName,
  refundPurchaseSchema,
  salesQuerySchema,
  settlePayoutSchema,
} from '@themeport/core';
import type { PaymentProvider } from '../../adapters/payments/types.ts';
import type { PayoutProvider } from '../../adapters/payouts/index.ts';
import { requirePlatformRole } from '../../http/access.ts';
import type { AppContext } from '../../http/app-context.ts';
import { auditContext } from '../../http/audit-context.ts';
import { ErrorSchema, authErrors, json, jsonBody } from '../../http/schemas.ts';
import type { AppEnv } from '../../http/types.ts';
import { AppError } from '../../errors.ts';
import { salesCsv, sendCsv, sendPdf } from './documents.ts';
import { createPayout, createPayoutBatch, settlePayout } from './payouts.ts';
import { selectUser } from './queries.ts';
import { refundPurchase } from './refunds.ts';
import {
  PayoutSchema,
  PlatformTakeSchema,
  RefundSchema,
  SaleSchema,
  SellerSchema,
  StatementSchema,
  adminOnly,
  csvResponse,
  payoutParamSchema,
  pdfResponse,
  purchaseParamSchema,
  sellerMonthParamSchema,
  sellerParamSchema,
} from './schemas.ts';
import { listPayouts, listSales, listSellers, platformTake } from './service.ts';
import { buildStatement, statementCsv, statementMonths, statementPdf } from './statements.ts';

const tags = ['Admin: developers and payouts'];
const admin = () => requirePlatformRole('admin');
const errors = { ...adminOnly, ...authErrors };
const notFound = { 404: json(ErrorSchema, 'SELLER_NOT_FOUND') };
const payoutRefusals = json(
  ErrorSchema,
  'PAYOUT_BELOW_MINIMUM, PAYOUT_EXCEEDS_BALANCE or NO_PAYOUT_ACCOUNT (Stripe: not connected)',
);

const routes = {
  developers: createRoute({
    method: 'get',
    path: '/api/admin/developers',
    middleware: [admin()],
    tags,
    summary: 'Every developer (and seller) with themes, sales, refunds, gross, available, pending and paid out',
    responses: { 200: json(z.object({ developers: z.array(SellerSchema) }), 'The developers'), ...errors },
  }),
  take: createRoute({
    method: 'get',
    path: '/api/admin/platform-take',
    middleware: [admin()],
    tags,
    summary: "The platform's take (20% fees net of refunds, plus its own themes' sales): this month, last, all time",
    responses: { 200: json(PlatformTakeSchema, 'The take'), ...errors },
  }),
  sales: createRoute({
    method: 'get',
    path: '/api/admin/developers/{userId}/sales',
    middleware: [admin()],
    tags,
    summary: "A developer's sales (the developer's own filters)",
    request: { params: sellerParamSchema, query: salesQuerySchema },
    responses: {
      200: json(z.object({ sales: z.array(SaleSchema) }), 'The sales'),
      400: json(ErrorSchema, 'Bad filter'),
      ...notFound,
      ...errors,
    },
  }),
  salesCsv: createRoute({
    method: 'get',
    path: '/api/admin/developers/{userId}/sales/csv',
    middleware: [admin()],
    tags,
    summary: "A developer's sales as CSV",
    request: { params: sellerParamSchema, query: salesQuerySchema },
    responses: { ...csvResponse('The sales'), 400: json(ErrorSchema, 'Bad filter'), ...notFound, ...errors },
  }),
  months: createRoute({
    method: 'get',
    path: '/api/admin/developers/{userId}/statements',
    middleware: [admin()],
    tags,
    summary: "A developer's statement months",
    request: { params: sellerParamSchema },
    responses: { 200: json(z.object({ months: z.array(z.string()) }), 'The months'), ...notFound, ...errors },
  }),
  statement: createRoute({
    method: 'get',
    path: '/api/admin/developers/{userId}/statements/{month}',
    middleware: [admin()],
    tags,
    summary: "A developer's statement for a month",
    request: { params: sellerMonthParamSchema },
    responses: {
      200: json(StatementSchema, 'The statement'),
      400: json(ErrorSchema, 'Bad month'),
      ...notFound,
      ...errors,
    },
  }),
  statementCsv: createRoute({
    method: 'get',
    path: '/api/admin/developers/{userId}/statements/{month}/csv',
    middleware: [admin()],
    tags,
    summary: "A developer's statement as CSV",
    request: { params: sellerMonthParamSchema },
    responses: { ...csvResponse('The statement'), 400: json(ErrorSchema, 'Bad month'), ...notFound, ...errors },
  }),
  statementPdf: createRoute({
    method: 'get',
    path: '/api/admin/developers/{userId}/statements/{month}/pdf',
    middleware: [admin()],
    tags,
    summary: "A developer's statement as PDF",
    request: { params: sellerMonthParamSchema },
    responses: { ...pdfResponse('The statement'), 400: json(ErrorSchema, 'Bad month'), ...notFound, ...errors },
  }),
  createPayout: createRoute({
    method: 'post',
    path: '/api/admin/developers/{userId}/payouts',
    middleware: [admin()],
    tags,
    summary: 'Pay a developer out: the amount (default all available, at least $50, at most the available balance)',
    request: { params: sellerParamSchema, ...jsonBody(createPayoutSchema) },
    responses: {
      201: json(
        PayoutSchema.omit({ sellerName: true, sellerEmail: true }),
        'The payout (pending locally; with Stripe paid, failed when refused, or pending when the outcome is unknown)',
      ),
      400: json(ErrorSchema, 'Bad amount'),
      409: payoutRefusals,
      ...notFound,
      ...errors,
    },
  }),
  payouts: createRoute({
    method: 'get',
    path: '/api/admin/payouts',
    middleware: [admin()],
    tags,
    summary: 'Every payout, newest first (200)',
    responses: { 200: json(z.object({ payouts: z.array(PayoutSchema) }), 'The payouts'), ...errors },
  }),
  batch: createRoute({
    method: 'post',
    path: '/api/admin/payouts/batches',
    middleware: [admin()],
    tags,
    summary: 'A payout run: every developer whose available balance is at least $50 is paid all of it',
    request: jsonBody(createPayoutBatchSchema),
    responses: {
      201: json(
        z.object({
          batch: z.string(),
          created: z.number().int(),
          totalCents: z.number().int(),
          resent: z.number().int().openapi({
            description: 'Stripe payouts left pending by an unknown outcome that this run found paid or sent again',
          }),
          skipped: z.array(z.object({ sellerId: z.string(), code: z.string() })),
        }),
        'What the run paid, and whom it skipped and why',
      ),
      400: json(ErrorSchema, 'Bad input'),
      ...errors,
    },
  }),
  settle: createRoute({
    method: 'post',
    path: '/api/admin/payouts/{payoutId}/settle',
    middleware: [admin()],
    tags,
    summary:
      'Settle a pending local payout: paid (with the bank reference) or failed (its money returns to the balance)',
    request: { params: payoutParamSchema, ...jsonBody(settlePayoutSchema) },
    responses: {
      200: json(PayoutSchema.omit({ sellerName: true, sellerEmail: true }), 'The payout'),
      400: json(ErrorSchema, 'No reference for a paid payout'),
      404: json(ErrorSchema, 'PAYOUT_NOT_FOUND'),
      409: json(ErrorSchema, 'PAYOUT_NOT_PENDING, or PAYOUT_NOT_MANUAL: a Stripe payout settles by its transfer'),
      ...errors,
    },
  }),
  refund: createRoute({
    method: 'post',
    path: '/api/admin/purchases/{purchaseId}/refund',
    middleware: [admin()],
    tags,
    summary:
      'Refund a purchase in full through the payment provider, once; reverses the ledger and revokes the licence',
    request: { params: purchaseParamSchema, ...jsonBody(refundPurchaseSchema) },
    responses: {
      200: json(RefundSchema, 'Refunded'),
      400: json(ErrorSchema, 'NOT_REFUNDABLE (free, or not paid through checkout)'),
      404: json(ErrorSchema, 'PURCHASE_NOT_FOUND'),
      409: json(ErrorSchema, 'ALREADY_REFUNDED'),
      502: json(ErrorSchema, 'REFUND_FAILED: the provider refused; nothing changed, try again'),
      ...errors,
    },
  }),
};

const payoutBody = <T extends { createdAt: Date; settledAt: Date | null }>(row: T) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  settledAt: row.settledAt?.toISOString() ?? null,
});

export function registerSellerMoneyAdminRoutes(
  app: OpenAPIHono<AppEnv>,
  { db, config, logger }: AppContext,
  adapters: { payments: PaymentProvider; payouts: PayoutProvider },
): void {
  const payoutDeps = { db, payouts: adapters.payouts, logger };
  const existingSeller = async (userId: string) => {
    const user = await selectUser(db, userId);
    if (!user) throw new AppError('SELLER_NOT_FOUND', 404, 'Developer not found.');
    return user;
  };

  app.openapi(routes.developers, async (c) => c.json({ developers: await listSellers(db) }, 200));
  app.openapi(routes.take, async (c) => c.json(await platformTake(db), 200));
  app.openapi(routes.sales, async (c) => {
    const { userId } = c.req.valid('param');
    await existingSeller(userId);
    return c.json({ sales: await listSales(db, userId, c.req.valid('query')) }, 200);
  });
  app.openapi(routes.salesCsv, async (c) => {
    const { userId } = c.req.valid('param');
    await existingSeller(userId);
    const sales = await listSales(db, userId, c.req.valid('query'));
    return sendCsv(c, exportFileName('sales', 'csv', new Date()), salesCsv(sales)) as never;
  });
  app.openapi(routes.months, async (c) => {
    const { userId } = c.req.valid('param');
    await existingSeller(userId);
    return c.json({ months: await statementMonths(db, userId) }, 200);
  });
  app.openapi(routes.statement, async (c) => {
    const { userId, month } = c.req.valid('param');
    await existingSeller(userId);
    return c.json(await buildStatement(db, userId, month), 200);
  });
  app.openapi(routes.statementCsv, async (c) => {
    const { userId, month } = c.req.valid('param');
    await existingSeller(userId);
    return sendCsv(c, `statement-${month}.csv`, statementCsv(await buildStatement(db, userId, month))) as never;
  });
  app.openapi(routes.statementPdf, async (c) => {
    const { userId, month } = c.req.valid('param');
    const user = await existingSeller(userId);
    return sendPdf(
      c,
      `statement-${month}.pdf`,
      await statementPdf(await buildStatement(db, userId, month), user),
    ) as never;
  });
  app.openapi(routes.createPayout, async (c) => {
    const { userId } = c.req.valid('param');
    await existingSeller(userId);
    const body = c.req.valid('json');
    const payout = await createPayout(payoutDeps, auditContext(c, config), { sellerId: userId, ...body });
    return c.json(payoutBody(payout), 201);
  });
  app.openapi(routes.payouts, async (c) => c.json({ payouts: await listPayouts(db, null) }, 200));
  app.openapi(routes.batch, async (c) => {
    const batch = c.req.valid('json').batch ?? `Payout run ${new Date().toISOString().slice(0, 10)}`;
    const result = await createPayoutBatch(payoutDeps, auditContext(c, config), { batch });
    const totalCents = result.created.reduce((sum, payout) => sum + payout.amountCents, 0);
    return c.json(
      { batch, created: result.created.length, totalCents, resent: result.resent.length, skipped: result.skipped },
      201,
    );
  });
  app.openapi(routes.settle, async (c) => {
    const { payoutId } = c.req.valid('param');
    const payout = await settlePayout(db, auditContext(c, config), { payoutId, ...c.req.valid('json') });
    return c.json(payoutBody(payout), 200);
  });
  app.openapi(routes.refund, async (c) => {
    const { purchaseId } = c.req.valid('param');
    const outcome = await refundPurchase({ db, payments: adapters.payments, logger }, auditContext(c, config), {
      purchaseId,
      reason: c.req.valid('json').reason,
    });
    return c.json(outcome, 200);
  });
}

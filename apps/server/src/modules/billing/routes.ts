import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { changePlanSchema } from '@themeport/core';
import type { PaymentProvider } from '../../adapters/payments/types.ts';
import { AppError } from '../../errors.ts';
import { requireAccount } from '../../http/access.ts';
import type { AppEnv } from '../../http/types.ts';
import type { AppContext } from '../../http/app-context.ts';
import { ErrorSchema, json, jsonBody, accountParamSchema } from '../../http/schemas.ts';
import { accountBuyer, registerCheckoutRoutes } from './checkout-routes.ts';
import { startSetupCheckout, type CheckoutContext } from './checkout.ts';
import { renderInvoicePdf, renderReceiptHtml } from './invoice-documents.ts';
import {
  billingOverview,
  billingPortalUrl,
  getInvoiceRow,
  listInvoices,
  listPaymentMethods,
  removePaymentMethod,
  setDefaultPaymentMethod,
  subscriptionResponse,
} from './service.ts';
import { changePlan } from './plan-change.ts';
import { registerPlanRoutes } from './plan-routes.ts';
import { selectAccountName } from './queries.ts';
import {
  CreatedSchema,
  InvoiceSchema,
  OverviewSchema,
  PaymentMethodsSchema,
  SubscriptionResponseSchema,
  invoiceDocumentParam,
  invoiceParam,
  methodParam,
  ownerOnly,
  paymentErrors,
} from './schemas.ts';

// Billing is the owner's: the matrix gives 'billing' write to owners only.
const owner = requireAccount('billing:write');
const tags = ['Billing'];
const routes = {
  subscription: createRoute({
    method: 'get',
    path: '/api/accounts/{accountId}/subscription',
    middleware: [requireAccount('account:read')],
    tags,
    summary: "The account's plan and subscription (any member)",
    request: { params: accountParamSchema },
    responses: { 200: json(SubscriptionResponseSchema, 'The plan'), ...ownerOnly },
  }),
  changePlan: createRoute({
    method: 'post',
    path: '/api/accounts/{accountId}/subscription',
    middleware: [owner],
    tags,
    summary:
      'Subscribe (a checkout), upgrade now (prorated, charged on the default card) or downgrade at the period end (owner); the same request twice changes nothing',
    request: { params: accountParamSchema, ...jsonBody(changePlanSchema) },
    responses: {
      200: json(SubscriptionResponseSchema, 'Changed in place'),
      201: json(CreatedSchema, 'A checkout to go to'),
      ...paymentErrors,
      409: json(ErrorSchema, 'CARD_REQUIRED: no usable card on file for an upgrade'),
      ...ownerOnly,
    },
  }),
  overview: createRoute({
    method: 'get',
    path: '/api/accounts/{accountId}/billing',
    middleware: [owner],
    tags,
    summary: 'Plan summary and next-invoice estimate (owner)',
    request: { params: accountParamSchema },
    responses: { 200: json(OverviewSchema, 'The overview'), ...ownerOnly },
  }),
  invoices: createRoute({
    method: 'get',
    path: '/api/accounts/{accountId}/invoices',
    middleware: [owner],
    tags,
    summary: 'Invoices, newest first (owner)',
    request: {
      params: accountParamSchema,
      query: z.object({ limit: z.coerce.number().int().min(1).max(100).default(10) }),
    },
    responses: {
      200: json(z.object({ invoices: z.array(InvoiceSchema) }).openapi('InvoicesResponse'), 'Invoices'),
      ...ownerOnly,
    },
  }),
  paymentMethods: createRoute({
    method: 'get',
    path: '/api/accounts/{accountId}/payment-methods',
    middleware: [owner],
    tags,
    summary: 'Cards on file, newest first (owner)',
    request: { params: accountParamSchema },
    responses: { 200: json(PaymentMethodsSchema, 'Cards'), ...ownerOnly },
  }),
  setupCard: createRoute({
    method: 'post',
    path: '/api/accounts/{accountId}/payment-methods/setup',
    middleware: [owner],
    tags,
    summary: 'Start adding a card (a setup-mode checkout) (owner)',
    request: { params: accountParamSchema },
    responses: { 201: json(CreatedSchema, 'A checkout to go to'), ...paymentErrors, ...ownerOnly },
  }),
  setDefault: createRoute({
    method: 'post',
    path: '/api/accounts/{accountId}/payment-methods/{paymentMethodId}/default',
    middleware: [owner],
    tags,
    summary: 'Make a card the default; exactly one default afterwards (owner)',
    request: { params: methodParam },
    responses: {
      200: json(PaymentMethodsSchema, 'Cards'),
      404: json(ErrorSchema, 'Payment method not found'),
      ...paymentErrors,
      ...ownerOnly,
    },
  }),
  removeMethod: createRoute({
    method: 'delete',
    path: '/api/accounts/{accountId}/payment-methods/{paymentMethodId}',
    middleware: [owner],
    tags,
    summary: 'Remove a card; not the default while others exist (owner)',
    request: { params: methodParam },
    responses: {
      200: json(PaymentMethodsSchema, 'Cards'),
      404: json(ErrorSchema, 'Payment method not found'),
      409: json(ErrorSchema, 'CANNOT_REMOVE_DEFAULT'),
      ...paymentErrors,
      ...ownerOnly,
    },
  }),
  portal: createRoute({
    method: 'post',
    path: '/api/accounts/{accountId}/billing/portal',
    middleware: [owner],
    tags,
    summary: "The provider's billing portal (Stripe only) (owner)",
    request: { params: accountParamSchema },
    responses: {
      200: json(z.object({ url: z.string() }), 'Go to `url`'),
      404: json(ErrorSchema, 'No portal with this provider'),
      ...ownerOnly,
    },
  }),
  receipt: createRoute({
    method: 'get',
    path: '/api/accounts/{accountId}/invoices/{invoiceId}/receipt',
    middleware: [owner],
    tags,
    summary: "An invoice's receipt as a page (owner)",
    request: { params: invoiceDocumentParam },
    responses: {
      200: { content: { 'text/html': { schema: z.string() } }, description: 'The receipt' },
      404: json(ErrorSchema, 'Invoice not found'),
      ...ownerOnly,
    },
  }),
  pdf: createRoute({
    method: 'get',
    path: '/api/accounts/{accountId}/invoices/{invoiceId}/pdf',
    middleware: [owner],
    tags,
    summary: 'An invoice as a PDF (owner)',
    request: { params: invoiceDocumentParam },
    responses: {
      200: {
        content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } },
        description: 'The invoice',
      },
      404: json(ErrorSchema, 'Invoice not found'),
      ...ownerOnly,
    },
  }),
};

export function registerBillingRoutes(
  app: OpenAPIHono<AppEnv>,
  { db, config, logger, security }: AppContext,
  provider: PaymentProvider,
): void {
  const ctx: CheckoutContext = { db, provider, publicUrl: config.publicUrl, logger };

  registerCheckoutRoutes(app, ctx, security);

  app.openapi(routes.subscription, async (c) => c.json(await subscriptionResponse(db, c.get('account').id), 200));
  app.openapi(routes.changePlan, async (c) => {
    const result = await changePlan(ctx, accountBuyer(c), c.req.valid('json').plan);
    return result.kind === 'checkout' ? c.json(result.session, 201) : c.json(result.subscription, 200);
  });
  registerPlanRoutes(app, ctx);
  app.openapi(routes.overview, async (c) => c.json(await billingOverview(ctx, c.get('account').id), 200));
  app.openapi(routes.invoices, async (c) =>
    c.json({ invoices: await listInvoices(db, c.get('account').id, c.req.valid('query').limit) }, 200),
  );
  app.openapi(routes.paymentMethods, async (c) =>
    c.json({ paymentMethods: await listPaymentMethods(db, c.get('account').id) }, 200),
  );
  app.openapi(routes.setupCard, async (c) => c.json(await startSetupCheckout(ctx, accountBuyer(c)), 201));
  app.openapi(routes.setDefault, async (c) => {
    const { paymentMethodId } = c.req.valid('param');
    return c.json({ paymentMethods: await setDefaultPaymentMethod(ctx, c.get('account').id, paymentMethodId) }, 200);
  });
  app.openapi(routes.removeMethod, async (c) => {
    const { paymentMethodId } = c.req.valid('param');
    return c.json({ paymentMethods: await removePaymentMethod(ctx, c.get('account').id, paymentMethodId) }, 200);
  });
  app.openapi(routes.portal, async (c) =>
    c.json({ url: await billingPortalUrl(ctx, c.get('account').id, '/account/billing') }, 200),
  );

  // The local provider's invoice documents. An id that is not a UUID is a 404, like an unknown one.
  async function invoiceDocument(c: Context<AppEnv>) {
    const parsed = invoiceParam.safeParse(c.req.param());
    if (!parsed.success) throw new AppError('NOT_FOUND', 404, 'Invoice not found');
    const invoice = await getInvoiceRow(db, c.get('account').id, parsed.data.invoiceId);
    return { invoice, accountName: (await selectAccountName(db, invoice.accountId)) ?? '' };
  }
  // Not JSON: the typed handler signature only knows c.json().
  app.openapi(routes.receipt, async (c) => c.html(renderReceiptHtml(await invoiceDocument(c))) as never);
  app.openapi(routes.pdf, async (c) => {
    const document = await invoiceDocument(c);
    c.header('Content-Type', 'application/pdf');
    c.header('Content-Disposition', `inline; filename="invoice-${document.invoice.number}.pdf"`);
    return c.body(Buffer.from(await renderInvoicePdf(document))) as never;
  });
}

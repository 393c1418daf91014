import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import {
  AUTH_TEXT,
  CHECKOUT_MODES,
  CHECKOUT_STATUSES,
  INVOICE_STATUSES,
  changePlanSchema,
  createCheckoutSchema,
  payCheckoutSchema,
} from '@themeport/core';
import type { PaymentProvider } from '../../adapters/payments/types.ts';
import { AppError } from '../../errors.ts';
import type { AppEnv } from '../../http/types.ts';
import { CURRENT_ACCOUNT_COOKIE, listMemberships, pickCurrentAccount } from '../accounts/index.ts';
import type { AppContext } from '../../http/app-context.ts';
import { ErrorSchema, authErrors, json, jsonBody } from '../../http/schemas.ts';
import { createCheckout, startSetupCheckout, type Buyer, type CheckoutContext } from './checkout.ts';
import { renderInvoicePdf, renderReceiptHtml } from './invoice-documents.ts';
import { cancelLocalSession, payLocalSession, viewLocalSession } from './local-checkout.ts';
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
import { registerPlanRoutes, SubscriptionResponseSchema, SummarySchema } from './plan-routes.ts';
import { accounts } from '../../db/schema.ts';
import { eq } from 'drizzle-orm';

const CreatedSchema = z.object({ id: z.string(), url: z.string() }).openapi('CheckoutSessionCreated');
const RedirectSchema = z.object({ redirectUrl: z.string() }).openapi('CheckoutRedirect');
const SessionViewSchema = z
  .object({
    id: z.string(),
    mode: z.enum(CHECKOUT_MODES),
    status: z.enum(CHECKOUT_STATUSES),
    testMode: z.literal(true),
    accountName: z.string(),
    email: z.string(),
    lines: z.array(
      z.object({
        themeId: z.string().nullable(),
        name: z.string(),
        description: z.string(),
        image: z.string().nullable(),
        quantity: z.number().int(),
        amount: z.number().int(),
      }),
    ),
    total: z.number().int(),
    currency: z.string(),
    interval: z.literal('month').nullable(),
    successUrl: z.string(),
    cancelUrl: z.string(),
  })
  .openapi('CheckoutSessionView');
const OverviewSchema = z
  .object({
    provider: z.enum(['local', 'stripe']),
    subscription: SummarySchema,
    nextInvoice: z
      .object({ date: z.string(), amount: z.number().int(), overages: z.number().int(), currency: z.string() })
      .nullable(),
  })
  .openapi('BillingOverview');
const InvoiceSchema = z
  .object({
    id: z.string(),
    number: z.string(),
    createdAt: z.string(),
    periodStart: z.string().nullable(),
    periodEnd: z.string().nullable(),
    amountPaid: z.number().int(),
    currency: z.string(),
    status: z.enum(INVOICE_STATUSES),
    description: z.string(),
    invoicePdf: z.string().nullable(),
    hostedInvoiceUrl: z.string().nullable(),
  })
  .openapi('Invoice');
const PaymentMethodSchema = z
  .object({
    id: z.string(),
    isDefault: z.boolean(),
    createdAt: z.string(),
    card: z.object({
      brand: z.string(),
      last4: z.string(),
      expMonth: z.number().int(),
      expYear: z.number().int(),
      checks: z.object({ cvcCheck: z.string().nullable() }),
    }),
  })
  .openapi('PaymentMethod');
const PaymentMethodsSchema = z
  .object({ paymentMethods: z.array(PaymentMethodSchema) })
  .openapi('PaymentMethodsResponse');

const accountParam = z.object({
  accountId: z.string().openapi({ param: { name: 'accountId', in: 'path' }, format: 'uuid' }),
});
const sessionParam = z.object({
  id: z
    .string()
    .max(200)
    .openapi({ param: { name: 'id', in: 'path' } }),
});
const methodParam = accountParam.extend({
  paymentMethodId: z
    .string()
    .uuid()
    .openapi({ param: { name: 'paymentMethodId', in: 'path' } }),
});
const invoiceParam = accountParam.extend({
  invoiceId: z
    .string()
    .uuid()
    .openapi({ param: { name: 'invoiceId', in: 'path' } }),
});
const ownerOnly = { 403: json(ErrorSchema, 'Not the account owner'), ...authErrors };
const paymentErrors = {
  400: json(ErrorSchema, 'Invalid input, or PAYMENT_PROCESSING_ERROR with the mapped message'),
  503: json(ErrorSchema, 'PAYMENT_SERVICE_UNAVAILABLE: a retryable provider failure'),
};

const tags = ['Billing'];
const routes = {
  createCheckout: createRoute({
    method: 'post',
    path: '/api/checkout/sessions',
    tags,
    summary: 'Start a checkout for themes (owner or admin) or a plan (owner) of the current account',
    request: {
      ...jsonBody(createCheckoutSchema),
      headers: z.object({ 'idempotency-key': z.string().max(200).optional() }),
    },
    responses: {
      201: json(CreatedSchema, 'Go to `url`'),
      ...paymentErrors,
      404: json(ErrorSchema, 'Theme not found'),
      409: json(ErrorSchema, 'ALREADY_IN_LIBRARY or ALREADY_SUBSCRIBED'),
      ...ownerOnly,
    },
  }),
  viewSession: createRoute({
    method: 'get',
    path: '/api/checkout/sessions/{id}',
    tags,
    summary: 'A local test-mode checkout session (its creator only)',
    request: { params: sessionParam },
    responses: {
      200: json(SessionViewSchema, 'The order'),
      404: json(ErrorSchema, 'Checkout session not found'),
      ...authErrors,
    },
  }),
  paySession: createRoute({
    method: 'post',
    path: '/api/checkout/sessions/{id}/pay',
    tags,
    summary: 'Pay a local test-mode session with a test card; fulfils and answers the success URL',
    request: { params: sessionParam, ...jsonBody(payCheckoutSchema) },
    responses: {
      200: json(RedirectSchema, 'Paid'),
      ...paymentErrors,
      404: json(ErrorSchema, 'Checkout session not found'),
      409: json(ErrorSchema, 'The session is not open'),
      ...authErrors,
    },
  }),
  cancelSession: createRoute({
    method: 'post',
    path: '/api/checkout/sessions/{id}/cancel',
    tags,
    summary: 'Abandon a local test-mode session; answers the cancel URL',
    request: { params: sessionParam },
    responses: {
      200: json(RedirectSchema, 'Cancelled'),
      404: json(ErrorSchema, 'Checkout session not found'),
      ...authErrors,
    },
  }),
  subscription: createRoute({
    method: 'get',
    path: '/api/accounts/{accountId}/subscription',
    tags,
    summary: "The account's plan and subscription (any member)",
    request: { params: accountParam },
    responses: { 200: json(SubscriptionResponseSchema, 'The plan'), ...ownerOnly },
  }),
  changePlan: createRoute({
    method: 'post',
    path: '/api/accounts/{accountId}/subscription',
    tags,
    summary:
      'Subscribe (a checkout), upgrade now (prorated, charged on the default card) or downgrade at the period end (owner); the same request twice changes nothing',
    request: { params: accountParam, ...jsonBody(changePlanSchema) },
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
    tags,
    summary: 'Plan summary and next-invoice estimate (owner)',
    request: { params: accountParam },
    responses: { 200: json(OverviewSchema, 'The overview'), ...ownerOnly },
  }),
  invoices: createRoute({
    method: 'get',
    path: '/api/accounts/{accountId}/invoices',
    tags,
    summary: 'Invoices, newest first (owner)',
    request: { params: accountParam, query: z.object({ limit: z.coerce.number().int().min(1).max(100).default(10) }) },
    responses: {
      200: json(z.object({ invoices: z.array(InvoiceSchema) }).openapi('InvoicesResponse'), 'Invoices'),
      ...ownerOnly,
    },
  }),
  paymentMethods: createRoute({
    method: 'get',
    path: '/api/accounts/{accountId}/payment-methods',
    tags,
    summary: 'Cards on file, newest first (owner)',
    request: { params: accountParam },
    responses: { 200: json(PaymentMethodsSchema, 'Cards'), ...ownerOnly },
  }),
  setupCard: createRoute({
    method: 'post',
    path: '/api/accounts/{accountId}/payment-methods/setup',
    tags,
    summary: 'Start adding a card (a setup-mode checkout) (owner)',
    request: { params: accountParam },
    responses: { 201: json(CreatedSchema, 'A checkout to go to'), ...paymentErrors, ...ownerOnly },
  }),
  setDefault: createRoute({
    method: 'post',
    path: '/api/accounts/{accountId}/payment-methods/{paymentMethodId}/default',
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
    tags,
    summary: "The provider's billing portal (Stripe only) (owner)",
    request: { params: accountParam },
    responses: {
      200: json(z.object({ url: z.string() }), 'Go to `url`'),
      404: json(ErrorSchema, 'No portal with this provider'),
      ...ownerOnly,
    },
  }),
};

const LOCAL_ONLY = () => new AppError('NOT_FOUND', 404, 'Not found');

export function registerBillingRoutes(app: OpenAPIHono<AppEnv>, auth: AppContext, provider: PaymentProvider): void {
  const { db, guards, config, logger } = auth;
  const ctx: CheckoutContext = { db, provider, publicUrl: config.publicUrl, logger };
  const owner = guards.requireAccountMember('billing:write');

  app.use('/api/checkout/*', guards.requireUser);
  app.use('/api/accounts/:accountId/subscription', guards.requireUser);
  app.get('/api/accounts/:accountId/subscription', guards.requireAccountMember('account:read'));
  app.post('/api/accounts/:accountId/subscription', owner);
  for (const path of [
    '/api/accounts/:accountId/billing',
    '/api/accounts/:accountId/billing/*',
    '/api/accounts/:accountId/invoices',
    '/api/accounts/:accountId/invoices/*',
    '/api/accounts/:accountId/payment-methods',
    '/api/accounts/:accountId/payment-methods/*',
  ]) {
    app.use(path, guards.requireUser, owner);
  }

  /** The buyer: the current account (cookie, else the first owned) and the user's role in it. */
  async function currentBuyer(c: Context<AppEnv>): Promise<Buyer> {
    const user = c.get('user');
    const memberships = await listMemberships(db, user.id);
    const accountId = pickCurrentAccount(memberships, getCookie(c, CURRENT_ACCOUNT_COOKIE));
    const membership = memberships.find((m) => m.id === accountId);
    if (!membership) throw new AppError('NO_CURRENT_ACCOUNT', 400, AUTH_TEXT.noCurrentAccount);
    return { userId: user.id, email: user.email, accountId: membership.id, role: membership.role };
  }
  const accountBuyer = (c: Context<AppEnv>): Buyer => ({
    userId: c.get('user').id,
    email: c.get('user').email,
    accountId: c.get('account').id,
    role: c.get('account').role,
  });
  const noStore = (c: Context<AppEnv>) => c.header('Cache-Control', 'no-store');

  app.openapi(routes.createCheckout, async (c) => {
    const created = await createCheckout(
      ctx,
      await currentBuyer(c),
      c.req.valid('json'),
      c.req.valid('header')['idempotency-key'],
    );
    return c.json(created, 201);
  });
  app.openapi(routes.viewSession, async (c) => {
    if (provider.name !== 'local') throw LOCAL_ONLY();
    noStore(c);
    return c.json(await viewLocalSession(db, c.req.valid('param').id, c.get('user').id), 200);
  });
  app.openapi(routes.paySession, async (c) => {
    if (provider.name !== 'local') throw LOCAL_ONLY();
    return c.json(await payLocalSession(db, c.req.valid('param').id, c.get('user').id, c.req.valid('json')), 200);
  });
  app.openapi(routes.cancelSession, async (c) => {
    if (provider.name !== 'local') throw LOCAL_ONLY();
    return c.json(await cancelLocalSession(db, c.req.valid('param').id, c.get('user').id), 200);
  });

  app.openapi(routes.subscription, async (c) => {
    noStore(c);
    return c.json(await subscriptionResponse(db, c.get('account').id), 200);
  });
  app.openapi(routes.changePlan, async (c) => {
    const result = await changePlan(ctx, accountBuyer(c), c.req.valid('json').plan);
    return result.kind === 'checkout' ? c.json(result.session, 201) : c.json(result.subscription, 200);
  });
  registerPlanRoutes(app, ctx, [guards.requireUser, owner]);
  app.openapi(routes.overview, async (c) => {
    noStore(c);
    return c.json(await billingOverview(ctx, c.get('account').id), 200);
  });
  app.openapi(routes.invoices, async (c) => {
    noStore(c);
    return c.json({ invoices: await listInvoices(db, c.get('account').id, c.req.valid('query').limit) }, 200);
  });
  app.openapi(routes.paymentMethods, async (c) => {
    noStore(c);
    return c.json({ paymentMethods: await listPaymentMethods(db, c.get('account').id) }, 200);
  });
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

  // The local provider's invoice documents (owner only, like the rest of billing).
  async function invoiceDocument(c: Context<AppEnv>) {
    const parsed = invoiceParam.safeParse(c.req.param());
    if (!parsed.success) throw new AppError('NOT_FOUND', 404, 'Invoice not found');
    const invoice = await getInvoiceRow(db, c.get('account').id, parsed.data.invoiceId);
    const [account] = await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, invoice.accountId));
    noStore(c);
    return { invoice, accountName: account?.name ?? '' };
  }
  app.get('/api/accounts/:accountId/invoices/:invoiceId/receipt', async (c) =>
    c.html(renderReceiptHtml(await invoiceDocument(c))),
  );
  app.get('/api/accounts/:accountId/invoices/:invoiceId/pdf', async (c) => {
    const document = await invoiceDocument(c);
    c.header('Content-Type', 'application/pdf');
    c.header('Content-Disposition', `inline; filename="invoice-${document.invoice.number}.pdf"`);
    return c.body(Buffer.from(await renderInvoicePdf(document)));
  });
}

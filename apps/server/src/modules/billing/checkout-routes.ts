// Checkout sessions: started for the current account, and the local test-mode checkout's own page calls.
import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { AUTH_TEXT, createCheckoutSchema, payCheckoutSchema } from '@themeport/core';
import { AppError } from '../../errors.ts';
import { requireUser } from '../../http/access.ts';
import type { AppEnv } from '../../http/types.ts';
import { ErrorSchema, authErrors, json, jsonBody } from '../../http/schemas.ts';
import { createCheckout, type Buyer, type CheckoutContext } from './checkout.ts';
import { cancelLocalSession, payLocalSession, viewLocalSession } from './local-checkout.ts';
import { CreatedSchema, RedirectSchema, SessionViewSchema, ownerOnly, paymentErrors, sessionParam } from './schemas.ts';

const tags = ['Billing'];
const routes = {
  createCheckout: createRoute({
    method: 'post',
    path: '/api/checkout/sessions',
    middleware: [requireUser({ currentAccount: true })],
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
      409: json(
        ErrorSchema,
        'ALREADY_IN_LIBRARY, ALREADY_SUBSCRIBED, or THEME_NOT_READY (a theme with no published template pages)',
      ),
      ...ownerOnly,
    },
  }),
  viewSession: createRoute({
    method: 'get',
    path: '/api/checkout/sessions/{id}',
    middleware: [requireUser()],
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
    middleware: [requireUser()],
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
    middleware: [requireUser()],
    tags,
    summary: 'Abandon a local test-mode session; answers the cancel URL',
    request: { params: sessionParam },
    responses: {
      200: json(RedirectSchema, 'Cancelled'),
      404: json(ErrorSchema, 'Checkout session not found'),
      ...authErrors,
    },
  }),
};

const LOCAL_ONLY = () => new AppError('NOT_FOUND', 404, 'Not found');

/** The buyer: the current account (cookie, else the first owned) and the user's role in it. */
function currentBuyer(c: Context<AppEnv>): Buyer {
  const account = c.var.currentAccount;
  if (!account) throw new AppError('NO_CURRENT_ACCOUNT', 400, AUTH_TEXT.noCurrentAccount);
  return { userId: c.get('user').id, email: c.get('user').email, accountId: account.id, role: account.role };
}

export function registerCheckoutRoutes(app: OpenAPIHono<AppEnv>, ctx: CheckoutContext): void {
  const { db, provider } = ctx;
  app.openapi(routes.createCheckout, async (c) => {
    const created = await createCheckout(
      ctx,
      currentBuyer(c),
      c.req.valid('json'),
      c.req.valid('header')['idempotency-key'],
    );
    return c.json(created, 201);
  });
  app.openapi(routes.viewSession, async (c) => {
    if (provider.name !== 'local') throw LOCAL_ONLY();
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
}

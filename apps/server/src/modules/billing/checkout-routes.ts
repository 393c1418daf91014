// Checkout sessions: started for an account by a role the matrix allows (themes: 'purchases:write';
// a plan: 'billing:write'), and the local test-mode checkout's own page calls.
import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { payCheckoutSchema, planCheckoutSchema, themeCheckoutSchema } from '@themeport/core';
import { AppError } from '../../errors.ts';
import { requireAccount, requireUser } from '../../http/access.ts';
import type { AppEnv } from '../../http/types.ts';
import { ErrorSchema, accountParamSchema, authErrors, json, jsonBody } from '../../http/schemas.ts';
import type { SecurityMonitor } from '../security/index.ts';
import {
  PriceMismatchError,
  createPlanCheckout,
  createThemeCheckout,
  type Buyer,
  type CheckoutContext,
} from './checkout.ts';
import { cancelLocalSession, payLocalSession, viewLocalSession, type Decline } from './local-checkout.ts';
import { CreatedSchema, RedirectSchema, SessionViewSchema, ownerOnly, paymentErrors, sessionParam } from './schemas.ts';

const tags = ['Billing'];
const routes = {
  themeCheckout: createRoute({
    method: 'post',
    path: '/api/accounts/{accountId}/checkout/themes',
    middleware: [requireAccount('purchases:write')],
    tags,
    summary: 'Start a checkout for paid themes of the account (owner or admin)',
    request: {
      params: accountParamSchema,
      ...jsonBody(themeCheckoutSchema),
      headers: z.object({ 'idempotency-key': z.string().max(200).optional() }),
    },
    responses: {
      201: json(CreatedSchema, 'Go to `url`'),
      ...paymentErrors,
      404: json(ErrorSchema, 'Theme not found'),
      409: json(
        ErrorSchema,
        'ALREADY_IN_LIBRARY, THEME_NOT_READY (a theme with no published template pages), or PRICE_CHANGED (expectedTotalCents is not the total)',
      ),
      403: json(ErrorSchema, 'Not a member of the account, or a role that may not buy themes'),
      ...authErrors,
    },
  }),
  planCheckout: createRoute({
    method: 'post',
    path: '/api/accounts/{accountId}/checkout/subscription',
    middleware: [requireAccount('billing:write')],
    tags,
    summary: 'Start a checkout for a first paid plan of the account (owner)',
    request: { params: accountParamSchema, ...jsonBody(planCheckoutSchema) },
    responses: {
      201: json(CreatedSchema, 'Go to `url`'),
      ...paymentErrors,
      409: json(
        ErrorSchema,
        'ALREADY_SUBSCRIBED: plan changes go through POST …/subscription; PRICE_CHANGED (expectedPriceCents is not the price)',
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

/** The signed-in user paying for the account its route's guard checked (c.var.account). */
export function accountBuyer(c: Context<AppEnv>): Buyer {
  return { userId: c.get('user').id, email: c.get('user').email, accountId: c.get('account').id };
}

/**
 * A price the client sent that is not the server's (issue 24): refused either way; recorded as
 * subscription_tampering when it is lower (a higher one is a stale page, not an attempt).
 */
async function watchPrice<T>(security: SecurityMonitor, c: Context<AppEnv>, what: string, start: () => Promise<T>) {
  try {
    return await start();
  } catch (err) {
    if (err instanceof PriceMismatchError && err.expectedCents < err.actualCents)
      await security.recordRequest(c, {
        type: 'subscription_tampering',
        details: `A ${what} checkout sent a lower price than the server's`,
        metadata: {
          what,
          expectedCents: err.expectedCents,
          actualCents: err.actualCents,
          accountId: c.get('account').id,
        },
      });
    throw err;
  }
}

export function registerCheckoutRoutes(
  app: OpenAPIHono<AppEnv>,
  ctx: CheckoutContext,
  security: SecurityMonitor,
): void {
  const { db, provider } = ctx;
  app.openapi(routes.themeCheckout, async (c) => {
    const key = c.req.valid('header')['idempotency-key'];
    const created = await watchPrice(security, c, 'theme', () =>
      createThemeCheckout(ctx, accountBuyer(c), c.req.valid('json'), key),
    );
    return c.json(created, 201);
  });
  app.openapi(routes.planCheckout, async (c) => {
    const created = await watchPrice(security, c, 'plan', () =>
      createPlanCheckout(ctx, accountBuyer(c), c.req.valid('json')),
    );
    return c.json(created, 201);
  });
  app.openapi(routes.viewSession, async (c) => {
    if (provider.name !== 'local') throw LOCAL_ONLY();
    return c.json(await viewLocalSession(db, c.req.valid('param').id, c.get('user').id), 200);
  });
  app.openapi(routes.paySession, async (c) => {
    if (provider.name !== 'local') throw LOCAL_ONLY();
    const onDeclined = (decline: Decline) =>
      security.recordRequest(c, {
        type: 'card_declined',
        details: `Card declined: ${decline.code}`,
        metadata: { ...decline, checkoutSessionId: c.req.valid('param').id },
      });
    return c.json(
      await payLocalSession(db, c.req.valid('param').id, c.get('user').id, c.req.valid('json'), { onDeclined }),
      200,
    );
  });
  app.openapi(routes.cancelSession, async (c) => {
    if (provider.name !== 'local') throw LOCAL_ONLY();
    return c.json(await cancelLocalSession(db, c.req.valid('param').id, c.get('user').id), 200);
  });
}

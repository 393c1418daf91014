// Plan change preview, cancel and resume (owner only); POST …/subscription itself is in routes.ts.
import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { PLANS, SUBSCRIPTION_STATUSES, planPreviewQuerySchema } from '@themeport/core';
import type { AppEnv } from '../../http/types.ts';
import { ErrorSchema, authErrors, json } from '../../http/schemas.ts';
import type { CheckoutContext } from './checkout.ts';
import { previewPlanChange, setCancellation } from './plan-change.ts';

export const SummarySchema = z
  .object({
    planId: z.enum(PLANS),
    planName: z.string(),
    status: z.enum(SUBSCRIPTION_STATUSES).nullable(),
    currentPeriodEnd: z.string().nullable(),
    amount: z.number().int(),
    currency: z.string(),
    cancelAtPeriodEnd: z.boolean(),
    pendingPlanId: z.enum(PLANS).nullable().openapi({ description: 'A downgrade that takes effect at the period end' }),
  })
  .openapi('SubscriptionSummary');

export const SubscriptionResponseSchema = z
  .object({
    subscription: SummarySchema,
    displayPrice: z.string(),
    supportLevel: z.string(),
    maxSites: z.number().int(),
  })
  .openapi('SubscriptionResponse');

const PreviewSiteSchema = z.object({ id: z.string(), name: z.string(), slotNumber: z.number().int() });
const PreviewSchema = z
  .object({
    kind: z.enum(['upgrade', 'downgrade', 'cancel', 'checkout', 'none']),
    fromPlan: z.enum(PLANS),
    toPlan: z.enum(PLANS),
    amountDue: z.number().int().openapi({ description: 'Charged now on the default card (upgrades), minor units' }),
    credit: z.number().int().openapi({ description: 'The unused part of the current plan' }),
    charge: z.number().int().openapi({ description: 'The new plan for the rest of the period' }),
    currency: z.string(),
    effectiveAt: z.string().nullable(),
    card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
    sitesToPark: z.array(PreviewSiteSchema),
    sitesToUnpark: z.array(PreviewSiteSchema),
    warning: z.string().nullable(),
  })
  .openapi('PlanChangePreview');

const accountParam = z.object({
  accountId: z.string().openapi({ param: { name: 'accountId', in: 'path' }, format: 'uuid' }),
});
const ownerOnly = { 403: json(ErrorSchema, 'Not the account owner'), ...authErrors };
const tags = ['Billing'];
const changeErrors = {
  400: json(ErrorSchema, 'PAYMENT_PROCESSING_ERROR with the mapped message'),
  409: json(ErrorSchema, 'NOT_SUBSCRIBED: the account has no live subscription'),
  503: json(ErrorSchema, 'PAYMENT_SERVICE_UNAVAILABLE: a retryable provider failure'),
};

const routes = {
  preview: createRoute({
    method: 'get',
    path: '/api/accounts/{accountId}/subscription/preview',
    tags,
    summary: "What changing to `plan` would charge now and park, before confirming ('free' previews a cancellation) (owner)",
    request: { params: accountParam, query: planPreviewQuerySchema },
    responses: { 200: json(PreviewSchema, 'The preview; nothing changes'), ...ownerOnly },
  }),
  cancel: createRoute({
    method: 'post',
    path: '/api/accounts/{accountId}/subscription/cancel',
    tags,
    summary: 'Cancel at the period end (calls off a pending downgrade); twice is once (owner)',
    request: { params: accountParam },
    responses: { 200: json(SubscriptionResponseSchema, 'The plan'), ...changeErrors, ...ownerOnly },
  }),
  resume: createRoute({
    method: 'post',
    path: '/api/accounts/{accountId}/subscription/resume',
    tags,
    summary: 'Resume a subscription cancelled at the period end, before it ends (owner)',
    request: { params: accountParam },
    responses: { 200: json(SubscriptionResponseSchema, 'The plan'), ...changeErrors, ...ownerOnly },
  }),
};

export function registerPlanRoutes(
  app: OpenAPIHono<AppEnv>,
  ctx: CheckoutContext,
  ownerGuard: readonly MiddlewareHandler<AppEnv>[],
): void {
  // Exact paths: a wildcard would also claim GET /subscription, which every member may read.
  for (const action of ['preview', 'cancel', 'resume']) app.use(`/api/accounts/:accountId/subscription/${action}`, ...ownerGuard);
  app.openapi(routes.preview, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await previewPlanChange(ctx, c.get('account').id, c.req.valid('query').plan), 200);
  });
  app.openapi(routes.cancel, async (c) => c.json(await setCancellation(ctx, c.get('account').id, true), 200));
  app.openapi(routes.resume, async (c) => c.json(await setCancellation(ctx, c.get('account').id, false), 200));
}

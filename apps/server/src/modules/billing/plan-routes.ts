// Plan change preview, cancel and resume (owner only); POST …/subscription itself is in routes.ts.
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { cancelSubscriptionSchema, planPreviewQuerySchema } from '@themeport/core';
import { requireAccount } from '../../http/access.ts';
import type { AppEnv } from '../../http/types.ts';
import { ErrorSchema, json, accountParamSchema } from '../../http/schemas.ts';
import type { CheckoutContext } from './checkout.ts';
import { previewPlanChange, setCancellation } from './plan-change.ts';
import { PreviewSchema, SubscriptionResponseSchema, ownerOnly } from './schemas.ts';

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
    middleware: [requireAccount('billing:write')],
    tags,
    summary:
      "What changing to `plan` would charge now and park, before confirming ('free' previews a cancellation) (owner)",
    request: { params: accountParamSchema, query: planPreviewQuerySchema },
    responses: { 200: json(PreviewSchema, 'The preview; nothing changes'), ...ownerOnly },
  }),
  cancel: createRoute({
    method: 'post',
    path: '/api/accounts/{accountId}/subscription/cancel',
    middleware: [requireAccount('billing:write')],
    tags,
    summary:
      'Cancel at the period end (calls off a pending downgrade), with why (optional, kept for the Churn tab); twice is once (owner)',
    request: {
      params: accountParamSchema,
      // Optional: without a JSON body the cancellation is stored without a reason.
      body: { content: { 'application/json': { schema: cancelSubscriptionSchema } }, required: false },
    },
    responses: {
      200: json(SubscriptionResponseSchema, 'The plan'),
      ...changeErrors,
      ...ownerOnly,
      400: json(ErrorSchema, 'An unknown reason or a detail that is too long; or PAYMENT_PROCESSING_ERROR'),
    },
  }),
  resume: createRoute({
    method: 'post',
    path: '/api/accounts/{accountId}/subscription/resume',
    middleware: [requireAccount('billing:write')],
    tags,
    summary: 'Resume a subscription cancelled at the period end, before it ends (owner)',
    request: { params: accountParamSchema },
    responses: { 200: json(SubscriptionResponseSchema, 'The plan'), ...changeErrors, ...ownerOnly },
  }),
};

export function registerPlanRoutes(app: OpenAPIHono<AppEnv>, ctx: CheckoutContext): void {
  app.openapi(routes.preview, async (c) =>
    c.json(await previewPlanChange(ctx, c.get('account').id, c.req.valid('query').plan), 200),
  );
  app.openapi(routes.cancel, async (c) => {
    // No JSON body is validated as {}: the same schema gives both their nulls.
    const { reason, detail } = cancelSubscriptionSchema.parse(c.req.valid('json'));
    const answer = { userId: c.get('user').id, reason: reason ?? null, detail };
    return c.json(await setCancellation(ctx, c.get('account').id, answer), 200);
  });
  app.openapi(routes.resume, async (c) => c.json(await setCancellation(ctx, c.get('account').id, null), 200));
}

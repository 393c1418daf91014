import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { getCookie } from 'hono/cookie';
import { and, eq, isNull } from 'drizzle-orm';
import { AUTH_TEXT, SELLER_PROFILE_TEXT, profileCompletionSchema } from '@themeport/core';
import { profiles } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { requireUser } from '../../http/access.ts';
import type { AppEnv } from '../../http/types.ts';
import { buildMe, CURRENT_ACCOUNT_COOKIE, MeResponseSchema, setCurrentAccountCookie } from '../accounts/index.ts';
import type { AppContext } from '../../http/app-context.ts';
import { ErrorSchema, authErrors, json, jsonBody } from '../../http/schemas.ts';
import { loadSessionUser } from '../auth/index.ts';
import { ensureWorkspace } from './service.ts';

const profileRoute = createRoute({
  method: 'post',
  path: '/api/onboarding/profile',
  middleware: [requireUser()],
  tags: ['Onboarding'],
  summary: "Save a client's profile step and create the workspace (once); a developer is refused",
  request: jsonBody(profileCompletionSchema),
  responses: {
    200: json(MeResponseSchema, 'Saved; tp_account names the workspace'),
    400: json(ErrorSchema, 'Invalid input'),
    403: json(
      ErrorSchema,
      'EMAIL_NOT_VERIFIED, or DEVELOPER_ONBOARDING_IS_THE_STORE (a developer sets up a store instead)',
    ),
    500: json(ErrorSchema, 'Workspace create failed'),
    ...authErrors,
  },
});

const completeRoute = createRoute({
  method: 'post',
  path: '/api/onboarding/complete',
  middleware: [requireUser()],
  tags: ['Onboarding'],
  summary: 'Mark onboarding complete (idempotent)',
  request: jsonBody(z.object({ plan: z.literal('free').default('free') })),
  responses: { 200: json(MeResponseSchema, 'Complete'), ...authErrors },
});

export function registerOnboardingRoutes(app: OpenAPIHono<AppEnv>, { db, config, logger }: AppContext): void {
  app.openapi(profileRoute, async (c) => {
    const user = c.get('user');
    if (!user.emailVerified) throw new AppError('EMAIL_NOT_VERIFIED', 403, AUTH_TEXT.emailNotVerified);
    // A developer's onboarding is their store (decision 031): no workspace, one website.
    if (user.role === 'developer')
      throw new AppError('DEVELOPER_ONBOARDING_IS_THE_STORE', 403, SELLER_PROFILE_TEXT.clientStepForDeveloper);
    const input = c.req.valid('json');
    const now = new Date();
    await db
      .update(profiles)
      .set({
        firstName: input.firstName,
        lastName: input.lastName,
        fullName: `${input.firstName} ${input.lastName}`,
        phone: input.phone || null,
        websiteUrl: input.website || null,
        company: input.businessName || null,
        tosAgreedAt: now,
        onboardingStage: 'profile_pending',
        updatedAt: now,
      })
      .where(eq(profiles.userId, user.id));
    let accountId: string;
    try {
      accountId = await ensureWorkspace(db, { userId: user.id, email: user.email, businessName: input.businessName });
    } catch (err) {
      logger.error({ err, requestId: c.get('requestId') }, 'workspace creation failed');
      throw new AppError('WORKSPACE_CREATE_FAILED', 500, AUTH_TEXT.workspaceCreateFailed);
    }
    setCurrentAccountCookie(c, config, accountId);
    return c.json(await buildMe(db, (await loadSessionUser(db, user.id))!, accountId), 200);
  });

  app.openapi(completeRoute, async (c) => {
    const user = c.get('user');
    await db
      .update(profiles)
      .set({ onboardingCompletedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(profiles.userId, user.id), isNull(profiles.onboardingCompletedAt)));
    return c.json(await buildMe(db, (await loadSessionUser(db, user.id))!, getCookie(c, CURRENT_ACCOUNT_COOKIE)), 200);
  });
}

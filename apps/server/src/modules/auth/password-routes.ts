import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { AUTH_TEXT, changePasswordSchema, emailOnlySchema } from '@themeport/core';
import { and, eq, ne } from 'drizzle-orm';
import { sessions } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { IpLimit } from '../../http/ip-limits.ts';
import type { AuthRateLimits } from '../../lib/rate-limiter.ts';
import { publicRoute, requireUser } from '../../http/access.ts';
import type { AppEnv } from '../../http/types.ts';
import { notifyPasswordChanged } from './auth.ts';
import type { AppContext } from '../../http/app-context.ts';
import { authHeaders } from './guards.ts';
import { statusOf } from './routes.ts';
import { requireCurrentPassword } from './current-password.ts';
import { findUserByEmail } from './service.ts';
import { ErrorSchema, OkSchema, authErrors, errorResponses, json, jsonBody } from '../../http/schemas.ts';
import { resetPasswordBodySchema, tokenQuerySchema } from './schemas.ts';

const requestResetRoute = createRoute({
  method: 'post',
  path: '/api/auth/request-password-reset',
  middleware: [publicRoute()],
  tags: ['Auth'],
  summary: 'Send a password-reset link when the account exists; the answer is the same either way',
  request: jsonBody(emailOnlySchema),
  responses: { 200: json(OkSchema, 'Accepted'), ...errorResponses },
});

const tokenStatusRoute = createRoute({
  method: 'get',
  path: '/api/auth/reset-token-status',
  middleware: [publicRoute()],
  tags: ['Auth'],
  summary: 'Whether a password-reset token is still valid (rate limited per client address)',
  request: { query: tokenQuerySchema },
  responses: { 200: json(z.object({ valid: z.boolean() }), 'The status'), 429: errorResponses[429] },
});

const resetRoute = createRoute({
  method: 'post',
  path: '/api/auth/reset-password',
  middleware: [publicRoute()],
  tags: ['Auth'],
  summary: 'Set a new password with a reset token (works once; signs out every session; mails the owner)',
  request: jsonBody(resetPasswordBodySchema),
  responses: { 200: json(OkSchema, 'Password updated'), ...errorResponses },
});

const changeRoute = createRoute({
  method: 'post',
  path: '/api/me/password',
  middleware: [requireUser()],
  tags: ['Me'],
  summary: "Change the signed-in user's password: needs the current one; signs out the other sessions; mails the owner",
  request: jsonBody(changePasswordSchema),
  responses: {
    200: json(OkSchema, 'Password updated; this session stays, every other one ended'),
    400: json(ErrorSchema, 'Invalid password, or INVALID_CURRENT_PASSWORD'),
    429: errorResponses[429],
    ...authErrors,
  },
});

/** The per-address limits of these routes, counted before the body is read (http/ip-limits.ts). */
export function passwordIpLimits(limits: AuthRateLimits): IpLimit[] {
  return [
    { method: 'POST', path: requestResetRoute.path, key: 'reset', rule: limits.passwordReset },
    { method: 'GET', path: tokenStatusRoute.path, key: 'reset-token-status', rule: limits.resetTokenStatus },
    { method: 'POST', path: resetRoute.path, key: 'reset-password', rule: limits.passwordReset },
  ];
}

export function registerPasswordRoutes(app: OpenAPIHono<AppEnv>, context: AppContext): void {
  const { auth, db, config, logger, mail, security } = context;
  app.openapi(requestResetRoute, async (c) => {
    const email = c.req.valid('json').email.toLowerCase();
    try {
      await auth.api.requestPasswordReset({
        body: { email, redirectTo: '/update-password' },
        headers: authHeaders(c, config),
      });
    } catch (err) {
      logger.error({ err, requestId: c.get('requestId') }, 'password reset request failed');
      throw new AppError('RESET_EMAIL_FAILED', 500, AUTH_TEXT.resetEmailFailed);
    }
    const user = await findUserByEmail(db, email);
    await security.recordRequest(c, {
      type: 'password_reset',
      userId: user?.id ?? null,
      subject: email,
      metadata: { stage: 'requested', known: Boolean(user) },
    });
    return c.json({ ok: true as const }, 200);
  });

  app.openapi(tokenStatusRoute, async (c) => {
    const { token } = c.req.valid('query');
    if (!token) return c.json({ valid: false }, 200);
    const ctx = await auth.$context;
    const verification = await ctx.internalAdapter.findVerificationValue(`reset-password:${token}`);
    return c.json(
      { valid: verification !== null && verification !== undefined && verification.expiresAt > new Date() },
      200,
    );
  });

  app.openapi(resetRoute, async (c) => {
    const { token, newPassword } = c.req.valid('json');
    // Read before the reset spends the token: whose password this sets.
    const verification = await (await auth.$context).internalAdapter.findVerificationValue(`reset-password:${token}`);
    try {
      await auth.api.resetPassword({ body: { token, newPassword }, headers: authHeaders(c, config) });
    } catch (err) {
      if (statusOf(err) < 500) throw new AppError('INVALID_TOKEN', 400, AUTH_TEXT.resetLinkInvalid);
      logger.error({ err, requestId: c.get('requestId') }, 'password reset failed');
      throw new AppError('UPDATE_PASSWORD_FAILED', 500, AUTH_TEXT.updatePasswordFailed);
    }
    await security.recordRequest(c, {
      type: 'password_reset',
      userId: verification?.value ?? null,
      metadata: { stage: 'completed' },
    });
    return c.json({ ok: true as const }, 200);
  });

  app.openapi(changeRoute, async (c) => {
    const { currentPassword, newPassword } = c.req.valid('json');
    const user = c.get('user');
    // A stolen session must not turn into unlimited password guesses: the sign-in failure budget.
    await requireCurrentPassword(context, c, user, currentPassword);
    const ctx = await auth.$context;
    await ctx.internalAdapter.updatePassword(user.id, await ctx.password.hash(newPassword));
    await db.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.id, c.get('sessionId'))));
    await notifyPasswordChanged({ config, mail, logger }, { email: user.email, name: user.fullName ?? user.email });
    await security.recordRequest(c, { type: 'password_change', userId: user.id, subject: user.email });
    return c.json({ ok: true as const }, 200);
  });
}

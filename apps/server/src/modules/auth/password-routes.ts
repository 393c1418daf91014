import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { AUTH_TEXT, emailOnlySchema } from '@themeport/core';
import { AppError } from '../../errors.ts';
import { clientIp } from '../../http/client-ip.ts';
import type { AppEnv } from '../../http/types.ts';
import type { AuthContext } from './context.ts';
import { authHeaders } from './guards.ts';
import { statusOf } from './routes.ts';
import {
  ErrorSchema,
  OkSchema,
  authErrors,
  errorResponses,
  json,
  jsonBody,
  newPasswordBodySchema,
  resetPasswordBodySchema,
  tokenQuerySchema,
} from './schemas.ts';

const requestResetRoute = createRoute({
  method: 'post',
  path: '/api/auth/request-password-reset',
  tags: ['Auth'],
  summary: 'Send a password-reset link when the account exists; the answer is the same either way',
  request: jsonBody(emailOnlySchema),
  responses: { 200: json(OkSchema, 'Accepted'), ...errorResponses },
});

const tokenStatusRoute = createRoute({
  method: 'get',
  path: '/api/auth/reset-token-status',
  tags: ['Auth'],
  summary: 'Whether a password-reset token is still valid',
  request: { query: tokenQuerySchema },
  responses: { 200: json(z.object({ valid: z.boolean() }), 'The status') },
});

const resetRoute = createRoute({
  method: 'post',
  path: '/api/auth/reset-password',
  tags: ['Auth'],
  summary: 'Set a new password with a reset token (works once; signs out every session)',
  request: jsonBody(resetPasswordBodySchema),
  responses: { 200: json(OkSchema, 'Password updated'), ...errorResponses },
});

const changeRoute = createRoute({
  method: 'post',
  path: '/api/me/password',
  tags: ['Me'],
  summary: 'Set a new password for the signed-in user',
  request: jsonBody(newPasswordBodySchema),
  responses: { 200: json(OkSchema, 'Password updated'), 400: json(ErrorSchema, 'Invalid password'), ...authErrors },
});

export function registerPasswordRoutes(app: OpenAPIHono<AppEnv>, { auth, config, limiter, limits, logger }: AuthContext): void {
  app.openapi(requestResetRoute, async (c) => {
    await limiter.enforce(`reset:${clientIp(c, config)}`, limits.passwordReset);
    const email = c.req.valid('json').email.toLowerCase();
    try {
      await auth.api.requestPasswordReset({ body: { email, redirectTo: '/update-password' }, headers: authHeaders(c, config) });
    } catch (err) {
      logger.error({ err, requestId: c.get('requestId') }, 'password reset request failed');
      throw new AppError('RESET_EMAIL_FAILED', 500, AUTH_TEXT.resetEmailFailed);
    }
    return c.json({ ok: true as const }, 200);
  });

  app.openapi(tokenStatusRoute, async (c) => {
    const { token } = c.req.valid('query');
    c.header('Cache-Control', 'no-store');
    if (!token) return c.json({ valid: false }, 200);
    const ctx = await auth.$context;
    const verification = await ctx.internalAdapter.findVerificationValue(`reset-password:${token}`);
    return c.json({ valid: verification !== null && verification !== undefined && verification.expiresAt > new Date() }, 200);
  });

  app.openapi(resetRoute, async (c) => {
    await limiter.enforce(`reset-password:${clientIp(c, config)}`, limits.passwordReset);
    const { token, newPassword } = c.req.valid('json');
    try {
      await auth.api.resetPassword({ body: { token, newPassword }, headers: authHeaders(c, config) });
    } catch (err) {
      if (statusOf(err) < 500) throw new AppError('INVALID_TOKEN', 400, AUTH_TEXT.resetLinkInvalid);
      logger.error({ err, requestId: c.get('requestId') }, 'password reset failed');
      throw new AppError('UPDATE_PASSWORD_FAILED', 500, AUTH_TEXT.updatePasswordFailed);
    }
    return c.json({ ok: true as const }, 200);
  });

  // requireUser runs for /api/me/* (registered by registerMeRoutes before these routes).
  app.openapi(changeRoute, async (c) => {
    const { newPassword } = c.req.valid('json');
    const ctx = await auth.$context;
    await ctx.internalAdapter.updatePassword(c.get('user').id, await ctx.password.hash(newPassword));
    return c.json({ ok: true as const }, 200);
  });
}

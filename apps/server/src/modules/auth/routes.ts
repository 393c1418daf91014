import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { deleteCookie } from 'hono/cookie';
import {
  ADMIN_USER_TEXT,
  AUTH_TEXT,
  emailOnlySchema,
  safeReturnUrl,
  signInSchema,
  signUpSchema,
} from '@themeport/core';
import { eq } from 'drizzle-orm';
import { AppError } from '../../errors.ts';
import type { IpLimit } from '../../http/ip-limits.ts';
import type { AuthRateLimits } from '../../lib/rate-limiter.ts';
import { publicRoute } from '../../http/access.ts';
import type { AppEnv } from '../../http/types.ts';
import { profiles, sessions } from '../../db/schema.ts';
import { CURRENT_ACCOUNT_COOKIE, SessionUserSchema } from '../accounts/index.ts';
import type { AppContext } from '../../http/app-context.ts';
import { isCancelledEmailChange } from './cancelled-changes.ts';
import { authHeaders, forwardCookies } from './guards.ts';
import { spendPasswordAttempt } from './sign-in-failures.ts';
import { pendingSignUpUserId, setPendingSignUp } from './pending-sign-up.ts';
import { ErrorSchema, OkSchema, errorResponses, json, jsonBody } from '../../http/schemas.ts';
import { emailQuerySchema, verifyEmailQuerySchema } from './schemas.ts';
import { findUserByEmail, isActiveUser, isEmailVerified, loadSessionUser } from './service.ts';
import { newestSessionId, recordSignInFailure, recordVerification } from './security-events.ts';

export const VERIFIED_CALLBACK = '/email-verification?verified=1';
/** The page the verification link leads to, carrying a same-site returnUrl on (an invitation's page). */
function verifiedCallback(returnUrl: string | undefined): string {
  const safe = safeReturnUrl(returnUrl);
  return safe ? `${VERIFIED_CALLBACK}&returnUrl=${encodeURIComponent(safe)}` : VERIFIED_CALLBACK;
}
const INVALID_VERIFICATION_REDIRECT = '/email-verification?error=invalid_token';
const EMAIL_NOT_VERIFIED_TEXT = 'Please verify your email address before signing in.';

const signUpRoute = createRoute({
  method: 'post',
  path: '/api/auth/sign-up/email',
  middleware: [publicRoute()],
  tags: ['Auth'],
  summary: 'Create an account (client or developer) and send the verification e-mail; no session until verified',
  request: jsonBody(signUpSchema),
  responses: {
    200: json(
      z.object({ user: z.object({ id: z.string(), email: z.string() }) }),
      'Created; a verification e-mail was sent',
    ),
    409: json(ErrorSchema, 'EMAIL_TAKEN'),
    ...errorResponses,
  },
});

const signInRoute = createRoute({
  method: 'post',
  path: '/api/auth/sign-in/email',
  middleware: [publicRoute()],
  tags: ['Auth'],
  summary: 'Sign in with e-mail and password; sets the session cookie',
  request: jsonBody(signInSchema),
  responses: {
    200: json(z.object({ user: SessionUserSchema }), 'Signed in'),
    401: json(ErrorSchema, 'INVALID_CREDENTIALS'),
    403: json(ErrorSchema, 'EMAIL_NOT_VERIFIED (a fresh verification e-mail was sent), or ACCOUNT_SUSPENDED'),
    ...errorResponses,
  },
});

const signOutRoute = createRoute({
  method: 'post',
  path: '/api/auth/sign-out',
  middleware: [publicRoute()],
  tags: ['Auth'],
  summary: 'Delete the session on the server and clear the cookies',
  responses: { 200: json(OkSchema, 'Signed out') },
});

const resendRoute = createRoute({
  method: 'post',
  path: '/api/auth/send-verification-email',
  middleware: [publicRoute()],
  tags: ['Auth'],
  summary: 'Send the verification e-mail again (at most once per 60 s per e-mail)',
  request: jsonBody(emailOnlySchema),
  responses: { 200: json(OkSchema, 'Sent when the e-mail belongs to an unverified user'), ...errorResponses },
});

const verifyEmailRoute = createRoute({
  method: 'get',
  path: '/api/auth/verify-email',
  middleware: [publicRoute()],
  tags: ['Auth'],
  summary: 'The link of the verification e-mail: verifies, signs in, redirects to callbackURL',
  request: { query: verifyEmailQuerySchema },
  responses: { 302: { description: 'To callbackURL, or /email-verification?error=invalid_token' } },
});

const verificationStatusRoute = createRoute({
  method: 'get',
  path: '/api/auth/verification-status',
  middleware: [publicRoute()],
  tags: ['Auth'],
  summary:
    'Whether the sign-up pending in this browser (its tp.pending_signup cookie, set by sign-up or an unverified sign-in) is verified; false without one. The email parameter is ignored.',
  request: { query: emailQuerySchema },
  responses: { 200: json(z.object({ verified: z.boolean() }), 'The status'), 429: errorResponses[429] },
});

/** A better-auth answer given as a Response (asResponse) or thrown as an APIError → its HTTP status. */
export function statusOf(err: unknown): number {
  const value = err as { statusCode?: unknown } | undefined;
  return typeof value?.statusCode === 'number' ? value.statusCode : 500;
}

/** The per-address limits of these routes, counted before the body is read (http/ip-limits.ts). */
export function authIpLimits(limits: AuthRateLimits): IpLimit[] {
  return [
    { method: 'POST', path: signUpRoute.path, key: 'sign-up', rule: limits.signUp },
    { method: 'POST', path: signInRoute.path, key: 'sign-in', rule: limits.signIn },
    { method: 'POST', path: resendRoute.path, key: 'resend-ip', rule: limits.resendPerIp },
    { method: 'GET', path: verificationStatusRoute.path, key: 'verification-status', rule: limits.verificationStatus },
  ];
}

export function registerAuthRoutes(app: OpenAPIHono<AppEnv>, context: AppContext): void {
  const { auth, db, config, limiter, limits, logger, security } = context;
  app.openapi(signUpRoute, async (c) => {
    const input = c.req.valid('json');
    const email = input.email.toLowerCase();
    if (await findUserByEmail(db, email)) throw new AppError('EMAIL_TAKEN', 409, AUTH_TEXT.alreadyRegistered);
    const fullName = `${input.firstName} ${input.lastName}`;
    let userId: string;
    try {
      const result = await auth.api.signUpEmail({
        body: { name: fullName, email, password: input.password, callbackURL: verifiedCallback(input.returnUrl) },
        headers: authHeaders(c, config),
      });
      userId = result.user.id;
    } catch (err) {
      if (statusOf(err) === 422) throw new AppError('EMAIL_TAKEN', 409, AUTH_TEXT.alreadyRegistered);
      logger.error({ err, requestId: c.get('requestId') }, 'sign-up failed');
      throw new AppError('SIGN_UP_FAILED', 500, AUTH_TEXT.signUpFailed);
    }
    // spec 000 §4: only client or developer (the schema already turned anything else into client).
    await db
      .update(profiles)
      .set({ firstName: input.firstName, lastName: input.lastName, fullName, role: input.role, updatedAt: new Date() })
      .where(eq(profiles.userId, userId));
    await setPendingSignUp(c, { secret: (await auth.$context).secret, config }, userId);
    await security.recordRequest(c, { type: 'sign_up', userId, subject: email, metadata: { role: input.role } });
    return c.json({ user: { id: userId, email } }, 200);
  });

  app.openapi(signInRoute, async (c) => {
    const { email, password } = c.req.valid('json');
    // Counted before the attempt (so parallel guesses cannot all pass), given back unless it failed.
    const attempt = await spendPasswordAttempt(context, c, email);
    let res: Response;
    try {
      res = await auth.api.signInEmail({
        body: { email: email.toLowerCase(), password, callbackURL: VERIFIED_CALLBACK },
        headers: authHeaders(c, config),
        asResponse: true,
      });
    } catch (err) {
      res = new Response(null, { status: statusOf(err) });
    }
    if (res.status === 401 || res.status === 400) {
      await attempt.failed();
      await recordSignInFailure(context, c, email, 'invalid_credentials');
      throw new AppError('INVALID_CREDENTIALS', 401, AUTH_TEXT.invalidCredentials);
    }
    await attempt.succeeded();
    if (res.status === 403) {
      // The password was right: this browser may follow the verification like the one that signed up.
      const user = await findUserByEmail(db, email);
      if (user) await setPendingSignUp(c, { secret: (await auth.$context).secret, config }, user.id);
      throw new AppError('EMAIL_NOT_VERIFIED', 403, EMAIL_NOT_VERIFIED_TEXT);
    }
    if (!res.ok) {
      logger.error({ status: res.status, requestId: c.get('requestId') }, 'sign-in failed');
      throw new AppError('SIGN_IN_FAILED', 500, AUTH_TEXT.signInFailed);
    }
    const body = (await res.json()) as { user: { id: string } };
    if (!(await isActiveUser(db, body.user.id))) {
      // The password was right, but the account is suspended: the session just made goes too.
      await db.delete(sessions).where(eq(sessions.userId, body.user.id));
      await recordSignInFailure(context, c, email, 'suspended');
      throw new AppError('ACCOUNT_SUSPENDED', 403, ADMIN_USER_TEXT.suspended);
    }
    const user = await loadSessionUser(db, body.user.id);
    if (!user) throw new AppError('SIGN_IN_FAILED', 500, AUTH_TEXT.signInFailed);
    forwardCookies(c, res.headers);
    await security.recordRequest(c, {
      type: 'sign_in_success',
      userId: user.id,
      subject: user.email,
      sessionId: await newestSessionId(db, user.id),
    });
    return c.json({ user }, 200);
  });

  app.openapi(signOutRoute, async (c) => {
    try {
      const res = await auth.api.signOut({ headers: authHeaders(c, config), asResponse: true });
      forwardCookies(c, res.headers);
    } catch {
      // No session: signing out is still a success.
    }
    deleteCookie(c, CURRENT_ACCOUNT_COOKIE, { path: '/' });
    return c.json({ ok: true as const }, 200);
  });

  app.openapi(resendRoute, async (c) => {
    const email = c.req.valid('json').email.toLowerCase();
    await limiter.enforce(`resend:${email}`, limits.resendPerEmail);
    try {
      await auth.api.sendVerificationEmail({
        body: { email, callbackURL: VERIFIED_CALLBACK },
        headers: authHeaders(c, config),
      });
    } catch (err) {
      // Already verified: nothing to send, and the answer must not tell.
      if (statusOf(err) >= 500) logger.error({ err, requestId: c.get('requestId') }, 'verification e-mail failed');
    }
    return c.json({ ok: true as const }, 200);
  });

  app.openapi(verifyEmailRoute, async (c) => {
    const { token, callbackURL } = c.req.valid('query');
    // The owner secured the account since this change-email link was sent: it no longer applies.
    if (await isCancelledEmailChange(db, token)) return c.redirect(INVALID_VERIFICATION_REDIRECT, 302);
    let res: Response;
    try {
      res = await auth.api.verifyEmail({ query: { token }, headers: authHeaders(c, config), asResponse: true });
    } catch (err) {
      res = new Response(null, { status: statusOf(err) });
    }
    if (!res.ok) return c.redirect(INVALID_VERIFICATION_REDIRECT, 302);
    await recordVerification(context, c, token);
    forwardCookies(c, res.headers);
    return c.redirect(safeReturnUrl(callbackURL) ?? VERIFIED_CALLBACK, 302);
  });

  app.openapi(verificationStatusRoute, async (c) => {
    const userId = await pendingSignUpUserId(c, (await auth.$context).secret);
    return c.json({ verified: userId ? await isEmailVerified(db, userId) : false }, 200);
  });
}

import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { AUTH_TEXT, PROFILE_TEXT, WEB_PATHS, changeEmailSchema } from '@themeport/core';
import { AppError } from '../../errors.ts';
import { publicRoute, requireUser } from '../../http/access.ts';
import type { AppContext } from '../../http/app-context.ts';
import { ErrorSchema, OkSchema, authErrors, errorResponses, json, jsonBody } from '../../http/schemas.ts';
import type { AppEnv } from '../../http/types.ts';
import type { RateLimitRule } from '../../lib/rate-limiter.ts';
import { VERIFICATION_LINK_SECONDS } from './auth.ts';
import { requireCurrentPassword } from './current-password.ts';
import { emailChangeNoticeEmail } from './emails.ts';
import { authHeaders } from './guards.ts';
import {
  cancelEmailChanges,
  createOneTimeToken,
  restoreEmailAndEndSessions,
  takeOneTimeToken,
} from './one-time-tokens.ts';
import { statusOf } from './routes.ts';
import { secureAccountBodySchema } from './schemas.ts';

/** Where the confirmation link lands once the new address is in place. */
export const EMAIL_CHANGED_CALLBACK = '/account/profile?email=changed';

/** The notice's 'secure my account' link: the old mailbox may be read days later. */
const SECURE_ACCOUNT_TTL_SECONDS = 7 * 24 * 60 * 60;

/** Each request mails two mailboxes: a few per user every ten minutes. */
export const EMAIL_CHANGE_RATE_LIMIT: RateLimitRule = { window: 600, max: 5 };

const changeEmailRoute = createRoute({
  method: 'post',
  path: '/api/me/email',
  middleware: [requireUser()],
  tags: ['Me'],
  summary:
    "Ask to change the signed-in user's e-mail: a link goes to the new address (the change applies when it is opened) and a notice to the current one",
  description:
    'The answer is the same whether or not the new address already has an account (then no link is sent), so it tells nobody who is registered.',
  request: jsonBody(changeEmailSchema),
  responses: {
    200: json(z.object({ ok: z.literal(true), message: z.string() }), 'Link sent to the new address'),
    400: json(
      ErrorSchema,
      "Invalid e-mail or no password, EMAIL_SAME 'This is already your email address.', or INVALID_CURRENT_PASSWORD",
    ),
    429: errorResponses[429],
    ...authErrors,
  },
});

const secureAccountRoute = createRoute({
  method: 'post',
  path: '/api/auth/secure-account',
  middleware: [publicRoute()],
  tags: ['Auth'],
  summary:
    "The 'secure my account' link of the notice to the old address of an e-mail change (its page posts the token): puts that address back, voids the pending change and signs out every session, once",
  request: jsonBody(secureAccountBodySchema),
  responses: {
    200: json(OkSchema, 'Secured'),
    400: json(ErrorSchema, "INVALID_TOKEN 'This link is invalid, expired or already used.'"),
  },
});

export function registerEmailChangeRoutes(app: OpenAPIHono<AppEnv>, context: AppContext): void {
  const { auth, config, db, limiter, logger, mail, security } = context;
  app.openapi(changeEmailRoute, async (c) => {
    const { newEmail: typed, password } = c.req.valid('json');
    const newEmail = typed.toLowerCase();
    const user = c.get('user');
    if (newEmail === user.email.toLowerCase()) throw new AppError('EMAIL_SAME', 400, PROFILE_TEXT.emailSame);
    await limiter.enforce(`email-change:${user.id}`, EMAIL_CHANGE_RATE_LIMIT);
    // A stolen session alone must not move the account to another mailbox.
    await requireCurrentPassword(context, c, user, password);
    try {
      await auth.api.changeEmail({
        body: { newEmail, callbackURL: EMAIL_CHANGED_CALLBACK },
        headers: authHeaders(c, config),
      });
    } catch (err) {
      if (statusOf(err) === 401) throw new AppError('SESSION_EXPIRED', 401, AUTH_TEXT.sessionExpired);
      logger.error({ err, requestId: c.get('requestId') }, 'e-mail change failed');
      throw new AppError('EMAIL_CHANGE_FAILED', 500, PROFILE_TEXT.emailChangeFailed);
    }
    try {
      const token = await createOneTimeToken(db, {
        purpose: 'secure-account',
        value: JSON.stringify({ userId: user.id, email: user.email.toLowerCase() }),
        ttlSeconds: SECURE_ACCOUNT_TTL_SECONDS,
      });
      const secureLink = `${config.publicUrl}${WEB_PATHS.secureAccount}?token=${encodeURIComponent(token)}`;
      await mail.send(emailChangeNoticeEmail(user.email, user.fullName ?? user.email, newEmail, secureLink));
    } catch (err) {
      logger.error({ err, requestId: c.get('requestId') }, 'e-mail change notice failed');
    }
    await security.recordRequest(c, {
      type: 'email_change',
      userId: user.id,
      subject: user.email,
      metadata: { stage: 'requested', to: newEmail },
    });
    return c.json({ ok: true as const, message: PROFILE_TEXT.emailChangeSent(newEmail) }, 200);
  });

  app.openapi(secureAccountRoute, async (c) => {
    const { token } = c.req.valid('json');
    const value = await takeOneTimeToken(db, 'secure-account', token);
    if (!value) throw new AppError('INVALID_TOKEN', 400, AUTH_TEXT.secureLinkInvalid);
    const { userId, email } = JSON.parse(value) as { userId: string; email: string };
    await restoreEmailAndEndSessions(db, { userId, email });
    // The confirmation link mailed to the new address would otherwise still apply the change.
    await cancelEmailChanges(db, email, VERIFICATION_LINK_SECONDS);
    await security.recordRequest(c, { type: 'email_change', userId, subject: email, metadata: { stage: 'reverted' } });
    await security.recordRequest(c, {
      type: 'session_revoked',
      userId,
      metadata: { scope: 'all', by: 'secure-account' },
    });
    return c.json({ ok: true as const }, 200);
  });
}

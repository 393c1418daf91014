import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { AUTH_TEXT, PROFILE_TEXT, changeEmailSchema } from '@themeport/core';
import { AppError } from '../../errors.ts';
import { requireUser } from '../../http/access.ts';
import type { AppContext } from '../../http/app-context.ts';
import { ErrorSchema, authErrors, errorResponses, json, jsonBody } from '../../http/schemas.ts';
import type { AppEnv } from '../../http/types.ts';
import type { RateLimitRule } from '../../lib/rate-limiter.ts';
import { emailChangeNoticeEmail } from './emails.ts';
import { authHeaders } from './guards.ts';
import { statusOf } from './routes.ts';

/** Where the confirmation link lands once the new address is in place. */
export const EMAIL_CHANGED_CALLBACK = '/account/profile?email=changed';

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
    400: json(ErrorSchema, "Invalid e-mail, or EMAIL_SAME 'This is already your email address.'"),
    429: errorResponses[429],
    ...authErrors,
  },
});

export function registerEmailChangeRoutes(
  app: OpenAPIHono<AppEnv>,
  { auth, config, limiter, logger, mail }: AppContext,
): void {
  app.openapi(changeEmailRoute, async (c) => {
    const newEmail = c.req.valid('json').newEmail.toLowerCase();
    const user = c.get('user');
    if (newEmail === user.email.toLowerCase()) throw new AppError('EMAIL_SAME', 400, PROFILE_TEXT.emailSame);
    await limiter.enforce(`email-change:${user.id}`, EMAIL_CHANGE_RATE_LIMIT);
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
      await mail.send(
        emailChangeNoticeEmail(
          user.email,
          user.fullName ?? user.email,
          newEmail,
          `${config.publicUrl}/account/profile`,
        ),
      );
    } catch (err) {
      logger.error({ err, requestId: c.get('requestId') }, 'e-mail change notice failed');
    }
    return c.json({ ok: true as const, message: PROFILE_TEXT.emailChangeSent(newEmail) }, 200);
  });
}

import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { AUTH_TEXT, WEB_PATHS } from '@themeport/core';
import type { Context } from 'hono';
import { AppError } from '../../errors.ts';
import { publicRoute } from '../../http/access.ts';
import type { AppContext } from '../../http/app-context.ts';
import { ErrorSchema, OkSchema, json, jsonBody } from '../../http/schemas.ts';
import { clientIp } from '../../http/client-ip.ts';
import type { AppEnv } from '../../http/types.ts';
import { signInUnlockEmail } from './emails.ts';
import { unlockBodySchema } from './schemas.ts';
import { createOneTimeToken, takeOneTimeToken } from './one-time-tokens.ts';
import { accountFailureKey, accountFailurePrefix, findUserByEmail } from './service.ts';

const UNLOCK_TTL_SECONDS = 60 * 60;

type FailureContext = Pick<AppContext, 'db' | 'config' | 'limiter' | 'limits' | 'logger' | 'mail' | 'security'>;

/**
 * The failure budget of one account from the client's address, spent before a password check
 * (so parallel guesses cannot all pass): call `succeeded` when the password was right, `failed`
 * when it was wrong. Another address keeps its own budget, so a guesser locks out only themself.
 */
export async function spendPasswordAttempt(ctx: FailureContext, c: Context<AppEnv>, email: string) {
  const key = accountFailureKey(email, clientIp(c, ctx.config));
  await ctx.limiter.enforce(key, ctx.limits.signInFailuresPerAccount);
  return {
    succeeded: () => ctx.limiter.refund(key),
    failed: () => noticeFailureBurst(ctx, c, email),
  };
}

/** Counts a failure for the account from any address; past the burst, the owner gets one unlock mail per window. */
async function noticeFailureBurst(ctx: FailureContext, c: Context<AppEnv>, typedEmail: string): Promise<void> {
  const email = typedEmail.trim().toLowerCase();
  const burst = await ctx.limiter.consume(`sign-in-burst:${email}`, ctx.limits.signInFailureBurst);
  if (burst.allowed) return;
  if (!(await ctx.limiter.consume(`sign-in-unlock-mail:${email}`, ctx.limits.unlockMail)).allowed) return;
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return;
  try {
    const token = await createOneTimeToken(ctx.db, {
      purpose: 'unlock-sign-in',
      value: user.email,
      ttlSeconds: UNLOCK_TTL_SECONDS,
    });
    // A page that posts the token on its button: a mail scanner opening the link unlocks nothing.
    const link = `${ctx.config.publicUrl}${WEB_PATHS.unlockSignIn}?token=${encodeURIComponent(token)}`;
    await ctx.mail.send(signInUnlockEmail(user.email, user.name, link));
  } catch (err) {
    ctx.logger.error({ err, requestId: c.get('requestId') }, 'sign-in unlock e-mail failed');
    return;
  }
  await ctx.security.recordRequest(c, { type: 'unlock_mail_sent', userId: user.id, subject: user.email });
}

const unlockRoute = createRoute({
  method: 'post',
  path: '/api/auth/unlock',
  middleware: [publicRoute()],
  tags: ['Auth'],
  summary:
    'The unlock e-mail (sent after a burst of failed sign-ins), posted by its page: clears the failures of the account from every address, once',
  request: jsonBody(unlockBodySchema),
  responses: {
    200: json(OkSchema, 'Unlocked'),
    400: json(ErrorSchema, "INVALID_TOKEN 'This link is invalid, expired or already used.'"),
  },
});

export function registerUnlockRoutes(app: OpenAPIHono<AppEnv>, { db, limiter }: AppContext): void {
  app.openapi(unlockRoute, async (c) => {
    const { token } = c.req.valid('json');
    const email = await takeOneTimeToken(db, 'unlock-sign-in', token);
    if (!email) throw new AppError('INVALID_TOKEN', 400, AUTH_TEXT.secureLinkInvalid);
    await limiter.clear(accountFailurePrefix(email));
    return c.json({ ok: true as const }, 200);
  });
}

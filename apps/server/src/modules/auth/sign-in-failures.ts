import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { publicRoute } from '../../http/access.ts';
import type { AppContext } from '../../http/app-context.ts';
import { clientIp } from '../../http/client-ip.ts';
import type { AppEnv } from '../../http/types.ts';
import { signInUnlockEmail } from './emails.ts';
import { linkTokenQuerySchema } from './schemas.ts';
import { createOneTimeToken, takeOneTimeToken } from './one-time-tokens.ts';
import { accountFailureKey, accountFailurePrefix, findUserByEmail } from './service.ts';

const UNLOCK_TTL_SECONDS = 60 * 60;
const UNLOCKED_REDIRECT = '/signin?unlocked=1';
const INVALID_UNLOCK_REDIRECT = '/signin?unlocked=invalid';

type FailureContext = Pick<AppContext, 'db' | 'config' | 'limiter' | 'limits' | 'logger' | 'mail'>;

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
    failed: () => noticeFailureBurst(ctx, email, c.get('requestId')),
  };
}

/** Counts a failure for the account from any address; past the burst, the owner gets one unlock mail per window. */
async function noticeFailureBurst(ctx: FailureContext, typedEmail: string, requestId: string): Promise<void> {
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
    const link = `${ctx.config.publicUrl}/api/auth/unlock?token=${encodeURIComponent(token)}`;
    await ctx.mail.send(signInUnlockEmail(user.email, user.name, link));
  } catch (err) {
    ctx.logger.error({ err, requestId }, 'sign-in unlock e-mail failed');
  }
}

const unlockRoute = createRoute({
  method: 'get',
  path: '/api/auth/unlock',
  middleware: [publicRoute()],
  tags: ['Auth'],
  summary:
    'The link of the unlock e-mail (sent after a burst of failed sign-ins): clears the failures of the account from every address, once',
  request: { query: linkTokenQuerySchema },
  responses: { 302: { description: `To ${UNLOCKED_REDIRECT}, or ${INVALID_UNLOCK_REDIRECT}` } },
});

export function registerUnlockRoutes(app: OpenAPIHono<AppEnv>, { db, limiter }: AppContext): void {
  app.openapi(unlockRoute, async (c) => {
    const { token } = c.req.valid('query');
    const email = token ? await takeOneTimeToken(db, 'unlock-sign-in', token) : null;
    if (!email) return c.redirect(INVALID_UNLOCK_REDIRECT, 302);
    await limiter.clear(accountFailurePrefix(email));
    return c.redirect(UNLOCKED_REDIRECT, 302);
  });
}

import { AUTH_TEXT, type SessionUser } from '@themeport/core';
import type { Context } from 'hono';
import { AppError } from '../../errors.ts';
import type { AppContext } from '../../http/app-context.ts';
import type { AppEnv } from '../../http/types.ts';
import { spendPasswordAttempt } from './sign-in-failures.ts';

/**
 * Throws INVALID_CURRENT_PASSWORD (400) unless `password` is the user's: asked before a change a
 * stolen session alone must not make. Wrong guesses spend the sign-in failure budget of this
 * account from this address, so the session does not buy unlimited guesses.
 */
export async function requireCurrentPassword(
  context: AppContext,
  c: Context<AppEnv>,
  user: Pick<SessionUser, 'id' | 'email'>,
  password: string,
): Promise<void> {
  const attempt = await spendPasswordAttempt(context, c, user.email);
  const ctx = await context.auth.$context;
  const credential = (await ctx.internalAdapter.findAccounts(user.id)).find(
    (account) => account.providerId === 'credential',
  );
  const isCurrent = credential?.password ? await ctx.password.verify({ hash: credential.password, password }) : false;
  if (!isCurrent) {
    await attempt.failed();
    await context.security.recordRequest(c, {
      type: 'sign_in_failure',
      userId: user.id,
      subject: user.email,
      metadata: { reason: 'invalid_credentials', where: 'current-password' },
    });
    throw new AppError('INVALID_CURRENT_PASSWORD', 400, AUTH_TEXT.currentPasswordWrong);
  }
  await attempt.succeeded();
}

import type { Context } from 'hono';
import { getSignedCookie, setSignedCookie } from 'hono/cookie';
import type { Config } from '../../config.ts';

/**
 * GET /api/auth/verification-status answers only the browser that signed up (or signed in with the
 * right password before verifying): that answer proves the person knows the password, so the
 * status of an arbitrary e-mail is never told. A signed, HttpOnly cookie scoped to that one path,
 * valid as long as the verification link (1 hour).
 */
export const PENDING_SIGN_UP_COOKIE = 'tp.pending_signup';
const COOKIE_PATH = '/api/auth/verification-status';
const LIFETIME_SECONDS = 60 * 60;

export async function setPendingSignUp(
  c: Context,
  { secret, config }: { secret: string; config: Pick<Config, 'isHttps'> },
  userId: string,
) {
  const expiresAt = Math.floor(Date.now() / 1000) + LIFETIME_SECONDS;
  await setSignedCookie(c, PENDING_SIGN_UP_COOKIE, `${userId}:${expiresAt}`, secret, {
    path: COOKIE_PATH,
    maxAge: LIFETIME_SECONDS,
    httpOnly: true,
    secure: config.isHttps,
    sameSite: 'Strict',
  });
}

/** The user id of the pending sign-up this browser holds, or null (none, forged or expired). */
export async function pendingSignUpUserId(c: Context, secret: string): Promise<string | null> {
  const value = await getSignedCookie(c, secret, PENDING_SIGN_UP_COOKIE);
  if (!value) return null;
  const [userId, expiresAt] = value.split(':');
  if (!userId || !(Number(expiresAt) * 1000 > Date.now())) return null;
  return userId;
}

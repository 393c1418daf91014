// What the auth routes tell the security monitor (issue 24): sign-in outcomes and the verification
// link's result. Recording is quiet on failure (modules/security), so these never break a request.
import { desc, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Database } from '../../db/client.ts';
import { sessions } from '../../db/schema.ts';
import type { AppContext } from '../../http/app-context.ts';
import type { AppEnv } from '../../http/types.ts';
import { findUserByEmail } from './service.ts';

/** The session a sign-in just made: the user's newest. */
export async function newestSessionId(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.createdAt))
    .limit(1);
  return row?.id ?? null;
}

/** A refused sign-in (or a wrong current password): the typed e-mail, and the user when one has it. */
export async function recordSignInFailure(
  context: Pick<AppContext, 'db' | 'security'>,
  c: Context<AppEnv>,
  typedEmail: string,
  reason: 'invalid_credentials' | 'suspended',
  metadata: Record<string, unknown> = {},
): Promise<void> {
  const user = await findUserByEmail(context.db, typedEmail);
  await context.security.recordRequest(c, {
    type: 'sign_in_failure',
    userId: user?.id ?? null,
    subject: typedEmail,
    metadata: { reason, ...metadata },
  });
}

/**
 * The verification link worked: a sign-up's address is verified (email_verified), or an e-mail
 * change is applied (email_change). better-auth's token is a signed JWT whose payload names the
 * address (and `updateTo` for a change); it was just verified, so its payload is read as it is.
 */
export async function recordVerification(
  context: Pick<AppContext, 'db' | 'security'>,
  c: Context<AppEnv>,
  token: string,
): Promise<void> {
  const payload = jwtPayload(token);
  if (!payload?.email) return;
  const email = payload.updateTo ?? payload.email;
  const user = await findUserByEmail(context.db, email);
  await context.security.recordRequest(
    c,
    payload.updateTo
      ? {
          type: 'email_change',
          userId: user?.id ?? null,
          subject: payload.updateTo,
          metadata: { stage: 'applied', from: payload.email },
        }
      : { type: 'email_verified', userId: user?.id ?? null, subject: payload.email },
  );
}

function jwtPayload(token: string): { email?: string; updateTo?: string } | null {
  try {
    const part = token.split('.')[1];
    if (!part) return null;
    const value = JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as unknown;
    if (typeof value !== 'object' || value === null) return null;
    const { email, updateTo } = value as Record<string, unknown>;
    return {
      ...(typeof email === 'string' ? { email } : {}),
      ...(typeof updateTo === 'string' ? { updateTo } : {}),
    };
  } catch {
    return null;
  }
}

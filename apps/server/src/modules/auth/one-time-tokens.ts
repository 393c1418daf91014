import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sessions, users, verifications } from '../../db/schema.ts';

/** What a one-time link may do; the prefix of its row's identifier in `verifications`. */
export type OneTimePurpose = 'unlock-sign-in' | 'secure-account';

const identifierOf = (purpose: OneTimePurpose, token: string) =>
  `${purpose}:${createHash('sha256').update(token).digest('hex')}`;

/**
 * A single-use, expiring link token. Only its hash is stored (beside better-auth's own rows): a
 * copy of the table does not hand out working links.
 */
export async function createOneTimeToken(
  db: Database,
  { purpose, value, ttlSeconds }: { purpose: OneTimePurpose; value: string; ttlSeconds: number },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(verifications).values({
    identifier: identifierOf(purpose, token),
    value,
    expiresAt: new Date(Date.now() + ttlSeconds * 1000),
  });
  return token;
}

/** The token's value, deleting it in the same statement (so two clicks cannot both use it); null if unknown or expired. */
export async function takeOneTimeToken(db: Database, purpose: OneTimePurpose, token: string): Promise<string | null> {
  const rows = await db
    .delete(verifications)
    .where(and(eq(verifications.identifier, identifierOf(purpose, token)), gt(verifications.expiresAt, new Date())))
    .returning({ value: verifications.value });
  return rows[0]?.value ?? null;
}

/** Puts the old, proven address back and ends every session of the user, in one transaction. */
export async function restoreEmailAndEndSessions(
  db: Database,
  { userId, email }: { userId: string; email: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [holder] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
    // Someone else took the old address meanwhile: the sessions still end, the address stays.
    if (!holder || holder.id === userId)
      await tx.update(users).set({ email, emailVerified: true, updatedAt: new Date() }).where(eq(users.id, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
  });
}

const cancelledChangesOf = (email: string) => `email-change-cancelled:${email.trim().toLowerCase()}`;

/**
 * Marks every change-email link issued so far for this address as void. Those links are signed
 * tokens better-auth keeps nowhere, valid for an hour and reusable: the marker outlives them.
 */
export async function cancelEmailChanges(db: Database, email: string, linkLifetimeSeconds: number): Promise<void> {
  const identifier = cancelledChangesOf(email);
  await db.transaction(async (tx) => {
    await tx.delete(verifications).where(eq(verifications.identifier, identifier));
    await tx.insert(verifications).values({
      identifier,
      value: new Date().toISOString(),
      expiresAt: new Date(Date.now() + linkLifetimeSeconds * 1000),
    });
  });
}

/** When the change-email links of this address were voided; null if never (or long enough ago). */
export async function emailChangesCancelledAt(db: Database, email: string): Promise<Date | null> {
  const [row] = await db
    .select({ value: verifications.value })
    .from(verifications)
    .where(and(eq(verifications.identifier, cancelledChangesOf(email)), gt(verifications.expiresAt, new Date())))
    .limit(1);
  return row ? new Date(row.value) : null;
}

// Checkout sessions, and what a checkout reads of the library, purchases, themes and users.
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import {
  accountLibrary,
  checkoutSessions,
  purchases,
  themes,
  users,
  type CheckoutSessionRow,
} from '../../../db/schema.ts';
import type { Tx } from '../queries.ts';

export type NewCheckoutSession = typeof checkoutSessions.$inferInsert;

export async function selectCheckoutSession(db: Database, sessionId: string): Promise<CheckoutSessionRow | undefined> {
  const [session] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId));
  return session;
}

/** A local session, only when this user started it. */
export async function selectLocalSessionOfUser(
  db: Database,
  sessionId: string,
  userId: string,
): Promise<CheckoutSessionRow | undefined> {
  const [row] = await db
    .select()
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.id, sessionId),
        eq(checkoutSessions.userId, userId),
        eq(checkoutSessions.provider, 'local'),
      ),
    );
  return row;
}

export async function selectSessionByIdempotencyKey(
  db: Database,
  key: string,
): Promise<CheckoutSessionRow | undefined> {
  const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.idempotencyKey, key));
  return row;
}

export async function setSessionIdempotencyKey(db: Database, sessionId: string, key: string): Promise<void> {
  await db.update(checkoutSessions).set({ idempotencyKey: key }).where(eq(checkoutSessions.id, sessionId));
}

/** Inserts the session unless one with its id or key is there; whether it was inserted. */
export async function insertCheckoutSession(db: Database, session: NewCheckoutSession): Promise<boolean> {
  const inserted = await db
    .insert(checkoutSessions)
    .values(session)
    .onConflictDoNothing()
    .returning({ id: checkoutSessions.id });
  return inserted.length > 0;
}

/** Expires the session if it is still open. */
export async function expireOpenSession(db: Database, sessionId: string): Promise<void> {
  await db
    .update(checkoutSessions)
    .set({ status: 'expired' })
    .where(and(eq(checkoutSessions.id, sessionId), eq(checkoutSessions.status, 'open')));
}

/** Expires the local sessions still open that were created before `cutoff`; answers how many. */
export async function expireLocalSessionsCreatedBefore(db: Database, cutoff: Date): Promise<number> {
  const expired = await db
    .update(checkoutSessions)
    .set({ status: 'expired' })
    .where(
      and(
        eq(checkoutSessions.provider, 'local'),
        inArray(checkoutSessions.status, ['open']),
        lt(checkoutSessions.createdAt, cutoff),
      ),
    )
    .returning({ id: checkoutSessions.id });
  return expired.length;
}

/** The account a session belongs to, read without a lock (the account is locked before the session). */
export async function selectSessionAccountId(tx: Tx, sessionId: string): Promise<string | undefined> {
  const [owner] = await tx
    .select({ accountId: checkoutSessions.accountId })
    .from(checkoutSessions)
    .where(eq(checkoutSessions.id, sessionId));
  return owner?.accountId;
}

/** The session's row, locked until the transaction ends. */
export async function lockCheckoutSession(tx: Tx, sessionId: string): Promise<CheckoutSessionRow | undefined> {
  const [session] = await tx.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId)).for('update');
  return session;
}

export async function completeCheckoutSession(
  tx: Tx,
  sessionId: string,
  at: Date,
  paymentIntentId: string | null = null,
): Promise<void> {
  await tx
    .update(checkoutSessions)
    .set({ status: 'complete', completedAt: at, paymentIntentId })
    .where(eq(checkoutSessions.id, sessionId));
}

/** The paid theme session of a provider's payment (a refund or dispute made at Stripe names it). */
export async function selectThemeSessionByPayment(db: Database, paymentIntentId: string) {
  const [row] = await db
    .select({ id: checkoutSessions.id, accountId: checkoutSessions.accountId })
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.paymentIntentId, paymentIntentId), eq(checkoutSessions.mode, 'payment')));
  return row ?? null;
}

/** Which of these themes the account's library holds. */
export async function selectOwnedThemeIds(
  db: Database,
  accountId: string,
  themeIds: string[],
): Promise<{ themeId: string }[]> {
  return db
    .select({ themeId: accountLibrary.themeId })
    .from(accountLibrary)
    .where(and(eq(accountLibrary.accountId, accountId), inArray(accountLibrary.themeId, themeIds)));
}

/** The themes a session's purchase rows cover. */
export async function selectSessionPurchasedThemeIds(
  db: Database,
  { accountId, sessionId }: { accountId: string; sessionId: string },
): Promise<{ themeId: string }[]> {
  return db
    .select({ themeId: purchases.themeId })
    .from(purchases)
    .where(and(eq(purchases.accountId, accountId), eq(purchases.checkoutSessionId, sessionId)));
}

/** What the hosted checkout page shows of a theme line. */
export async function selectThemeDescriptionAndImages(db: Database, themeId: string) {
  const [theme] = await db
    .select({ description: themes.description, images: themes.images })
    .from(themes)
    .where(eq(themes.id, themeId));
  return theme;
}

export async function selectUserEmail(db: Database, userId: string): Promise<string | null> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return user?.email ?? null;
}

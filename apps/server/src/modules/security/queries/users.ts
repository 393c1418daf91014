import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { profiles, signInHistory, users } from '../../../db/schema.ts';

export async function selectUserEmail(db: Database, userId: string): Promise<string | null> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return user?.email ?? null;
}

export async function selectUserRole(db: Database, userId: string) {
  const [row] = await db
    .select({ role: profiles.role, email: users.email })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.userId, userId));
  return row ?? null;
}

/** The different (IP, device) pairs of the user's successful sign-ins before `before` (at most 1000). */
export function selectEarlierSignIns(db: Database, userId: string, before: Date) {
  return db
    .selectDistinct({ ip: signInHistory.ip, device: signInHistory.device, country: signInHistory.country })
    .from(signInHistory)
    .where(
      and(eq(signInHistory.userId, userId), eq(signInHistory.outcome, 'success'), lt(signInHistory.createdAt, before)),
    )
    .limit(1000);
}

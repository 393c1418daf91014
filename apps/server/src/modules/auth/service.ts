import { eq } from 'drizzle-orm';
import { isOnboardingNeeded, type SessionUser } from '@themeport/core';
import type { Database } from '../../db/client.ts';
import { profiles, users } from '../../db/schema.ts';

/** The signed-in user as the web sees it (users joined with profiles); null if the user is gone. */
export async function loadSessionUser(db: Database, userId: string): Promise<SessionUser | null> {
  const [row] = await db
    .select({ user: users, profile: profiles })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  const { user, profile } = row;
  // A suspended or inactive user has no session (their rows are deleted as the status changes).
  if (profile && profile.status !== 'active') return null;
  return {
    id: user.id,
    email: user.email,
    emailVerified: user.emailVerified,
    // spec 000 §6: the role comes from the profile, else client.
    role: profile?.role ?? 'client',
    firstName: profile?.firstName ?? null,
    lastName: profile?.lastName ?? null,
    fullName: profile?.fullName ?? user.name,
    avatarUrl: profile?.avatarUrl ?? user.image ?? null,
    onboardingStage: profile?.onboardingStage ?? null,
    onboardingNeeded: isOnboardingNeeded({
      tosAgreedAt: profile?.tosAgreedAt?.toISOString() ?? null,
      onboardingCompletedAt: profile?.onboardingCompletedAt?.toISOString() ?? null,
    }),
  };
}

export async function findUserByEmail(db: Database, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  return user ?? null;
}

export async function isEmailVerified(db: Database, userId: string): Promise<boolean> {
  const [user] = await db
    .select({ emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return user?.emailVerified ?? false;
}

/**
 * The failure counter of one account from one client address (AUTH_RATE_LIMITS.signInFailuresPerAccount),
 * keyed by the e-mail as typed at sign-in: wrong passwords at sign-in and wrong current passwords share it.
 */
export const accountFailureKey = (email: string, ip: string) => `${accountFailurePrefix(email)}${ip}`;
/** The start of every address's failure counter for this account (cleared by the unlock link). */
export const accountFailurePrefix = (email: string) => `sign-in-account:${email.trim().toLowerCase()}|`;

/** Whether the user may sign in (spec 001 §3 profile status: only active users). */
export async function isActiveUser(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ status: profiles.status }).from(profiles).where(eq(profiles.userId, userId));
  return (row?.status ?? 'active') === 'active';
}

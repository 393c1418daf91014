import { eq } from 'drizzle-orm';
import type { PlatformRole } from '@themeport/core';
import type { Database } from '../../db/client.ts';
import { authAccounts, profiles, users, type User } from '../../db/schema.ts';
import { hashPassword } from './auth.ts';

export interface NewPasswordUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: PlatformRole;
  emailVerified?: boolean;
  /** Terms agreed and onboarding completed now. */
  onboarded?: boolean;
  /**
   * An argon2id PHC string of `password` made elsewhere: test fixtures pass a cheap one (decision
   * 035); sign-in verifies whatever parameters the string names. Default: hashPassword's.
   */
  passwordHash?: string;
}

/**
 * A user with an e-mail/password credential written straight to the tables better-auth reads
 * (users, auth_accounts with provider 'credential') and a profile. For demo data and test
 * factories; people sign up through /api/auth/sign-up/email.
 */
export async function createPasswordUser(db: Database, input: NewPasswordUser): Promise<User> {
  const hash = input.passwordHash ?? (await hashPassword(input.password));
  const now = new Date();
  const fullName = `${input.firstName} ${input.lastName}`;
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ name: fullName, email: input.email.toLowerCase(), emailVerified: input.emailVerified ?? true })
      .returning();
    await tx
      .insert(authAccounts)
      .values({ userId: user!.id, accountId: user!.id, providerId: 'credential', password: hash });
    await tx.insert(profiles).values({
      userId: user!.id,
      role: input.role,
      firstName: input.firstName,
      lastName: input.lastName,
      fullName,
      tosAgreedAt: input.onboarded ? now : null,
      onboardingCompletedAt: input.onboarded ? now : null,
      onboardingStage: input.onboarded ? 'completed' : null,
    });
    return user!;
  });
}

export async function findProfile(db: Database, userId: string) {
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return profile ?? null;
}

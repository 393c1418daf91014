import { and, eq, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { emailOnlySchema, passwordSchema } from '@themeport/core';
import type { Database } from '../../db/client.ts';
import { profiles, users } from '../../db/schema.ts';
import { findUserByEmail } from './service.ts';
import { createPasswordUser } from './users.ts';

const others = alias(profiles, 'others');

/** A refusal of `npm run admin:create`, worded for the person at the terminal. */
export class AdminCreateError extends Error {
  override name = 'AdminCreateError';
}

/** The e-mail from the first argument, else ADMIN_EMAIL; there is no default. */
export function adminEmailFrom(argv: string[], env: Record<string, string | undefined>): string {
  const email = (argv.find((arg) => !arg.startsWith('-')) ?? env.ADMIN_EMAIL ?? '').trim();
  if (!email)
    throw new AdminCreateError(
      'Give the admin e-mail: npm run admin:create -- admin@example.com (or set ADMIN_EMAIL).',
    );
  return email;
}

/**
 * The first platform admin (spec 000 §6 role 'admin'): a verified, onboarded user created through
 * the same path as every other password user (Argon2id), with the password rules of sign-up. An
 * existing user is promoted instead, and keeps their password. While no superadmin exists (the
 * first admin of an install, or one from before superadmins), the admin made is the superadmin:
 * only a superadmin changes other admins (issue 24).
 */
export async function createPlatformAdmin(
  db: Database,
  input: { email: string; password: string | undefined },
): Promise<{ created: boolean; userId: string; superadmin: boolean }> {
  const parsedEmail = emailOnlySchema.safeParse({ email: input.email });
  if (!parsedEmail.success) throw new AdminCreateError(parsedEmail.error.issues[0]!.message);
  const email = parsedEmail.data.email.toLowerCase();

  const existing = await findUserByEmail(db, email);
  if (existing) {
    await db.transaction(async (tx) => {
      await tx.update(users).set({ emailVerified: true, updatedAt: new Date() }).where(eq(users.id, existing.id));
      await tx
        .insert(profiles)
        .values({ userId: existing.id, role: 'admin', fullName: existing.name })
        .onConflictDoUpdate({ target: profiles.userId, set: { role: 'admin', updatedAt: new Date() } });
    });
    return { created: false, userId: existing.id, superadmin: await superadminIfNone(db, existing.id) };
  }

  if (input.password === undefined) {
    throw new AdminCreateError('Set ADMIN_PASSWORD, or run the command in a terminal to type the password.');
  }
  const password = passwordSchema.safeParse(input.password);
  if (!password.success) throw new AdminCreateError(password.error.issues[0]!.message);
  const user = await createPasswordUser(db, {
    email,
    password: password.data,
    firstName: 'Platform',
    lastName: 'Admin',
    role: 'admin',
    emailVerified: true,
    onboarded: true,
  });
  return { created: true, userId: user.id, superadmin: await superadminIfNone(db, user.id) };
}

/** Makes the user the superadmin when there is none yet; answers whether they are one now. */
async function superadminIfNone(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .update(profiles)
    .set({ isSuperadmin: true, updatedAt: new Date() })
    .where(
      and(
        eq(profiles.userId, userId),
        notExists(
          db
            .select({ one: sql`1` })
            .from(others)
            .where(eq(others.isSuperadmin, true)),
        ),
      ),
    )
    .returning({ flag: profiles.isSuperadmin });
  if (row) return true;
  const [profile] = await db.select({ flag: profiles.isSuperadmin }).from(profiles).where(eq(profiles.userId, userId));
  return profile?.flag ?? false;
}

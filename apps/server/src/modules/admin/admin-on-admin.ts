// Issue 24: no admin may demote, suspend, delete or re-address another admin unless they are a
// superadmin who signed in within the last 5 minutes (a stolen, older session is not enough).
import { eq } from 'drizzle-orm';
import { ADMIN_REAUTH_MS, ADMIN_USER_TEXT, type AdminUser } from '@themeport/core';
import type { Database } from '../../db/client.ts';
import { profiles, sessions } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { AuditContext } from '../../lib/audit.ts';

export async function isSuperadmin(db: Database, userId: string | null): Promise<boolean> {
  if (!userId) return false;
  const [row] = await db.select({ flag: profiles.isSuperadmin }).from(profiles).where(eq(profiles.userId, userId));
  return row?.flag ?? false;
}

/** When the session began: its row's creation (a sign-in), null when there is none. */
async function sessionStartedAt(db: Database, sessionId: string | null): Promise<Date | null> {
  if (!sessionId) return null;
  const [row] = await db.select({ createdAt: sessions.createdAt }).from(sessions).where(eq(sessions.id, sessionId));
  return row?.createdAt ?? null;
}

/** 403 unless the actor may change this user: another platform admin needs a superadmin with a fresh sign-in. */
export async function assertMayChangeAdmin(
  db: Database,
  ctx: AuditContext,
  target: Pick<AdminUser, 'id' | 'role'>,
  now = new Date(),
): Promise<void> {
  if (target.role !== 'admin' || target.id === ctx.userId) return;
  if (!(await isSuperadmin(db, ctx.userId)))
    throw new AppError('SUPERADMIN_PROTECTED', 403, ADMIN_USER_TEXT.superadminOnlyAdmins);
  const started = await sessionStartedAt(db, ctx.sessionId ?? null);
  if (!started || now.getTime() - started.getTime() > ADMIN_REAUTH_MS)
    throw new AppError('REAUTH_REQUIRED', 403, ADMIN_USER_TEXT.reauthRequired);
}

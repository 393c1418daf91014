import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import {
  ADMIN_USER_TEXT,
  AUTH_TEXT,
  diffChanges,
  formatMoney,
  isUuid,
  type AdminUser,
  type PlatformRole,
  type UserStatus,
} from '@themeport/core';
import type { Database } from '../../db/client.ts';
import { accountUsers, accounts, profiles, sessions, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { audited, type AuditContext } from '../../lib/audit.ts';
import type { Logger } from '../../logger.ts';
import { createPasswordUser } from '../auth/index.ts';
import { openSellerMoney } from '../seller-money/index.ts';
import { assertMayChangeAdmin, isSuperadmin } from './admin-on-admin.ts';

// spec 001 §2.8 the Users tab: list, create, edit, delete, with the superadmin rules of §6.2. A
// status other than active ends every session of the user at once and sign-in refuses them
// (auth/routes.ts, auth/service.ts); every change is audited (decision 023).

interface Deps {
  db: Database;
  logger: Logger;
}

const notFound = () => new AppError('USER_NOT_FOUND', 404, ADMIN_USER_TEXT.notFound);
const protectedError = (message: string) => new AppError('SUPERADMIN_PROTECTED', 403, message);

function selectAdminUsers(db: Database) {
  return db
    .select({
      id: users.id,
      email: users.email,
      fullName: sql<string>`coalesce(nullif(${profiles.fullName}, ''), ${users.name})`,
      role: sql<PlatformRole>`coalesce(${profiles.role}, 'client')`,
      status: sql<UserStatus>`coalesce(${profiles.status}, 'active')`,
      isSuperadmin: sql<boolean>`coalesce(${profiles.isSuperadmin}, false)`,
      emailVerified: users.emailVerified,
      createdAt: users.createdAt,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectAdminUsers>['execute']>>[number];
const toAdminUser = (row: Row): AdminUser => ({ ...row, createdAt: row.createdAt.toISOString() });

export async function listAdminUsers(db: Database): Promise<AdminUser[]> {
  const rows = await selectAdminUsers(db).orderBy(desc(users.createdAt), desc(users.id));
  return rows.map(toAdminUser);
}

async function loadUser(db: Database, userId: string): Promise<AdminUser> {
  if (!isUuid(userId)) throw notFound();
  const [row] = await selectAdminUsers(db).where(eq(users.id, userId)).limit(1);
  if (!row) throw notFound();
  return toAdminUser(row);
}

async function emailTaken(db: Database, email: string, except?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email.toLowerCase()), except ? ne(users.id, except) : undefined))
    .limit(1);
  return Boolean(row);
}

const taken = () => new AppError('EMAIL_TAKEN', 409, AUTH_TEXT.alreadyRegistered);

function splitName(fullName: string): { firstName: string; lastName: string } {
  const [firstName = fullName, ...rest] = fullName.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

/** spec 001 §7.1 create-user: a verified, onboarded user; only a superadmin makes a superadmin. */
export async function createAdminUser(
  deps: Deps,
  ctx: AuditContext,
  input: {
    email: string;
    password: string;
    fullName: string;
    role: PlatformRole;
    status: UserStatus;
    isSuperadmin: boolean;
  },
): Promise<AdminUser> {
  if (input.isSuperadmin && !(await isSuperadmin(deps.db, ctx.userId)))
    throw protectedError(ADMIN_USER_TEXT.superadminOnly);
  if (await emailTaken(deps.db, input.email)) throw taken();
  const email = input.email.toLowerCase();
  // The user, their profile and the audit entry in one transaction: all or nothing.
  const userId = await audited(
    deps,
    ctx,
    { actionType: 'create', resourceType: 'user', resourceName: email },
    async (tx, note) => {
      const user = await createPasswordUser(tx, {
        email,
        password: input.password,
        ...splitName(input.fullName),
        role: input.role,
        emailVerified: true,
        onboarded: true,
      });
      await tx
        .update(profiles)
        .set({
          fullName: input.fullName,
          status: input.status,
          isSuperadmin: input.isSuperadmin,
          updatedAt: new Date(),
        })
        .where(eq(profiles.userId, user.id));
      note({
        resourceId: user.id,
        changes: diffChanges(
          {},
          { email, fullName: input.fullName, role: input.role, status: input.status, isSuperadmin: input.isSuperadmin },
        ),
      });
      return user.id;
    },
  );
  return loadUser(deps.db, userId);
}

/** The accounts this user alone owns: deleting them would leave those accounts without an owner. */
async function soleOwnerOf(db: Database, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ name: accounts.name })
    .from(accountUsers)
    .innerJoin(accounts, eq(accounts.id, accountUsers.accountId))
    .where(
      and(
        eq(accountUsers.userId, userId),
        eq(accountUsers.role, 'owner'),
        sql`(select ${count()} from ${accountUsers} as o where o.account_id = ${accountUsers.accountId} and o.role = 'owner') = 1`,
      ),
    )
    .limit(1);
  return row?.name;
}

/**
 * The edit modal: profile fields; superadmins and other admins are changed only by superadmins
 * (admins from a fresh sign-in); never oneself out. Answers the user before and after.
 */
export async function updateAdminUser(
  deps: Deps,
  ctx: AuditContext,
  userId: string,
  input: {
    email?: string | undefined;
    fullName?: string | undefined;
    role?: PlatformRole | undefined;
    status?: UserStatus | undefined;
    isSuperadmin?: boolean | undefined;
  },
): Promise<{ before: AdminUser; after: AdminUser }> {
  const before = await loadUser(deps.db, userId);
  const actorIsSuper = await isSuperadmin(deps.db, ctx.userId);
  if ((before.isSuperadmin || input.isSuperadmin !== undefined) && !actorIsSuper)
    throw protectedError(ADMIN_USER_TEXT.superadminOnly);
  await assertMayChangeAdmin(deps.db, ctx, before);
  if (
    userId === ctx.userId &&
    ((input.status !== undefined && input.status !== 'active') || (input.role !== undefined && input.role !== 'admin'))
  )
    throw new AppError('BAD_REQUEST', 400, ADMIN_USER_TEXT.notYourself);
  if (input.email !== undefined && (await emailTaken(deps.db, input.email, userId))) throw taken();

  await audited(
    deps,
    ctx,
    {
      actionType: input.role !== undefined && input.role !== before.role ? 'permission_change' : 'update',
      resourceType: 'user',
      resourceId: userId,
      resourceName: before.email,
    },
    async (tx, note) => {
      const now = new Date();
      if (input.email !== undefined || input.fullName !== undefined)
        await tx
          .update(users)
          .set({
            ...(input.email === undefined ? {} : { email: input.email.toLowerCase() }),
            ...(input.fullName === undefined ? {} : { name: input.fullName }),
            updatedAt: now,
          })
          .where(eq(users.id, userId));
      await tx
        .update(profiles)
        .set({
          ...(input.fullName === undefined ? {} : { fullName: input.fullName, ...splitName(input.fullName) }),
          ...(input.role === undefined ? {} : { role: input.role }),
          ...(input.status === undefined ? {} : { status: input.status }),
          ...(input.isSuperadmin === undefined ? {} : { isSuperadmin: input.isSuperadmin }),
          updatedAt: now,
        })
        .where(eq(profiles.userId, userId));
      // Suspended or inactive: every session ends now, not when it expires.
      const ended =
        input.status !== undefined && input.status !== 'active'
          ? (await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id })).length
          : 0;
      const after = {
        email: input.email?.toLowerCase() ?? before.email,
        fullName: input.fullName ?? before.fullName,
        role: input.role ?? before.role,
        status: input.status ?? before.status,
        isSuperadmin: input.isSuperadmin ?? before.isSuperadmin,
      };
      const { id: _id, emailVerified: _verified, createdAt: _created, ...was } = before;
      note({ changes: diffChanges(was, after), metadata: ended > 0 ? { sessionsEnded: ended } : {} });
    },
  );
  return { before, after: await loadUser(deps.db, userId) };
}

/** Delete (answers who was deleted), except a superadmin, oneself, another admin unless a fresh superadmin does it, the only owner of an account, or a developer still owed money. */
export async function deleteAdminUser(deps: Deps, ctx: AuditContext, userId: string): Promise<AdminUser> {
  const before = await loadUser(deps.db, userId);
  if (before.isSuperadmin) throw protectedError(ADMIN_USER_TEXT.superadminUndeletable);
  if (userId === ctx.userId) throw new AppError('BAD_REQUEST', 400, ADMIN_USER_TEXT.notYourself);
  await assertMayChangeAdmin(deps.db, ctx, before);
  const owned = await soleOwnerOf(deps.db, userId);
  if (owned) throw new AppError('LAST_OWNER', 409, ADMIN_USER_TEXT.lastOwner(owned));
  // The ledger outlives the user (decision 029), but money still owed to them, or on its way, would
  // be stranded: it is paid and settled first. A balance below zero (a refund after a payout) does not block.
  const money = await openSellerMoney(deps.db, userId);
  if (money.processingPayouts > 0) throw new AppError('SELLER_MONEY_OPEN', 409, ADMIN_USER_TEXT.sellerPayoutProcessing);
  if (money.owedCents > 0)
    throw new AppError('SELLER_MONEY_OPEN', 409, ADMIN_USER_TEXT.sellerOwed(formatMoney(money.owedCents)));
  await audited(
    deps,
    ctx,
    { actionType: 'delete', resourceType: 'user', resourceId: userId, resourceName: before.email },
    async (tx, note) => {
      const rows = await tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
      if (rows.length === 0) throw notFound();
      const { id: _id, createdAt: _created, ...was } = before;
      note({ changes: diffChanges(was, {}) });
    },
  );
  return before;
}

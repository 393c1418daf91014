import { and, asc, eq, ne } from 'drizzle-orm';
import {
  TEAM_TEXT,
  canAssignRole,
  canManageMember,
  roleRank,
  diffChanges,
  type AccountRole,
  type TeamMember,
} from '@themeport/core';
import type { Database } from '../../db/client.ts';
import { accountUsers, accounts, profiles, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { writeAudit, type AuditContext } from '../../lib/audit.ts';
import { displayName } from './invitations.ts';

interface Actor {
  userId: string;
  role: AccountRole;
  /** Role changes, removals and transfers are audited (issue 13; decision 023). */
  audit: AuditContext;
}

/** The audit entry of a membership change, in its transaction. */
function auditMember(
  tx: Tx,
  actor: Pick<Actor, 'audit'>,
  accountId: string,
  userId: string,
  actionType: 'permission_change' | 'delete',
  before: { role: AccountRole } | Record<string, never>,
  after: { role: AccountRole } | Record<string, never>,
): Promise<void> {
  return writeAudit(tx, actor.audit, {
    actionType,
    resourceType: 'member',
    resourceId: userId,
    accountId,
    changes: diffChanges(before, after),
  });
}

/** The account's members with name and e-mail: owners first, then by role, then by joining. */
export async function listMembers(db: Database, accountId: string): Promise<TeamMember[]> {
  const rows = await db
    .select({
      userId: accountUsers.userId,
      email: users.email,
      name: displayName,
      role: accountUsers.role,
      joinedAt: accountUsers.createdAt,
    })
    .from(accountUsers)
    .innerJoin(users, eq(users.id, accountUsers.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(accountUsers.accountId, accountId))
    .orderBy(asc(accountUsers.createdAt), asc(accountUsers.userId));
  return rows
    .map((row) => ({ ...row, joinedAt: row.joinedAt.toISOString() }))
    .sort((a, b) => roleRank(b.role) - roleRank(a.role));
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Locks the account row: member changes of one account take turns, so the owner count stays true. */
async function lockAccount(tx: Tx, accountId: string): Promise<void> {
  await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
}

async function memberRole(tx: Tx, accountId: string, userId: string): Promise<AccountRole> {
  const [row] = await tx
    .select({ role: accountUsers.role })
    .from(accountUsers)
    .where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.userId, userId)));
  if (!row) throw new AppError('MEMBER_NOT_FOUND', 404, TEAM_TEXT.memberNotFound);
  return row.role;
}

async function hasOtherOwner(tx: Tx, accountId: string, userId: string): Promise<boolean> {
  const [other] = await tx
    .select({ userId: accountUsers.userId })
    .from(accountUsers)
    .where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.role, 'owner'), ne(accountUsers.userId, userId)))
    .limit(1);
  return Boolean(other);
}

/** An actor's role as it is now, read under the lock (it may have changed since the guard read it). */
async function currentActorRole(tx: Tx, accountId: string, actor: Actor): Promise<AccountRole> {
  return memberRole(tx, accountId, actor.userId).catch(() => {
    throw new AppError('FORBIDDEN', 403, TEAM_TEXT.notMember);
  });
}

/** Under the account lock: the actor's and the member's roles, once the actor may manage that member. */
async function managedMember(tx: Tx, accountId: string, actor: Actor, userId: string) {
  await lockAccount(tx, accountId);
  const actorRole = await currentActorRole(tx, accountId, actor);
  const current = await memberRole(tx, accountId, userId);
  if (!canManageMember(actorRole, current)) throw new AppError('FORBIDDEN', 403, TEAM_TEXT.memberAboveOwn);
  return { actorRole, current };
}

/** Not above one's own role, never a member above oneself, never the account's last owner demoted. */
export async function changeMemberRole(
  db: Database,
  { accountId, userId, role, actor }: { accountId: string; userId: string; role: AccountRole; actor: Actor },
): Promise<void> {
  await db.transaction(async (tx) => {
    const { actorRole, current } = await managedMember(tx, accountId, actor, userId);
    if (!canAssignRole(actorRole, role)) throw new AppError('FORBIDDEN', 403, TEAM_TEXT.roleAboveOwn);
    if (current === 'owner' && role !== 'owner' && !(await hasOtherOwner(tx, accountId, userId))) {
      throw new AppError('LAST_OWNER', 409, TEAM_TEXT.lastOwner);
    }
    await tx
      .update(accountUsers)
      .set({ role })
      .where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.userId, userId)));
    await auditMember(tx, actor, accountId, userId, 'permission_change', { role: current }, { role });
  });
}

async function removeMembership(tx: Tx, accountId: string, userId: string, role: AccountRole): Promise<void> {
  if (role === 'owner' && !(await hasOtherOwner(tx, accountId, userId))) {
    throw new AppError('LAST_OWNER', 409, TEAM_TEXT.lastOwner);
  }
  await tx.delete(accountUsers).where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.userId, userId)));
}

/** An admin or owner removes a member whose role is not above theirs; never the last owner. */
export async function removeMember(
  db: Database,
  { accountId, userId, actor }: { accountId: string; userId: string; actor: Actor },
): Promise<void> {
  await db.transaction(async (tx) => {
    const { current } = await managedMember(tx, accountId, actor, userId);
    await removeMembership(tx, accountId, userId, current);
    await auditMember(tx, actor, accountId, userId, 'delete', { role: current }, {});
  });
}

/** Any member leaves; the last owner must hand the account on first. */
export async function leaveAccount(
  db: Database,
  { accountId, userId, audit }: { accountId: string; userId: string; audit: AuditContext },
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockAccount(tx, accountId);
    const [row] = await tx
      .select({ role: accountUsers.role })
      .from(accountUsers)
      .where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.userId, userId)));
    if (!row) throw new AppError('MEMBER_NOT_FOUND', 404, TEAM_TEXT.notMember);
    await removeMembership(tx, accountId, userId, row.role);
    await auditMember(tx, { audit }, accountId, userId, 'delete', { role: row.role }, {});
  });
}

/** The owner makes another member owner and becomes an admin. */
export async function transferOwnership(
  db: Database,
  { accountId, userId, actor }: { accountId: string; userId: string; actor: Actor },
): Promise<void> {
  if (userId === actor.userId) throw new AppError('BAD_REQUEST', 400, TEAM_TEXT.transferToSelf);
  await db.transaction(async (tx) => {
    await lockAccount(tx, accountId);
    if ((await currentActorRole(tx, accountId, actor)) !== 'owner') {
      throw new AppError('FORBIDDEN', 403, TEAM_TEXT.memberAboveOwn);
    }
    const before = await memberRole(tx, accountId, userId);
    await tx
      .update(accountUsers)
      .set({ role: 'owner' })
      .where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.userId, userId)));
    await tx
      .update(accountUsers)
      .set({ role: 'admin' })
      .where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.userId, actor.userId)));
    await auditMember(tx, actor, accountId, userId, 'permission_change', { role: before }, { role: 'owner' });
    await auditMember(tx, actor, accountId, actor.userId, 'permission_change', { role: 'owner' }, { role: 'admin' });
  });
}

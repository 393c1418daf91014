import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import {
  TEAM_TEXT,
  acceptInvitationPath,
  canInviteRole,
  checkInvitationRows,
  effectiveInvitationStatus,
  invitationExpiry,
  type AccountRole,
  type InvitationRow,
  type TeamInvitation,
} from '@themeport/core';
import type { MailSender } from '../../adapters/mail/index.ts';
import type { Database } from '../../db/client.ts';
import { accountUsers, accounts, invitations, profiles, users, type Invitation } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { invitationMail } from './emails.ts';
import { hashInvitationToken, invitationToken } from './tokens.ts';

export interface TeamContext {
  db: Database;
  mail: MailSender;
  /** The app's signing secret: invitation tokens derive from it (tokens.ts). */
  secret: () => Promise<string>;
  publicUrl: string;
}

interface Actor {
  userId: string;
  role: AccountRole;
}

/** The name people see for a user: the profile's full name, else the account name. */
export const displayName = sql<string | null>`coalesce(nullif(${profiles.fullName}, ''), nullif(${users.name}, ''))`;

export async function inviterName(db: Database, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const [row] = await db
    .select({ name: displayName })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  return row?.name ?? null;
}

function toListed(row: Invitation & { invitedByName: string | null }, now: Date): TeamInvitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    status: effectiveInvitationStatus(row, now),
    invitedByName: row.invitedByName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
  };
}

/** spec 001 §7.3: the account's invitations, newest first. */
export async function listInvitations(db: Database, accountId: string): Promise<TeamInvitation[]> {
  const rows = await db
    .select({ invitation: invitations, invitedByName: displayName })
    .from(invitations)
    .leftJoin(users, eq(users.id, invitations.invitedBy))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(invitations.accountId, accountId))
    .orderBy(desc(invitations.createdAt), desc(invitations.id));
  const now = new Date();
  return rows.map((row) => toListed({ ...row.invitation, invitedByName: row.invitedByName }, now));
}

/** Pending invitations past their expiry become expired, so the one-pending-per-address index frees the address. */
async function expireOverdue(db: Database, accountId: string, now: Date): Promise<void> {
  await db
    .update(invitations)
    .set({ status: 'expired', updatedAt: now })
    .where(
      and(eq(invitations.accountId, accountId), eq(invitations.status, 'pending'), lte(invitations.expiresAt, now)),
    );
}

async function mailInvitation(
  ctx: TeamContext,
  invitation: Pick<Invitation, 'id' | 'email' | 'role' | 'expiresAt' | 'accountId'>,
  token: string,
  inviterUserId: string,
): Promise<void> {
  const [account] = await ctx.db
    .select({ name: accounts.name })
    .from(accounts)
    .where(eq(accounts.id, invitation.accountId));
  await ctx.mail.send(
    invitationMail({
      to: invitation.email,
      accountName: account?.name ?? 'Themeport',
      role: invitation.role,
      inviterName: await inviterName(ctx.db, inviterUserId),
      link: `${ctx.publicUrl}${acceptInvitationPath(token)}`,
      expiresAt: invitation.expiresAt,
    }),
  );
}

/**
 * spec 001 §7.2 send-invite: every row checked first (the spec's texts), then all rows or none
 * are stored, then each person is mailed. The account row is locked, so two sends for one address
 * cannot both pass the pending check.
 */
export async function sendInvitations(
  ctx: TeamContext,
  { accountId, actor, rows }: { accountId: string; actor: Actor; rows: InvitationRow[] },
): Promise<TeamInvitation[]> {
  const check = checkInvitationRows(rows);
  if (!check.ok) throw new AppError('INVALID_INVITATIONS', 400, check.message);
  for (const row of check.invitations) assertMayInvite(actor, row.role);
  const emails = check.invitations.map((row) => row.email);
  const secret = await ctx.secret();
  const now = new Date();
  const created = await ctx.db.transaction(async (tx) => {
    await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
    const [member] = await tx
      .select({ email: users.email })
      .from(accountUsers)
      .innerJoin(users, eq(users.id, accountUsers.userId))
      .where(and(eq(accountUsers.accountId, accountId), inArray(sql`lower(${users.email})`, emails)))
      .limit(1);
    if (member) throw new AppError('ALREADY_MEMBER', 409, TEAM_TEXT.alreadyMember(member.email));
    await expireOverdue(tx as unknown as Database, accountId, now);
    const [pending] = await tx
      .select({ email: invitations.email })
      .from(invitations)
      .where(
        and(
          eq(invitations.accountId, accountId),
          eq(invitations.status, 'pending'),
          inArray(sql`lower(${invitations.email})`, emails),
        ),
      )
      .limit(1);
    if (pending) throw new AppError('ALREADY_INVITED', 409, TEAM_TEXT.alreadyInvited(pending.email));
    const seats = await seatsTaken(tx as unknown as Database, accountId, now);
    if (seats.taken + check.invitations.length > seats.max) {
      throw new AppError('SEAT_LIMIT', 403, TEAM_TEXT.seatLimit(seats.max));
    }
    const values = check.invitations.map((row) => {
      const id = randomUUID();
      const expiresAt = invitationExpiry(now);
      const token = invitationToken(secret, { id, expiresAt });
      return {
        id,
        accountId,
        email: row.email,
        role: row.role,
        tokenHash: hashInvitationToken(token),
        invitedBy: actor.userId,
        expiresAt,
        createdAt: now,
        updatedAt: now,
      };
    });
    return tx.insert(invitations).values(values).returning();
  });
  for (const invitation of created) {
    await mailInvitation(ctx, invitation, invitationToken(secret, invitation), actor.userId);
  }
  const name = await inviterName(ctx.db, actor.userId);
  return created.map((row) => toListed({ ...row, invitedByName: name }, now));
}

/**
 * Who may send an invitation of this role may also resend it and copy its link (issue 24: admins
 * could pass on owner invitations they may not create).
 */
function assertMayInvite(actor: Pick<Actor, 'role'>, role: AccountRole): void {
  if (canInviteRole(actor.role, role)) return;
  throw new AppError('FORBIDDEN', 403, role === 'owner' ? TEAM_TEXT.onlyOwnersInviteOwners : TEAM_TEXT.needAdmin);
}

/** The plan's max_users against members plus pending invitations that have not expired. */
export async function seatsTaken(db: Database, accountId: string, now: Date): Promise<{ taken: number; max: number }> {
  const [[account], [members], [pending]] = await Promise.all([
    db.select({ limits: accounts.usageLimits }).from(accounts).where(eq(accounts.id, accountId)),
    db.select({ n: count() }).from(accountUsers).where(eq(accountUsers.accountId, accountId)),
    db
      .select({ n: count() })
      .from(invitations)
      .where(
        and(eq(invitations.accountId, accountId), eq(invitations.status, 'pending'), gt(invitations.expiresAt, now)),
      ),
  ]);
  return { taken: (members?.n ?? 0) + (pending?.n ?? 0), max: account?.limits.max_users ?? 1 };
}

async function findInvitation(db: Database, accountId: string, invitationId: string): Promise<Invitation> {
  const [row] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.accountId, accountId), eq(invitations.id, invitationId)));
  if (!row) throw new AppError('INVITATION_NOT_FOUND', 404, TEAM_TEXT.notFound);
  return row;
}

/** spec 001 §4: Resend only while pending: a new token and expiry, updated_at, and the mail again. */
export async function resendInvitation(
  ctx: TeamContext,
  { accountId, invitationId, actor }: { accountId: string; invitationId: string; actor: Actor },
): Promise<TeamInvitation> {
  assertMayInvite(actor, (await findInvitation(ctx.db, accountId, invitationId)).role);
  const secret = await ctx.secret();
  const now = new Date();
  const expiresAt = invitationExpiry(now);
  const token = invitationToken(secret, { id: invitationId, expiresAt });
  const [row] = await ctx.db
    .update(invitations)
    .set({ tokenHash: hashInvitationToken(token), expiresAt, updatedAt: now, status: 'pending' })
    .where(
      and(eq(invitations.accountId, accountId), eq(invitations.id, invitationId), eq(invitations.status, 'pending')),
    )
    .returning();
  if (!row) throw new AppError('INVITATION_NOT_PENDING', 409, TEAM_TEXT.notPending);
  await mailInvitation(ctx, row, token, actor.userId);
  return toListed({ ...row, invitedByName: await inviterName(ctx.db, row.invitedBy) }, now);
}

/** spec 001 §4: pending invitations become cancelled, singly or in bulk; others are left as they are. */
export async function cancelInvitations(
  db: Database,
  { accountId, invitationIds }: { accountId: string; invitationIds: string[] },
): Promise<number> {
  if (invitationIds.length === 0) return 0;
  const rows = await db
    .update(invitations)
    .set({ status: 'cancelled', updatedAt: new Date() })
    .where(
      and(
        eq(invitations.accountId, accountId),
        inArray(invitations.id, invitationIds),
        eq(invitations.status, 'pending'),
      ),
    )
    .returning({ id: invitations.id });
  return rows.length;
}

/** Cancel: one pending invitation (404 when it is not the account's, 409 when no longer pending). */
export async function cancelInvitation(
  db: Database,
  { accountId, invitationId }: { accountId: string; invitationId: string },
): Promise<void> {
  await findInvitation(db, accountId, invitationId);
  if ((await cancelInvitations(db, { accountId, invitationIds: [invitationId] })) === 0) {
    throw new AppError('INVITATION_NOT_PENDING', 409, TEAM_TEXT.notPending);
  }
}

/** Copy Link: the pending invitation's current link, derived again (tokens.ts), never stored. */
export async function invitationLink(
  ctx: TeamContext,
  { accountId, invitationId, actor }: { accountId: string; invitationId: string; actor: Pick<Actor, 'role'> },
): Promise<string> {
  const row = await findInvitation(ctx.db, accountId, invitationId);
  assertMayInvite(actor, row.role);
  if (effectiveInvitationStatus(row, new Date()) !== 'pending') {
    throw new AppError('INVITATION_NOT_PENDING', 409, TEAM_TEXT.notPending);
  }
  const token = invitationToken(await ctx.secret(), row);
  if (hashInvitationToken(token) !== row.tokenHash)
    throw new AppError('INVITATION_NOT_PENDING', 409, TEAM_TEXT.notPending);
  return `${ctx.publicUrl}${acceptInvitationPath(token)}`;
}

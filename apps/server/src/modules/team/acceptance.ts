import { and, eq, isNull } from 'drizzle-orm';
import { TEAM_TEXT, invitationCheck, type InvitationLookup, type SessionUser } from '@themeport/core';
import type { Database } from '../../db/client.ts';
import { accountUsers, accounts, invitations, profiles, type Invitation } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { inviterName, seatsTaken } from './invitations.ts';
import { hashInvitationToken } from './tokens.ts';

async function byToken(db: Database, token: string): Promise<Invitation | null> {
  if (token === '') return null;
  const [row] = await db
    .select()
    .from(invitations)
    .where(eq(invitations.tokenHash, hashInvitationToken(token)));
  return row ?? null;
}

/** A pending invitation found past its expiry is marked expired (spec 001 §4: the server does it). */
async function markExpired(db: Database, invitation: Invitation): Promise<void> {
  if (invitation.status !== 'pending') return;
  await db
    .update(invitations)
    .set({ status: 'expired', updatedAt: new Date() })
    .where(and(eq(invitations.id, invitation.id), eq(invitations.status, 'pending')));
}

/** spec 001 §4 the acceptance page's check: valid (with what it shows), expired, used or cancelled; unknown → 404. */
export async function lookupInvitation(db: Database, token: string): Promise<InvitationLookup> {
  const row = await byToken(db, token);
  if (!row) throw new AppError('INVITATION_NOT_FOUND', 404, TEAM_TEXT.notFound);
  const state = invitationCheck(row, new Date());
  if (state === 'expired') await markExpired(db, row);
  if (state !== 'valid') return { state };
  const [account] = await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, row.accountId));
  return {
    state,
    accountName: account?.name ?? '',
    role: row.role,
    email: row.email,
    inviterName: await inviterName(db, row.invitedBy),
    expiresAt: row.expiresAt.toISOString(),
  };
}

function refusal(state: 'expired' | 'used' | 'cancelled'): AppError {
  if (state === 'used') return new AppError('INVITATION_USED', 409, TEAM_TEXT.used);
  if (state === 'cancelled') return new AppError('INVITATION_CANCELLED', 410, TEAM_TEXT.cancelled);
  return new AppError('INVITATION_EXPIRED', 410, TEAM_TEXT.expired);
}

/**
 * spec 001 §7.2 accept-invite: the signed-in user whose e-mail is the invited one joins the
 * account with the invitation's role. The invitation row is locked and must still be pending, so
 * of two concurrent accepts exactly one succeeds. A person who signed up through the invitation
 * has nothing left to onboard: they join this account rather than create an empty workspace.
 */
export async function acceptInvitation(db: Database, user: SessionUser, token: string): Promise<{ accountId: string }> {
  const found = await byToken(db, token);
  if (!found) throw new AppError('INVITATION_NOT_FOUND', 404, TEAM_TEXT.notFound);
  const now = new Date();
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(invitations).where(eq(invitations.id, found.id)).for('update');
    if (!row) throw new AppError('INVITATION_NOT_FOUND', 404, TEAM_TEXT.notFound);
    const state = invitationCheck(row, now);
    if (state !== 'valid') return { state, row } as const;
    if (row.email.toLowerCase() !== user.email.toLowerCase()) {
      throw new AppError('INVITATION_EMAIL_MISMATCH', 403, TEAM_TEXT.emailMismatch(row.email));
    }
    // A downgrade after the invitation was sent can leave no seat for it.
    await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, row.accountId)).for('update');
    const seats = await seatsTaken(tx as unknown as Database, row.accountId, now);
    // This invitation is pending and unexpired, so it counts once among the seats taken already.
    if (seats.taken > seats.max) throw new AppError('SEAT_LIMIT', 403, TEAM_TEXT.noSeatLeft);
    await tx
      .insert(accountUsers)
      .values({ accountId: row.accountId, userId: user.id, role: row.role })
      .onConflictDoNothing();
    await tx
      .update(invitations)
      .set({ status: 'accepted', acceptedBy: user.id, acceptedAt: now, updatedAt: now })
      .where(and(eq(invitations.id, row.id), eq(invitations.status, 'pending')));
    if (user.onboardingNeeded) {
      await tx
        .update(profiles)
        .set({ onboardingCompletedAt: now, onboardingStage: 'invited', updatedAt: now })
        .where(and(eq(profiles.userId, user.id), isNull(profiles.onboardingCompletedAt)));
      await tx
        .update(profiles)
        .set({ tosAgreedAt: now })
        .where(and(eq(profiles.userId, user.id), isNull(profiles.tosAgreedAt)));
    }
    return { state: 'valid', row } as const;
  });
  if (outcome.state !== 'valid') {
    if (outcome.state === 'expired') await markExpired(db, outcome.row);
    throw refusal(outcome.state);
  }
  return { accountId: outcome.row.accountId };
}

// The user's own sign-in history (issue 24): the rows the security monitor writes for each sign-in
// and failed attempt of their account, and 'This wasn't me'. Every query carries the user's id.
import { and, count, desc, eq, gt, gte, inArray, isNull } from 'drizzle-orm';
import {
  SIGN_IN_HISTORY,
  SIGN_IN_HISTORY_TEXT,
  isUuid,
  type NotMeResponse,
  type SignInHistoryEntry,
  type SignInHistoryResponse,
} from '@themeport/core';
import type { Database } from '../../db/client.ts';
import { sessions, signInHistory } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { revokeOtherSessions } from './service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const since = (now: Date) => new Date(now.getTime() - SIGN_IN_HISTORY.days * DAY_MS);

/** One page of the user's last 90 days, newest first; `currentId` is the request's session. */
export async function listSignIns(
  db: Database,
  { userId, currentId, page, now = new Date() }: { userId: string; currentId: string; page: number; now?: Date },
): Promise<SignInHistoryResponse> {
  const where = and(eq(signInHistory.userId, userId), gte(signInHistory.createdAt, since(now)));
  const { pageSize } = SIGN_IN_HISTORY;
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(signInHistory)
      .where(where)
      .orderBy(desc(signInHistory.createdAt), desc(signInHistory.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(signInHistory).where(where),
  ]);
  const sessionIds = rows.flatMap((row) => (row.sessionId ? [row.sessionId] : []));
  const live =
    sessionIds.length === 0
      ? []
      : await db
          .select({ id: sessions.id })
          .from(sessions)
          .where(and(eq(sessions.userId, userId), inArray(sessions.id, sessionIds), gt(sessions.expiresAt, now)));
  const liveIds = new Set(live.map((row) => row.id));
  const signIns: SignInHistoryEntry[] = rows.map((row) => ({
    id: row.id,
    outcome: row.outcome,
    device: row.device,
    ip: row.ip,
    country: row.country,
    createdAt: row.createdAt.toISOString(),
    current: row.sessionId !== null && row.sessionId === currentId,
    active: row.sessionId !== null && liveIds.has(row.sessionId),
    reportedAt: row.reportedAt?.toISOString() ?? null,
  }));
  return { signIns, page, pageSize, total: totals?.total ?? 0 };
}

/**
 * 'This wasn't me' on one of the user's own rows (another's, or an unknown id, is not found and
 * nothing changes): marks it reported, ends every other session of the user, and, the first time
 * only, hands back the high `reported_not_me` event for the monitor to record (it alerts admins).
 */
export async function reportNotMe(
  db: Database,
  { userId, currentId, signInId }: { userId: string; currentId: string; signInId: string },
): Promise<{ answer: NotMeResponse; event: ReturnType<typeof notMeEvent> | null }> {
  if (!isUuid(signInId)) throw notFound();
  const [row] = await db
    .select()
    .from(signInHistory)
    .where(and(eq(signInHistory.id, signInId), eq(signInHistory.userId, userId)));
  if (!row) throw notFound();
  const [marked] = await db
    .update(signInHistory)
    .set({ reportedAt: new Date() })
    .where(and(eq(signInHistory.id, row.id), eq(signInHistory.userId, userId), isNull(signInHistory.reportedAt)))
    .returning({ reportedAt: signInHistory.reportedAt });
  const ended = await revokeOtherSessions(db, userId, currentId);
  const reportedAt = (marked?.reportedAt ?? row.reportedAt)!;
  const answer: NotMeResponse = {
    ended,
    alreadyReported: !marked,
    reportedAt: reportedAt.toISOString(),
    message: SIGN_IN_HISTORY_TEXT.reported(ended),
  };
  if (!marked) return { answer, event: null };
  return { answer, event: notMeEvent(row, ended) };
}

/** The monitor's high `reported_not_me` event (it alerts the admins), with the reported row's address and device. */
function notMeEvent(row: typeof signInHistory.$inferSelect, ended: number) {
  return {
    type: 'reported_not_me' as const,
    userId: row.userId,
    details: `The user said a ${row.outcome === 'success' ? 'sign-in' : 'failed sign-in'} from ${row.ip ?? 'an unknown address'} (${row.device || 'unknown device'}) was not them; ${ended} other session${ended === 1 ? '' : 's'} ended`,
    metadata: {
      signInId: row.id,
      outcome: row.outcome,
      ip: row.ip,
      device: row.device,
      signedInAt: row.createdAt.toISOString(),
      sessionsEnded: ended,
    },
  };
}

const notFound = () => new AppError('NOT_FOUND', 404, SIGN_IN_HISTORY_TEXT.notFound);

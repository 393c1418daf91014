import { and, asc, desc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { jobSchedules, jobs, type JobRow, type JobScheduleRow, type JobState } from '../db/schema.ts';

export interface NewJob {
  queue: string;
  payload: unknown;
  runAt: Date;
  maxAttempts: number;
  timeoutSeconds: number;
  singletonKey?: string | null;
  scheduleName?: string | null;
}

/** The new job's id, or null when the queue already has a queued or active job with its singleton key. */
export async function insertJob(db: Database, job: NewJob): Promise<string | null> {
  const [row] = await db.insert(jobs).values(job).onConflictDoNothing().returning({ id: jobs.id });
  return row?.id ?? null;
}

/**
 * Claims up to `limit` due jobs of the given queues for this process: queued ones whose time has
 * come, and active ones whose lease ran out (their process died). `for update skip locked` lets
 * several processes claim at once without waiting on each other or taking the same job.
 */
export async function claimDueJobs(
  db: Database,
  { queues, now, limit }: { queues: string[]; now: Date; limit: number },
): Promise<JobRow[]> {
  if (queues.length === 0) return [];
  const isDue = and(
    inArray(jobs.queue, queues),
    or(and(eq(jobs.state, 'queued'), lte(jobs.runAt, now)), and(eq(jobs.state, 'active'), lte(jobs.lockedUntil, now))),
  );
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(isDue)
    .orderBy(asc(jobs.runAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({
      state: 'active',
      attempts: sql`${jobs.attempts} + 1`,
      lockedUntil: sql`${now.toISOString()}::timestamptz + ${jobs.timeoutSeconds} * interval '1 second'`,
    })
    .where(and(inArray(jobs.id, due), isDue))
    .returning();
}

/** Only the claim that ran the job finishes it: a stale process whose lease was taken over changes nothing. */
function isClaim(job: Pick<JobRow, 'id' | 'attempts'>) {
  return and(eq(jobs.id, job.id), eq(jobs.state, 'active'), eq(jobs.attempts, job.attempts));
}

export async function completeJob(db: Database, job: Pick<JobRow, 'id' | 'attempts'>, now: Date): Promise<void> {
  await db
    .update(jobs)
    .set({ state: 'completed', finishedAt: now, lockedUntil: null, lastError: null })
    .where(isClaim(job));
}

/** Queued again at `retryAt`, or kept as failed when `retryAt` is null. */
export async function failJob(
  db: Database,
  job: Pick<JobRow, 'id' | 'attempts'>,
  { error, now, retryAt }: { error: string; now: Date; retryAt: Date | null },
): Promise<void> {
  const next = retryAt
    ? { state: 'queued' as const, runAt: retryAt, finishedAt: null }
    : { state: 'failed' as const, finishedAt: now };
  await db
    .update(jobs)
    .set({ ...next, lockedUntil: null, lastError: error })
    .where(isClaim(job));
}

export async function selectJobs(
  db: Database,
  { queue, state, limit = 100 }: { queue?: string; state?: JobState; limit?: number } = {},
): Promise<JobRow[]> {
  return db
    .select()
    .from(jobs)
    .where(and(queue ? eq(jobs.queue, queue) : undefined, state ? eq(jobs.state, state) : undefined))
    .orderBy(desc(jobs.createdAt))
    .limit(limit);
}

/** Deletes completed jobs finished before `completedBefore` and failed ones before `failedBefore`. */
export async function deleteFinishedJobs(
  db: Database,
  { completedBefore, failedBefore }: { completedBefore: Date; failedBefore: Date },
): Promise<number> {
  const deleted = await db
    .delete(jobs)
    .where(
      or(
        and(eq(jobs.state, 'completed'), lt(jobs.finishedAt, completedBefore)),
        and(eq(jobs.state, 'failed'), lt(jobs.finishedAt, failedBefore)),
      ),
    )
    .returning({ id: jobs.id });
  return deleted.length;
}

/** A new schedule is due at once; a changed cron starts again from `firstRunAt`. */
export async function upsertSchedule(
  db: Database,
  schedule: { name: string; queue: string; cron: string; firstRunAt: Date },
): Promise<void> {
  await db
    .insert(jobSchedules)
    .values({ name: schedule.name, queue: schedule.queue, cron: schedule.cron, nextRunAt: schedule.firstRunAt })
    .onConflictDoUpdate({
      target: jobSchedules.name,
      set: { queue: schedule.queue, cron: schedule.cron, nextRunAt: schedule.firstRunAt },
      setWhere: sql`${jobSchedules.cron} <> excluded.cron or ${jobSchedules.queue} <> excluded.queue`,
    });
}

export async function selectDueSchedules(db: Database, names: string[], now: Date): Promise<JobScheduleRow[]> {
  if (names.length === 0) return [];
  return db
    .select()
    .from(jobSchedules)
    .where(and(inArray(jobSchedules.name, names), lte(jobSchedules.nextRunAt, now)));
}

/**
 * Moves a due schedule on to its next run. True for the one process whose update did it: another
 * that read the same due row waits on the row lock, then finds `next_run_at` past `now`.
 */
export async function advanceSchedule(
  db: Database,
  { name, now, nextRunAt }: { name: string; now: Date; nextRunAt: Date },
): Promise<boolean> {
  const moved = await db
    .update(jobSchedules)
    .set({ nextRunAt, lastRunAt: now })
    .where(and(eq(jobSchedules.name, name), lte(jobSchedules.nextRunAt, now)))
    .returning({ name: jobSchedules.name });
  return moved.length > 0;
}

import { Cron } from 'croner';
import type { Database } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import {
  advanceSchedule,
  claimDueJobs,
  completeJob,
  deleteFinishedJobs,
  failJob,
  insertJob,
  selectDueSchedules,
  upsertSchedule,
} from './queries.ts';
import { QUEUES, type JobPayloads, type QueueName } from './queues.ts';
import type { JobRow } from '../db/schema.ts';

const DAY_MS = 24 * 60 * 60_000;
/** Finished jobs are kept this long: completed ones a week, failed ones (to be looked into) 90 days. */
export const KEEP_COMPLETED_MS = 7 * DAY_MS;
export const KEEP_FAILED_MS = 90 * DAY_MS;
/** A drain stops after this many batches, so that a queue refilling itself cannot hold it forever. */
const MAX_BATCHES = 100;

export interface EnqueueOptions {
  /** Not run before this time (default: now). */
  startAfter?: Date;
  /** While a job of this queue with this key is queued or active, enqueue adds nothing and answers null. */
  singletonKey?: string;
}

/**
 * Adds a job; run it in the caller's transaction (pass `tx`) and the job exists exactly when the
 * change that asked for it commits. Answers the job's id, or null when its singleton key is taken.
 */
export function enqueue<Q extends QueueName>(
  db: Database,
  queue: Q,
  payload: JobPayloads[Q],
  { startAfter, singletonKey }: EnqueueOptions = {},
): Promise<string | null> {
  const { maxAttempts, timeoutSeconds } = QUEUES[queue];
  return insertJob(db, {
    queue,
    payload,
    runAt: startAfter ?? new Date(),
    maxAttempts,
    timeoutSeconds,
    singletonKey: singletonKey ?? null,
  });
}

export interface JobContext<Q extends QueueName = QueueName> {
  id: string;
  queue: Q;
  /** 1 on the first run. */
  attempt: number;
  maxAttempts: number;
  /** The time of this run (a test's clock when it passes one to runDue). */
  now: Date;
  /** True once stop() was called: a long handler ends early at a safe point (its work resumes on a later run). */
  stopping(): boolean;
}

/** Throws to fail the run: the job is retried with back-off, or kept as failed after its last attempt. */
export type JobHandler<Q extends QueueName> = (payload: JobPayloads[Q], job: JobContext<Q>) => Promise<unknown>;

export interface JobRunReport {
  /** Jobs the schedules added. */
  scheduled: number;
  completed: number;
  retried: number;
  failed: number;
}

export interface JobQueue {
  /** This process runs the queue's jobs with `handler` (one handler a queue). */
  handle<Q extends QueueName>(queue: Q, handler: JobHandler<Q>): void;
  /**
   * Adds a job to `queue` once per period of `cron` (UTC; five fields, or six with seconds first),
   * however many processes run, and no new one while the last is still queued or active. The
   * schedule is named after the queue; a new one first fires at once, or with
   * `firstRun: 'next-period'` at its next period (work tied to a date, as the payout run on the 15th).
   */
  schedule<Q extends QueueName>(
    queue: Q,
    cron: string,
    payload: JobPayloads[Q],
    options?: { firstRun?: 'now' | 'next-period' },
  ): void;
  /**
   * Fires the due schedules, then runs every due job of the handled queues until none is left.
   * The worker started by start() calls it; tests call it with their own clock.
   */
  runDue(options?: { now?: Date }): Promise<JobRunReport>;
  /** Polls: runs due work at once, then every pollIntervalMs after each run ends. */
  start(options?: { pollIntervalMs?: number }): void;
  /** Stops polling and waits for the run in progress. */
  stop(): Promise<void>;
}

interface Schedule {
  queue: QueueName;
  cron: Cron;
  payload: unknown;
  firstRun: 'now' | 'next-period';
}

function errorText(err: unknown): string {
  const text = err instanceof Error ? (err.stack ?? `${err.name}: ${err.message}`) : String(err);
  return text.slice(0, 4000);
}

/** The delay before retry n (n = the attempt that just failed): the queue's delay, doubled each time. */
export function retryDelayMs(queue: QueueName, attempt: number): number {
  return Math.min(QUEUES[queue].retryDelaySeconds * 1000 * 2 ** (attempt - 1), DAY_MS);
}

export function createJobQueue({
  db,
  logger,
  batchSize = 5,
}: {
  db: Database;
  logger?: Logger;
  /** Jobs claimed (and run side by side) at a time. */
  batchSize?: number;
}): JobQueue {
  const handlers = new Map<QueueName, JobHandler<QueueName>>();
  const schedules = new Map<string, Schedule>();
  let schedulesSaved = false;
  let stopping = false;
  let polling = false;
  // Each start() has its own loop; a loop of an earlier start that was stopped ends.
  let generation = 0;
  let timer: NodeJS.Timeout | undefined;
  // Runs of this process one after another: the poller and a test's runDue never overlap.
  let tail: Promise<unknown> = Promise.resolve();

  async function saveSchedules(now: Date) {
    for (const [name, { queue, cron, firstRun }] of schedules) {
      const firstRunAt = firstRun === 'now' ? now : (cron.nextRun(now) ?? now);
      await upsertSchedule(db, { name, queue, cron: cron.getPattern()!, firstRunAt });
    }
    schedulesSaved = true;
  }

  async function fireSchedules(now: Date): Promise<number> {
    let fired = 0;
    for (const row of await selectDueSchedules(db, [...schedules.keys()], now)) {
      const schedule = schedules.get(row.name)!;
      const nextRunAt = schedule.cron.nextRun(now) ?? new Date(now.getTime() + 365 * DAY_MS);
      const { maxAttempts, timeoutSeconds } = QUEUES[schedule.queue];
      const added = await db.transaction(async (tx) => {
        if (!(await advanceSchedule(tx, { name: row.name, now, nextRunAt }))) return false;
        const id = await insertJob(tx, {
          queue: schedule.queue,
          payload: schedule.payload,
          runAt: now,
          maxAttempts,
          timeoutSeconds,
          singletonKey: `schedule:${row.name}`,
          scheduleName: row.name,
        });
        return id !== null;
      });
      if (added) fired++;
    }
    return fired;
  }

  async function runJob(job: JobRow, now: Date, report: JobRunReport) {
    const queue = job.queue as QueueName;
    const log = { jobId: job.id, queue, attempt: job.attempts };
    if (job.attempts > job.maxAttempts) {
      // Claimed again after its lease ran out on its last attempt: its process died running it.
      await failJob(db, job, {
        error: job.lastError ?? 'the run did not finish before its lease ran out',
        now,
        retryAt: null,
      });
      report.failed++;
      logger?.error(log, 'job failed: its last run did not finish');
      return;
    }
    try {
      await handlers.get(queue)!(job.payload as never, {
        id: job.id,
        queue,
        attempt: job.attempts,
        maxAttempts: job.maxAttempts,
        now,
        stopping: () => stopping,
      });
      await completeJob(db, job, now);
      report.completed++;
    } catch (err) {
      const retryAt =
        job.attempts < job.maxAttempts ? new Date(now.getTime() + retryDelayMs(queue, job.attempts)) : null;
      await failJob(db, job, { error: errorText(err), now, retryAt });
      if (retryAt) {
        report.retried++;
        logger?.warn({ ...log, err, retryAt }, 'job failed: retrying');
      } else {
        report.failed++;
        logger?.error({ ...log, err }, 'job failed: no attempts left');
      }
    }
  }

  async function drain(now?: Date): Promise<JobRunReport> {
    const at = () => now ?? new Date();
    const report: JobRunReport = { scheduled: 0, completed: 0, retried: 0, failed: 0 };
    if (!schedulesSaved) await saveSchedules(at());
    report.scheduled = await fireSchedules(at());
    // A stop lets the batch in hand finish, and the first: a run that began is not cut short.
    for (let batch = 0; batch < MAX_BATCHES && !(stopping && batch > 0); batch++) {
      const claimed = await claimDueJobs(db, { queues: [...handlers.keys()], now: at(), limit: batchSize });
      if (claimed.length === 0) break;
      await Promise.all(claimed.map((job) => runJob(job, at(), report)));
    }
    return report;
  }

  const queue: JobQueue = {
    handle(name, handler) {
      if (handlers.has(name)) throw new Error(`Queue ${name} already has a handler`);
      handlers.set(name, handler as JobHandler<QueueName>);
    },
    schedule(name, cron, payload, { firstRun = 'now' } = {}) {
      schedules.set(name, {
        queue: name,
        cron: new Cron(cron, { timezone: 'UTC', paused: true }),
        payload,
        firstRun,
      });
      schedulesSaved = false;
    },
    runDue({ now } = {}) {
      const run = tail.then(() => drain(now));
      tail = run.catch(() => {});
      return run;
    },
    start({ pollIntervalMs = 5_000 } = {}) {
      if (polling) return;
      polling = true;
      stopping = false;
      const loop = ++generation;
      const tick = () => {
        void queue
          .runDue()
          .catch((err: unknown) => logger?.error({ err }, 'job queue run failed'))
          .finally(() => {
            if (!stopping && loop === generation) timer = setTimeout(tick, pollIntervalMs).unref();
          });
      };
      tick();
    },
    async stop() {
      stopping = true;
      polling = false;
      clearTimeout(timer);
      timer = undefined;
      await tail;
    },
  };

  return queue;
}

/** The queue's own housekeeping, daily: finished jobs past their keeping time are deleted. */
export function registerJobPruning(jobs: JobQueue, db: Database): void {
  jobs.handle('jobs.prune', async (_payload, { now }) => {
    await deleteFinishedJobs(db, {
      completedBefore: new Date(now.getTime() - KEEP_COMPLETED_MS),
      failedBefore: new Date(now.getTime() - KEEP_FAILED_MS),
    });
  });
  jobs.schedule('jobs.prune', '17 3 * * *', {});
}

import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const JOB_STATES = ['queued', 'active', 'completed', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

/**
 * The background job queue (docs/decisions/036). A job is claimed by one process at a time
 * (`for update skip locked`), runs until `locked_until`, then is completed, queued again with
 * back-off, or kept as failed with its last error.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid().primaryKey().defaultRandom(),
    queue: text().notNull(),
    payload: jsonb().$type<unknown>().notNull(),
    state: text({ enum: JOB_STATES }).notNull().default('queued'),
    /** When it may run next: the enqueuer's startAfter, or the retry's back-off. */
    runAt: timestamp({ withTimezone: true }).notNull(),
    /** Runs started so far (a claim counts one). */
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull(),
    /** A claim's lease, from the queue's options when the job was added. */
    timeoutSeconds: integer().notNull(),
    /** At most one queued or active job per queue and key (the index below). */
    singletonKey: text(),
    /** The schedule that made it, if any (job_schedules.name). */
    scheduleName: text(),
    /** The claim's lease: past it, another process may claim the job again. */
    lockedUntil: timestamp({ withTimezone: true }),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.state} = 'queued'`),
    index('jobs_active_idx')
      .on(t.lockedUntil)
      .where(sql`${t.state} = 'active'`),
    index('jobs_finished_idx')
      .on(t.state, t.finishedAt)
      .where(sql`${t.state} in ('completed', 'failed')`),
    uniqueIndex('jobs_singleton_idx')
      .on(t.queue, t.singletonKey)
      .where(sql`${t.singletonKey} is not null and ${t.state} in ('queued', 'active')`),
  ],
);

/**
 * A recurring schedule's next due time, shared by every process: the one whose update moves
 * `next_run_at` on (compare and set) enqueues that period's job, so a period fires once.
 */
export const jobSchedules = pgTable('job_schedules', {
  name: text().primaryKey(),
  queue: text().notNull(),
  cron: text().notNull(),
  nextRunAt: timestamp({ withTimezone: true }).notNull(),
  lastRunAt: timestamp({ withTimezone: true }),
});

export type JobRow = typeof jobs.$inferSelect;
export type JobScheduleRow = typeof jobSchedules.$inferSelect;

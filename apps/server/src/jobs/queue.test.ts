import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { jobSchedules, jobs } from '../db/schema.ts';
import { createTestDatabase, otherProcessConnection, type TestDatabase } from '../test/db.ts';
import { claimDueJobs } from './queries.ts';
import { createJobQueue, enqueue, listJobs, QUEUES, retryDelayMs, type JobQueue } from './index.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
// A fixed clock, passed to runDue and startAfter: no test waits on real time.
const T0 = new Date('2031-03-04T10:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

let database: TestDatabase;
let db: Database;
/** A second connection to the same database: another server process (on PGlite, the same one). */
let otherDb: Database;
let other: ReturnType<typeof otherProcessConnection>;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  other = otherProcessConnection(database);
  otherDb = other.db;
});
afterAll(async () => {
  await other.close();
  await database.close();
});
beforeEach(async () => {
  await db.execute(sql`truncate ${jobs}, ${jobSchedules}`);
});

async function jobRow(id: string) {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row!;
}

/** A queue (a server process) whose handler of `system.prune-rate-limits` records each run. */
function recordingQueue(on: Database = db, fail?: (attempt: number) => boolean) {
  const queue = createJobQueue({ db: on });
  const runs: { id: string; attempt: number; now: Date }[] = [];
  queue.handle('system.prune-rate-limits', async (_payload, job) => {
    runs.push({ id: job.id, attempt: job.attempt, now: job.now });
    if (fail?.(job.attempt)) throw new Error(`run ${job.attempt} broke`);
  });
  return { queue, runs };
}

describe('the job queue', () => {
  it('runs a due job once, with its payload, and keeps it as completed', async () => {
    const queue = createJobQueue({ db });
    const payloads: unknown[] = [];
    queue.handle('slots.purge-expired-content', async (payload) => {
      payloads.push(payload);
    });
    // The declared payload of this queue is empty; the stored JSON comes back as it went in.
    const id = (await enqueue(db, 'slots.purge-expired-content', { note: 'from the test' } as never))!;

    expect(await queue.runDue()).toMatchObject({ completed: 1, retried: 0, failed: 0 });
    expect(await queue.runDue()).toMatchObject({ completed: 0 });
    expect(payloads).toEqual([{ note: 'from the test' }]);
    expect(await jobRow(id)).toMatchObject({ state: 'completed', attempts: 1, lockedUntil: null, lastError: null });
  });

  it('waits for startAfter, and leaves the queues this process does not handle to others', async () => {
    const { queue, runs } = recordingQueue();
    const later = (await enqueue(db, 'system.prune-rate-limits', {}, { startAfter: at(HOUR) }))!;
    const unhandled = (await enqueue(db, 'billing.local-renewals', {}))!;

    await queue.runDue({ now: at(HOUR - 1) });
    expect(runs).toEqual([]);
    await queue.runDue({ now: at(HOUR) });
    expect(runs.map((run) => run.id)).toEqual([later]);
    expect(await jobRow(unhandled)).toMatchObject({ state: 'queued', attempts: 0 });
  });

  it('adds nothing while a job with the same singleton key is queued or active, and again once it is done', async () => {
    const { queue, runs } = recordingQueue();
    const first = await enqueue(db, 'system.prune-rate-limits', {}, { singletonKey: 'account-1', startAfter: T0 });
    expect(first).not.toBeNull();
    expect(await enqueue(db, 'system.prune-rate-limits', {}, { singletonKey: 'account-1' })).toBeNull();
    // Another key, or the same key on another queue, is another job.
    expect(
      await enqueue(db, 'system.prune-rate-limits', {}, { singletonKey: 'account-2', startAfter: T0 }),
    ).not.toBeNull();
    expect(await enqueue(db, 'jobs.prune', {}, { singletonKey: 'account-1', startAfter: at(HOUR) })).not.toBeNull();

    await queue.runDue({ now: T0 });
    expect(runs).toHaveLength(2);
    expect(await enqueue(db, 'system.prune-rate-limits', {}, { singletonKey: 'account-1' })).not.toBeNull();
  });

  it('adds the job in the caller’s transaction: rolled back, there is no job', async () => {
    await db
      .transaction(async (tx) => {
        await enqueue(tx, 'system.prune-rate-limits', {});
        throw new Error('the change failed');
      })
      .catch(() => {});
    expect(await listJobs(db)).toEqual([]);
  });

  it('retries a failing job with doubling back-off, then keeps it as failed with its last error', async () => {
    const { queue, runs } = recordingQueue(db, () => true);
    const { maxAttempts, retryDelaySeconds } = QUEUES['system.prune-rate-limits'];
    expect(maxAttempts).toBe(3);
    const id = (await enqueue(db, 'system.prune-rate-limits', {}, { startAfter: T0 }))!;

    expect(await queue.runDue({ now: T0 })).toMatchObject({ retried: 1, failed: 0 });
    let row = await jobRow(id);
    expect(row).toMatchObject({ state: 'queued', attempts: 1 });
    expect(row.runAt).toEqual(at(retryDelaySeconds * 1000));
    expect(row.lastError).toContain('run 1 broke');

    // Not before its back-off is over; then again, twice as long.
    expect(await queue.runDue({ now: at(retryDelaySeconds * 1000 - 1) })).toMatchObject({ retried: 0 });
    const second = at(retryDelaySeconds * 1000);
    expect(await queue.runDue({ now: second })).toMatchObject({ retried: 1 });
    row = await jobRow(id);
    expect(row.runAt.getTime() - second.getTime()).toBe(2 * retryDelaySeconds * 1000);
    expect(retryDelayMs('system.prune-rate-limits', 2)).toBe(2 * retryDelaySeconds * 1000);

    expect(await queue.runDue({ now: row.runAt })).toMatchObject({ retried: 0, failed: 1 });
    expect(await queue.runDue({ now: at(365 * 24 * HOUR) })).toMatchObject({ completed: 0, retried: 0, failed: 0 });
    expect(runs.map((run) => run.attempt)).toEqual([1, 2, 3]);
    row = await jobRow(id);
    expect(row).toMatchObject({ state: 'failed', attempts: 3, finishedAt: row.runAt });
    expect(row.lastError).toContain('run 3 broke');
    expect((await listJobs(db, { state: 'failed' })).map((job) => job.id)).toEqual([id]);
  });

  it('runs again a job whose process died holding it, once its lease ran out', async () => {
    const id = (await enqueue(db, 'system.prune-rate-limits', {}, { startAfter: T0 }))!;
    // A process claims it, then dies before finishing.
    expect(await claimDueJobs(otherDb, { queues: ['system.prune-rate-limits'], now: T0, limit: 5 })).toHaveLength(1);
    const { queue, runs } = recordingQueue();
    const lease = QUEUES['system.prune-rate-limits'].timeoutSeconds * 1000;

    await queue.runDue({ now: at(lease - 1) });
    expect(runs).toEqual([]);
    await queue.runDue({ now: at(lease) });
    expect(runs).toEqual([{ id, attempt: 2, now: at(lease) }]);
    expect(await jobRow(id)).toMatchObject({ state: 'completed', attempts: 2 });
  });

  it('keeps as failed a job whose last attempt never finished', async () => {
    const id = (await enqueue(db, 'domains.check-due', {}, { startAfter: T0 }))!;
    expect(QUEUES['domains.check-due'].maxAttempts).toBe(1);
    await claimDueJobs(otherDb, { queues: ['domains.check-due'], now: T0, limit: 5 });
    const queue = createJobQueue({ db });
    let ran = false;
    queue.handle('domains.check-due', async () => {
      ran = true;
    });

    expect(await queue.runDue({ now: at(HOUR) })).toMatchObject({ failed: 1 });
    expect(ran).toBe(false);
    expect(await jobRow(id)).toMatchObject({ state: 'failed', lastError: expect.stringContaining('lease') });
  });

  it('starts by running what is due, and stop() waits for that run', async () => {
    const { queue, runs } = recordingQueue();
    const id = (await enqueue(db, 'system.prune-rate-limits', {}))!;
    queue.start({ pollIntervalMs: HOUR });
    await queue.stop();
    expect(runs.map((run) => run.id)).toEqual([id]);
    expect(await jobRow(id)).toMatchObject({ state: 'completed' });
  });
});

describe('two processes on one database', () => {
  it('run each of 40 jobs exactly once between them', async () => {
    const a = recordingQueue(db);
    const b = recordingQueue(otherDb);
    const ids = new Set<string>();
    for (let i = 0; i < 40; i++) ids.add((await enqueue(db, 'system.prune-rate-limits', {}, { startAfter: T0 }))!);

    await Promise.all([a.queue.runDue({ now: T0 }), b.queue.runDue({ now: T0 })]);
    const ran = [...a.runs, ...b.runs].map((run) => run.id);
    expect(ran.sort()).toEqual([...ids].sort());
    const rows = await listJobs(db, { queue: 'system.prune-rate-limits' });
    expect(rows.map((job) => [job.state, job.attempts])).toEqual(Array(40).fill(['completed', 1]));
  });

  it('fire a schedule once per period: at once when new, then at each period, catching up once after a gap', async () => {
    const processes = [recordingQueue(db), recordingQueue(otherDb)];
    for (const { queue } of processes) queue.schedule('system.prune-rate-limits', '0 * * * *', {});
    const runBoth = (now: Date) => Promise.all(processes.map(({ queue }) => queue.runDue({ now })));
    // In time order: which of the two processes ran a period is theirs to race for.
    const runs = () =>
      processes
        .flatMap(({ runs }) => runs)
        .map((run) => run.now.toISOString())
        .sort();

    await runBoth(at(5 * MINUTE)); // a new schedule fires at once
    await runBoth(at(30 * MINUTE));
    await runBoth(at(HOUR)); // 11:00
    await runBoth(at(HOUR + 1));
    await runBoth(at(2 * HOUR - 1));
    await runBoth(at(5 * HOUR + 20 * MINUTE)); // down since 11:00: one run, not four
    await runBoth(at(5 * HOUR + 50 * MINUTE));
    expect(runs()).toEqual([at(5 * MINUTE), at(HOUR), at(5 * HOUR + 20 * MINUTE)].map((date) => date.toISOString()));
    const [schedule] = await db.select().from(jobSchedules).where(eq(jobSchedules.name, 'system.prune-rate-limits'));
    expect(schedule!.nextRunAt).toEqual(at(6 * HOUR));
  });

  it('skip a period while the last scheduled job is still queued or active', async () => {
    const { queue, runs } = recordingQueue(db, () => true);
    queue.schedule('system.prune-rate-limits', '*/10 * * * * *', {});
    await queue.runDue({ now: T0 }); // fails; retried 30 s later
    await queue.runDue({ now: at(10_000) }); // its period: the retry is still queued
    await queue.runDue({ now: at(20_000) });
    expect(runs.map((run) => run.attempt)).toEqual([1]);
    expect(await listJobs(db, { queue: 'system.prune-rate-limits' })).toHaveLength(1);
  });

  it('refuse a cron pattern that does not parse', () => {
    const queue: JobQueue = createJobQueue({ db });
    expect(() => queue.schedule('jobs.prune', 'every hour', {})).toThrow();
  });
});

// The template backfill runs as a job (decision 044): queued by every start, run once however many
// processes queue and poll it, with its progress in the log.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createLocalStorage } from '../adapters/storage/local.ts';
import type { Database } from '../db/client.ts';
import { blogPosts, componentInstances, sitePages } from '../db/schema.ts';
import { createJobQueue, listJobs } from '../jobs/index.ts';
import { createTestDatabase, otherProcessConnection, type TestDatabase } from '../test/db.ts';
import { enqueueTemplateBackfill, registerBackfillJobs } from './backfill.ts';
import { seed } from './seed.ts';

let database: TestDatabase;
let db: Database;
/** A second connection to the same database: another server process (on PGlite, the same one). */
let otherDb: Database;
let other: ReturnType<typeof otherProcessConnection>;
let uploadsDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  other = otherProcessConnection(database);
  otherDb = other.db;
  uploadsDir = mkdtempSync(path.join(tmpdir(), 'themeport-backfill-'));
  await seed(db, createLocalStorage(uploadsDir));
});
afterAll(async () => {
  await other.close();
  await database.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

async function templateRows() {
  const [pages] = await db.select({ total: count() }).from(sitePages).where(eq(sitePages.isTemplate, true));
  const [components] = await db
    .select({ total: count() })
    .from(componentInstances)
    .where(eq(componentInstances.isTemplate, true));
  const [posts] = await db
    .select({ total: count() })
    .from(blogPosts)
    .where(and(eq(blogPosts.isTemplate, true), isNotNull(blogPosts.themeId)));
  return { pages: pages!.total, components: components!.total, posts: posts!.total };
}

it('builds the missing templates in one job, however many processes queue and run it, logging its progress', async () => {
  const seeded = await templateRows();
  expect(seeded.pages).toBeGreaterThan(100);
  // Themes as the bulk generator (or a database from before templates) leaves them: configs, no rows.
  await db.delete(componentInstances).where(eq(componentInstances.isTemplate, true));
  await db.delete(blogPosts).where(eq(blogPosts.isTemplate, true));
  await db.delete(sitePages).where(eq(sitePages.isTemplate, true));
  expect(await templateRows()).toEqual({ pages: 0, components: 0, posts: 0 });

  const messages: string[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => messages.push(JSON.parse(line).msg as string) });
  const processes = [createJobQueue({ db, logger }), createJobQueue({ db: otherDb, logger })];
  for (const [index, jobs] of processes.entries()) registerBackfillJobs(jobs, { db: index ? otherDb : db, logger });

  // Both processes start: the first queues the backfill, the second finds it queued.
  expect(await enqueueTemplateBackfill(db)).toBe(true);
  expect(await enqueueTemplateBackfill(otherDb)).toBe(false);
  await Promise.all(processes.map((jobs) => jobs.runDue()));

  expect(await templateRows()).toEqual(seeded);
  const runs = await listJobs(db, { queue: 'themes.backfill-templates' });
  expect(runs.map((job) => job.state)).toEqual(['completed']);
  expect(messages).toContain('template backfill: 15 of 15 themes');
  expect(messages).toContain('template backfill done');

  // The next start queues it again; with nothing missing it builds nothing twice.
  expect(await enqueueTemplateBackfill(otherDb)).toBe(true);
  await Promise.all(processes.map((jobs) => jobs.runDue()));
  expect(await templateRows()).toEqual(seeded);
});

it('ends early when its process stops, leaving the rest to the next start', async () => {
  const seeded = await templateRows();
  await db.delete(componentInstances).where(eq(componentInstances.isTemplate, true));
  await db.delete(blogPosts).where(eq(blogPosts.isTemplate, true));
  await db.delete(sitePages).where(eq(sitePages.isTemplate, true));

  // A SIGTERM arrives as the run begins: the run that began still ends, between two themes.
  const stopping = createJobQueue({ db });
  registerBackfillJobs(stopping, { db });
  expect(await enqueueTemplateBackfill(db)).toBe(true);
  await stopping.stop();
  await stopping.runDue();
  expect((await templateRows()).pages).toBe(0);
  const [ended] = await listJobs(db, { queue: 'themes.backfill-templates' });
  expect(ended?.state).toBe('completed');

  // The next start queues it again and builds what was left.
  const next = createJobQueue({ db });
  registerBackfillJobs(next, { db });
  expect(await enqueueTemplateBackfill(db)).toBe(true);
  await next.runDue();
  expect(await templateRows()).toEqual(seeded);
});

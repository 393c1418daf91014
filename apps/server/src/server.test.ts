// Start-up never waits on data work (issue 25, decision 044): the server answers health while the
// template backfill it queued has not run yet.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createLocalStorage } from './adapters/storage/local.ts';
import { componentInstances, sitePages } from './db/schema.ts';
import { listJobs } from './jobs/index.ts';
import { createLogger } from './logger.ts';
import { seed } from './seed/seed.ts';
import { startServer, type RunningServer } from './server.ts';
import { createTestApp, type TestApp } from './test/app.ts';

let t: TestApp;
let dataDir: string;
let server: RunningServer | undefined;

beforeAll(async () => {
  t = await createTestApp();
  dataDir = mkdtempSync(path.join(tmpdir(), 'themeport-start-'));
});
afterAll(async () => {
  await server?.close();
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const templatePages = async () =>
  (await t.db.select({ total: count() }).from(sitePages).where(eq(sitePages.isTemplate, true)))[0]!.total;

it('answers health before the template backfill it queued has run, then the job builds the templates', async () => {
  const config = { ...t.config, port: 0, uploadsDir: path.join(dataDir, 'uploads') };
  await seed(t.db, createLocalStorage(config.uploadsDir));
  await t.db.delete(componentInstances).where(eq(componentInstances.isTemplate, true));
  await t.db.delete(sitePages).where(eq(sitePages.isTemplate, true));

  // The test's database stays open: the server's close() leaves it to its owner, as main.ts does.
  const connection = { db: t.db, driver: 'pglite' as const, close: async () => {} };
  server = await startServer({ config, connection, logger: createLogger(config), startJobs: false });
  const health = await fetch(`http://127.0.0.1:${server.port}/api/health`);
  expect(health.status).toBe(200);
  expect(await health.json()).toEqual({ status: 'ok', database: 'ok' });
  expect(await templatePages()).toBe(0);
  const [queued] = await listJobs(t.db, { queue: 'themes.backfill-templates' });
  expect(queued?.state).toBe('queued');

  await server.jobs.runDue();
  expect(await templatePages()).toBeGreaterThan(100);
  const [run] = await listJobs(t.db, { queue: 'themes.backfill-templates' });
  expect(run?.state).toBe('completed');
});

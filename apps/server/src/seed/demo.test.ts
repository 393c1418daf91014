// The one demo seed behind `npm start` (main.ts calls seedDemo) and `npm run db:seed -- --demo-users`
// (seed-cli.ts, run here as its own process): both give the demo developer sales, a refund, a
// payout, projects and a theme in review, log the same lines, and a second run seeds nothing twice.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { createLocalStorage } from '../adapters/storage/local.ts';
import { createPool, databaseFromPool, type Database } from '../db/client.ts';
import { createPglite, databaseFromPglite, PGLITE_START_PARAMS } from '../db/pglite.ts';
import {
  developerProjects,
  purchases,
  sellerLedger,
  sellerPayouts,
  securityAlerts,
  securityBlocks,
  themeSubmissions,
  themes,
  users,
} from '../db/schema.ts';
import { databaseUrl, onPostgresServer, testDatabaseName } from '../test/db-template.ts';
import { createTestDatabase, type TestDatabase } from '../test/db.ts';
import { seedDemo } from './demo.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const SEED_CLI = fileURLToPath(new URL('./seed-cli.ts', import.meta.url));
/** What a run on an empty database logs, in order, on either path. */
const FIRST_RUN_LINES = [
  'empty database: demo data seeded',
  'no users yet: demo users created',
  'demo sales, refund and payout seeded',
  'demo projects and time seeded',
  'demo analytics history seeded',
  'demo security history seeded',
  'demo theme in review seeded',
];

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'themeport-demo-seed-'));
  dirs.push(dir);
  return dir;
};
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** The demo seller's figures, read from the tables. */
async function demoSeller(db: Database) {
  const [developer] = await db.select().from(users).where(eq(users.email, 'developer@themeport.dev'));
  if (!developer) return null;
  // The analytics history's sales (checkouts cs_hist_…) are counted apart: they are data for the charts.
  const history = new Set(
    (
      await db
        .select({ id: purchases.id })
        .from(purchases)
        .where(sql`left(${purchases.checkoutSessionId}, 8) = 'cs_hist_'`)
    ).map((row) => row.id),
  );
  const lines = (await db.select().from(sellerLedger).where(eq(sellerLedger.sellerId, developer.id))).filter(
    (line) => !line.purchaseId || !history.has(line.purchaseId),
  );
  const [payouts] = await db.select({ n: count() }).from(sellerPayouts).where(eq(sellerPayouts.sellerId, developer.id));
  const [projects] = await db
    .select({ n: count() })
    .from(developerProjects)
    .where(eq(developerProjects.developerId, developer.id));
  const inReview = await db
    .select({ slug: themes.slug })
    .from(themeSubmissions)
    .innerJoin(themes, eq(themes.id, themeSubmissions.themeId))
    .where(eq(themeSubmissions.status, 'in_review'));
  const [bought] = await db.select({ n: count() }).from(purchases);
  const [people] = await db.select({ n: count() }).from(users);
  return {
    sales: lines.filter((line) => line.type === 'sale').length,
    refunds: lines.filter((line) => line.type === 'refund').length,
    payouts: payouts?.n ?? 0,
    projects: projects?.n ?? 0,
    inReview: inReview.map((row) => row.slug),
    purchases: bought?.n ?? 0,
    users: people?.n ?? 0,
  };
}

function expectDemoSeller(seller: Awaited<ReturnType<typeof demoSeller>>) {
  expect(seller).toMatchObject({ sales: 16, refunds: 1, payouts: 1, projects: 3, inReview: ['meridian-studio'] });
}

it('seeds the demo seller once, as npm start does, logging each part', async () => {
  const messages: string[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => messages.push(JSON.parse(line).msg as string) });
  const deps = {
    db: database.db,
    storage: createLocalStorage(tempDir()),
    logger,
    config: { nodeEnv: 'test' as const },
  };

  const first = await seedDemo(deps, { users: true });
  expect(first).toMatchObject({
    sales: 16,
    projects: 3,
    themeInReview: true,
    analyticsAccounts: 300,
    securityHistory: true,
  });
  expect(first.users.map((user) => user.email)).toContain('developer@themeport.dev');
  expect(messages).toEqual(FIRST_RUN_LINES);
  const seeded = await demoSeller(database.db);
  expectDemoSeller(seeded);
  // The Security tab's week: an open and an acknowledged alert, one block still in force.
  const alerts = await database.db.select().from(securityAlerts);
  expect(alerts.map((alert) => alert.status).sort()).toEqual(['acknowledged', 'open']);
  const blocks = await database.db.select().from(securityBlocks);
  expect(blocks.filter((block) => block.expiresAt > new Date())).toHaveLength(1);

  // A second start: nothing is written twice.
  messages.length = 0;
  const second = await seedDemo(deps, { users: true });
  expect(second).toMatchObject({
    users: [],
    sales: 0,
    projects: 0,
    themeInReview: false,
    analyticsAccounts: 0,
    securityHistory: false,
  });
  expect(second.catalogue.seeded).toBe(false);
  expect(await demoSeller(database.db)).toEqual(seeded);
  expect(messages).toEqual(['demo data already present: nothing seeded']);
}, 300_000);

/** A PGlite data directory at `dir` holding the migrated template (global setup), closed again for the command. */
async function loadPgliteTemplate(dir: string): Promise<void> {
  const template = new Blob([await readFile(inject('pgliteTemplateFile')!)]);
  const client = await createPglite(dir, { loadDataDir: template, startParams: PGLITE_START_PARAMS });
  await client.close();
}

/** `npm run db:seed -- --demo-users` against a database of its own; answers the log lines and the database. */
async function runSeedCli(): Promise<{
  code: number | null;
  messages: string[];
  db: Database;
  close: () => Promise<void>;
}> {
  const dataDir = tempDir();
  const adminUrl = process.env.TEST_DB_DRIVER === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  const name = testDatabaseName('themeport_seed_cli');
  // The command's database starts as every test database does, from the run's migrated template (the
  // command still runs its migrations, finding them applied): on PostgreSQL a copy of the template
  // database; on PGlite its data directory loaded from the template's dump. initdb and every migration
  // on an empty directory were 12 s of the child's CPU here. Migrating an empty database is proved by
  // the global setup (the same migrate(), on an empty PGlite and an empty PostgreSQL database) and by
  // the journeys' server, which starts as `npm start` does on an empty data directory.
  if (adminUrl) await onPostgresServer(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
  else await loadPgliteTemplate(path.join(dataDir, 'pglite'));
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'development', LOG_LEVEL: 'info' };
  delete env.DATABASE_URL;
  if (adminUrl) env.DATABASE_URL = databaseUrl(adminUrl, name);
  const child = spawn(process.execPath, ['--import', 'tsx', SEED_CLI, '--demo-users'], { cwd: REPO_ROOT, env });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (code !== 0) console.error(stderr);
  const messages = stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line).msg as string);
  if (adminUrl) {
    const pool = createPool(databaseUrl(adminUrl, name), 2);
    return {
      code,
      messages,
      db: databaseFromPool(pool),
      close: async () => {
        await pool.end();
        await onPostgresServer(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    };
  }
  const client = await createPglite(path.join(dataDir, 'pglite'));
  return { code, messages, db: databaseFromPglite(client), close: () => client.close() };
}

it('seeds the same demo seller through npm run db:seed -- --demo-users, with the same log lines', async () => {
  const run = await runSeedCli();
  try {
    expect(run.code).toBe(0);
    expect(run.messages).toEqual(FIRST_RUN_LINES);
    expectDemoSeller(await demoSeller(run.db));
  } finally {
    await run.close();
  }
}, 300_000);

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createStorage } from '../adapters/storage/index.ts';
import { createApp, type App, type AppDependencies } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createJobQueue, type JobQueue } from '../jobs/index.ts';
import { createLogger } from '../logger.ts';
import { createTestDatabase } from './db.ts';

export interface TestApp {
  app: App;
  db: Database;
  config: Config;
  dataDir: string;
  /** The app's job queue, never started: a test runs its due work with `jobs.runDue({ now })`. */
  jobs: JobQueue;
  /** PostgreSQL only: the database's URL, for a second connection pool (another server process). */
  databaseUrl?: string;
  close(): Promise<void>;
}

/** The real app over a fresh database and a temporary DATA_DIR (and, if given, WEB_DIST_DIR); storage as configured (S3_* or local). */
export async function createTestApp(
  env: Record<string, string> = {},
  /** Adapters of the test's own, e.g. a Stripe provider over the in-process fake API, or an error reporter; or other rate limits. */
  adapters: Partial<
    Pick<AppDependencies, 'payments' | 'payouts' | 'storage' | 'errorReporter' | 'rateLimits' | 'securityOptions'>
  > = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'themeport-test-'));
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    ...env,
  });
  const { db, url: databaseUrl, close } = await createTestDatabase();
  const logger = createLogger(config);
  const jobs = createJobQueue({ db, logger });
  const app = createApp({ config, db, storage: createStorage(config), logger, jobs, ...adapters });
  return {
    app,
    db,
    config,
    dataDir,
    jobs,
    databaseUrl,
    async close() {
      await jobs.stop();
      await app.close();
      await close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

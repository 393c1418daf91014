import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { createPool, databaseFromPool, type Database } from '../db/client.ts';
import { createPglite, databaseFromPglite, PGLITE_START_PARAMS } from '../db/pglite.ts';
import { databaseUrl, onPostgresServer, testDatabaseName } from './db-template.ts';

export interface TestDatabase {
  db: Database;
  /** PostgreSQL only: the database's URL, for a second connection pool (another "process"). */
  url?: string;
  close(): Promise<void>;
}

/**
 * A database of the test's own, with every migration applied, per TEST_DB_DRIVER, copied from the
 * template the run's global setup migrated once (./global-setup.ts):
 * pglite (default) → in-memory PGlite loaded from the migrated data-dir dump;
 * postgres → a database on TEST_DATABASE_URL made with CREATE DATABASE … TEMPLATE, dropped again by close().
 */
export function createTestDatabase(): Promise<TestDatabase> {
  return process.env.TEST_DB_DRIVER === 'postgres' ? createPostgresTestDatabase() : createPgliteTestDatabase();
}

function provided(key: 'pgliteTemplateFile' | 'postgresTemplate'): string {
  const value = inject(key);
  if (!value)
    throw new Error(`No ${key}: run the server suite through vitest.config.ts (its globalSetup migrates the template)`);
  return value;
}

/**
 * The template's bytes as the Blob PGlite loads a data directory from (it reads only arrayBuffer()):
 * each call a copy of the bytes in memory. Node 20's own Blob.arrayBuffer() reads a Blob in small
 * chunks and joins them, 0.4 s of CPU for every test database (decision 035).
 */
class TemplateBlob extends Blob {
  constructor(private readonly template: Uint8Array) {
    super([]);
  }
  override async arrayBuffer(): Promise<ArrayBuffer> {
    return new Uint8Array(this.template).buffer;
  }
}

let pgliteTemplate: Promise<Blob> | undefined;

async function createPgliteTestDatabase(): Promise<TestDatabase> {
  pgliteTemplate ??= readFile(provided('pgliteTemplateFile')).then((bytes) => new TemplateBlob(bytes));
  // The server's start parameters (16 MB of shared buffers, not initdb's 128 MB): a test database
  // is then the database `npm start` opens, and starts in 1.1 s of CPU instead of 1.8 s (decision 035).
  const client = await createPglite(undefined, { loadDataDir: await pgliteTemplate, startParams: PGLITE_START_PARAMS });
  return { db: databaseFromPglite(client), close: () => client.close() };
}

async function createPostgresTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB_DRIVER=postgres needs TEST_DATABASE_URL');
  const name = testDatabaseName('themeport_test');
  await onPostgresServer(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${provided('postgresTemplate')}`);

  const url = databaseUrl(adminUrl, name);
  const pool = createPool(url, 4);
  return {
    db: databaseFromPool(pool),
    url,
    async close() {
      await pool.end();
      await onPostgresServer(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/**
 * A second connection to the test's database, as another server process has: on PostgreSQL a pool
 * of its own, on PGlite (one connection) the same database.
 */
export function otherProcessConnection(database: TestDatabase): { db: Database; close(): Promise<void> } {
  if (!database.url) return { db: database.db, close: async () => {} };
  const pool = createPool(database.url, 4);
  return { db: databaseFromPool(pool), close: () => pool.end() };
}

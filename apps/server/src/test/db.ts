import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { databaseFromPglite, databaseFromPool, migrate, type Database } from '../db/client.ts';

export interface TestDatabase {
  db: Database;
  close(): Promise<void>;
}

/**
 * A database of the test's own, with every migration applied, per TEST_DB_DRIVER:
 * pglite (default) → in-memory PGlite cloned from a template migrated once per worker;
 * postgres → a fresh database on TEST_DATABASE_URL, dropped again by close().
 */
export function createTestDatabase(): Promise<TestDatabase> {
  return process.env.TEST_DB_DRIVER === 'postgres' ? createPostgresTestDatabase() : createPgliteTestDatabase();
}

let pgliteTemplate: Promise<File | Blob> | undefined;

function migratedPgliteDump(): Promise<File | Blob> {
  pgliteTemplate ??= (async () => {
    const client = await PGlite.create();
    await migrate(databaseFromPglite(client));
    const dump = await client.dumpDataDir('none');
    await client.close();
    return dump;
  })();
  return pgliteTemplate;
}

async function createPgliteTestDatabase(): Promise<TestDatabase> {
  const client = await PGlite.create({ loadDataDir: await migratedPgliteDump() });
  return { db: databaseFromPglite(client), close: () => client.close() };
}

async function createPostgresTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB_DRIVER=postgres needs TEST_DATABASE_URL');
  const name = `themeport_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }

  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 4 });
  const db = databaseFromPool(pool);
  await migrate(db);

  return {
    db,
    async close() {
      // DROP ... WITH (FORCE) below may terminate a connection the pool is still closing; that is expected.
      pool.on('error', () => {});
      await pool.end();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

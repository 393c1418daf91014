import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { is, sql, type SQL } from 'drizzle-orm';
import { NodePgDatabase, drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { REPO_ROOT, type Config } from '../config.ts';
import { drizzleConfig } from './drizzle-config.ts';
import type * as schema from './schema.ts';

/** One Drizzle type for PGlite and node-postgres (and their transactions). */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The rows of a hand-written statement, as the caller types them (both drivers answer `{ rows }`). */
export async function selectRows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export interface DatabaseConnection {
  db: Database;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
}

// From the repository root: the same path from src/db/client.ts and from the built dist/main.js.
export const MIGRATIONS_DIR = path.join(REPO_ROOT, 'apps/server/drizzle');

export function databaseFromPool(pool: pg.Pool): Database {
  return drizzleNodePg({ client: pool, ...drizzleConfig });
}

/**
 * A PostgreSQL pool that survives the server ending one of its idle connections (a restart, a
 * failover, DROP DATABASE … WITH (FORCE) in tests): pg emits that as the pool's 'error', which with
 * no listener is an uncaught exception that ends the process. The pool has already dropped the
 * client; the next query opens a new one, and a query in flight still fails on its own.
 */
export function createPool(connectionString: string, max: number, onIdleError: (error: Error) => void = () => {}) {
  const pool = new pg.Pool({ connectionString, max });
  pool.on('error', onIdleError);
  return pool;
}

/** DATABASE_URL → PostgreSQL pool; otherwise PGlite persisted in DATA_DIR/pglite. */
export async function createDatabase(
  config: Pick<Config, 'databaseUrl' | 'pgliteDir'>,
  onIdleError?: (error: Error) => void,
): Promise<DatabaseConnection> {
  if (config.databaseUrl) {
    const pool = createPool(config.databaseUrl, 10, onIdleError);
    return { db: databaseFromPool(pool), driver: 'postgres', close: () => pool.end() };
  }
  mkdirSync(config.pgliteDir, { recursive: true });
  const { openPglite } = await import('./pglite.ts');
  return { ...(await openPglite(config.pgliteDir)), driver: 'pglite' };
}

/** Applies the committed SQL migrations in apps/server/drizzle, whichever driver runs. */
export async function migrate(db: Database): Promise<void> {
  if (is(db, NodePgDatabase)) await migrateNodePg(db, { migrationsFolder: MIGRATIONS_DIR });
  else await (await import('./pglite.ts')).migratePglite(db, MIGRATIONS_DIR);
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { is, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { PgliteDatabase, drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { REPO_ROOT, type Config } from '../config.ts';
import * as schema from './schema.ts';

/** One Drizzle type for PGlite and node-postgres (and their transactions). */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseConnection {
  db: Database;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
}

// From the repository root: the same path from src/db/client.ts and from the built dist/main.js.
export const MIGRATIONS_DIR = path.join(REPO_ROOT, 'apps/server/drizzle');

const drizzleConfig = { schema, casing: 'snake_case' } as const;

export function databaseFromPglite(client: PGlite): Database {
  return drizzlePglite({ client, ...drizzleConfig });
}

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

/**
 * PGlite's own defaults, with 16 MB of shared buffers instead of initdb's 128 MB: the buffers are
 * the WebAssembly heap's largest part, and the catalogue a PGlite install holds fits many times
 * over (decision 044: the idle server 313 → 193 MB RSS). On the command line, not in
 * postgresql.conf, which PGlite's `postgresqlconf` option would overwrite whole.
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

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
  const client = await PGlite.create(config.pgliteDir, { startParams: PGLITE_START_PARAMS });
  return { db: databaseFromPglite(client), driver: 'pglite', close: () => client.close() };
}

/** Applies the committed SQL migrations in apps/server/drizzle, whichever driver runs. */
export async function migrate(db: Database): Promise<void> {
  const options = { migrationsFolder: MIGRATIONS_DIR };
  if (is(db, PgliteDatabase)) await migratePglite(db, options);
  else await migrateNodePg(db as Parameters<typeof migrateNodePg>[0], options);
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

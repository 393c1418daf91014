import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { is, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { PgliteDatabase, drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Config } from '../config.ts';
import * as schema from './schema.ts';

/** One Drizzle type for PGlite and node-postgres (and their transactions). */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseConnection {
  db: Database;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../drizzle', import.meta.url));

const drizzleConfig = { schema, casing: 'snake_case' } as const;

/**
 * Every PGlite instance, in the server and in tests: with the extensions the migrations create
 * (pg_trgm, migration 0024), which PGlite must load at start, so one migration runs on both drivers.
 */
export function createPglite(dataDir?: string, options: Omit<PGliteOptions, 'extensions'> = {}): Promise<PGlite> {
  return PGlite.create({ ...options, ...(dataDir === undefined ? {} : { dataDir }), extensions: { pg_trgm } });
}

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
  const client = await createPglite(config.pgliteDir);
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

// PGlite, the embedded database: loaded only when DATABASE_URL is unset (client.ts imports this
// file with import()), so a server on PostgreSQL never holds its WebAssembly build (decision 044).
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client.ts';
import { drizzleConfig } from './drizzle-config.ts';

/**
 * PGlite's own defaults, with 16 MB of shared buffers instead of initdb's 128 MB: the buffers are
 * the WebAssembly heap's largest part, and the catalogue a PGlite install holds fits many times
 * over (decision 044: PGlite alone 313 → 193 MB RSS). On the command line, not in
 * postgresql.conf, which PGlite's `postgresqlconf` option would overwrite whole.
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/**
 * Every PGlite instance, in the server and in tests: with the extensions the migrations create
 * (pg_trgm, migration 0024), which PGlite must load at start, so one migration runs on both drivers.
 */
export function createPglite(dataDir?: string, options: Omit<PGliteOptions, 'extensions'> = {}): Promise<PGlite> {
  return PGlite.create({ ...options, ...(dataDir === undefined ? {} : { dataDir }), extensions: { pg_trgm } });
}

export function databaseFromPglite(client: PGlite): Database {
  return drizzle({ client, ...drizzleConfig });
}

export async function openPglite(dir: string): Promise<{ db: Database; close(): Promise<void> }> {
  const client = await createPglite(dir, { startParams: PGLITE_START_PARAMS });
  return { db: databaseFromPglite(client), close: () => client.close() };
}

export async function migratePglite(db: Database, migrationsFolder: string): Promise<void> {
  await migrate(db as Parameters<typeof migrate>[0], { migrationsFolder });
}

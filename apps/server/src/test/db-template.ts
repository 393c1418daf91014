import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createPool, databaseFromPool, migrate } from '../db/client.ts';
import { createPglite, databaseFromPglite } from '../db/pglite.ts';

/** A database name of the suite's own: letters, digits and underscores only, so it needs no quoting. */
export function testDatabaseName(prefix: string): string {
  return `${prefix}_${randomBytes(6).toString('hex')}`;
}

/** Runs one statement on the server's maintenance connection (CREATE / DROP DATABASE cannot run in a pool's transaction). */
export async function onPostgresServer(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The URL of another database on the same server. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A PGlite data directory with every migration applied, as the uncompressed tar PGlite loads from. */
export async function migratedPgliteDump(): Promise<Uint8Array> {
  const client = await createPglite();
  try {
    await migrate(databaseFromPglite(client));
    const dump = await client.dumpDataDir('none');
    return new Uint8Array(await dump.arrayBuffer());
  } finally {
    await client.close();
  }
}

/** A PostgreSQL database with every migration applied, that test databases are copied from. */
export async function createMigratedPostgresTemplate(adminUrl: string): Promise<string> {
  const name = testDatabaseName('themeport_template');
  await onPostgresServer(adminUrl, `CREATE DATABASE ${name}`);
  // CREATE DATABASE … TEMPLATE refuses a template with open connections: the pool ends before any copy.
  const pool = createPool(databaseUrl(adminUrl, name), 1);
  try {
    await migrate(databaseFromPool(pool));
  } finally {
    await pool.end();
  }
  return name;
}

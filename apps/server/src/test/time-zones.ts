// Time zones in tests (Vitest only): the Node process's zone for a while, and the app over a
// database session in another zone (PGlite: its one connection; PostgreSQL: the database's default,
// read by a fresh one-connection pool under a second app), each checked before it is used.
import { sql } from 'drizzle-orm';
import { createStorage } from '../adapters/storage/index.ts';
import { createApp } from '../app.ts';
import { createPool, databaseFromPool, type Database } from '../db/client.ts';
import { createJobQueue } from '../jobs/index.ts';
import { createLogger } from '../logger.ts';
import type { TestApp } from './app.ts';
import { Client } from './auth.ts';

/** Runs `work` with the Node process in `zone` (process.env.TZ applies at run time), then restores it. */
export async function inNodeZone<T>(zone: string, work: () => Promise<T>): Promise<T> {
  const before = process.env.TZ;
  process.env.TZ = zone;
  try {
    return await work();
  } finally {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  }
}

/** The session's TimeZone on the connection `db` answers from. */
export async function sessionZone(db: Database): Promise<string> {
  const result = (await db.execute(sql`show timezone`)) as unknown as { rows: { TimeZone: string }[] };
  return result.rows[0]!.TimeZone;
}

/**
 * `client`'s session on an app whose database connection's TimeZone is `zone`; close() puts UTC back.
 * On PostgreSQL the zone is the database's default (ALTER DATABASE … SET timezone), which only a new
 * connection reads: a second app over a pool of one fresh connection, so `db` is the app's connection.
 */
export async function appInDatabaseZone(
  t: TestApp,
  client: Client,
  zone: string,
): Promise<{ client: Client; db: Database; close(): Promise<void> }> {
  const quoted = `'${zone.replaceAll("'", "''")}'`;
  if (!t.databaseUrl) {
    await t.db.execute(sql.raw(`set time zone ${quoted}`));
    return { client, db: t.db, close: async () => void (await t.db.execute(sql`set time zone 'UTC'`)) };
  }
  const name = ((await t.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] })
    .rows[0]!.name;
  await t.db.execute(sql.raw(`alter database "${name}" set timezone to ${quoted}`));
  const pool = createPool(t.databaseUrl, 1);
  const db = databaseFromPool(pool);
  const logger = createLogger(t.config);
  const app = createApp({
    config: t.config,
    db,
    storage: createStorage(t.config),
    logger,
    jobs: createJobQueue({ db, logger }),
  });
  const zoned = new Client({ ...t, app, db }, client.ip);
  for (const [key, value] of client.cookies) zoned.cookies.set(key, value);
  return {
    client: zoned,
    db,
    async close() {
      await pool.end();
      await t.db.execute(sql.raw(`alter database "${name}" set timezone to 'UTC'`));
    },
  };
}

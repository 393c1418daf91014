import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/db.ts';
import { createPool, databaseFromPool } from './client.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

it('a pool whose idle connection the server ends reports it and serves the next query on a new one', async () => {
  const errors: Error[] = [];
  const pool = createPool(database.url!, 1, (error) => errors.push(error));
  const db = databaseFromPool(pool);
  try {
    const pidOf = async () =>
      ((await db.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] }).rows[0]!.pid;
    const first = await pidOf();
    // The connection is idle in the pool now: the server ends it, as a restart or a failover would.
    await database.db.execute(sql`select pg_terminate_backend(${first})`);
    await expect.poll(() => errors.length).toBe(1);
    expect(errors[0]!.message).toMatch(/terminating connection/);
    // Without the listener, that error would have been an uncaught exception ending the process.
    expect(await pidOf()).not.toBe(first);
  } finally {
    await pool.end();
  }
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createTestDatabase, otherProcessConnection, type TestDatabase } from '../../test/db.ts';
import { pageLastModified } from './queries.ts';

// A page's Last-Modified is kept in the database, so two servers date one page alike.
let database: TestDatabase;
let other: ReturnType<typeof otherProcessConnection>;

beforeAll(async () => {
  database = await createTestDatabase();
  other = otherProcessConnection(database);
});
afterAll(async () => {
  await other.close();
  await database.close();
});

/** As if the page's current version had been first rendered `seconds` earlier. */
async function age(db: Database, path: string, seconds: number) {
  await db.execute(
    sql`UPDATE page_versions SET since = since - make_interval(secs => ${seconds}) WHERE path = ${path}`,
  );
}

describe('pageLastModified', () => {
  it('has no date for a version begun in this second, then the same whole-second date on any server while the ETag stays', async () => {
    expect(await pageLastModified(database.db, '/pricing', 'W/"a"')).toBeNull();
    await age(database.db, '/pricing', 5);
    const dated = await pageLastModified(other.db, '/pricing', 'W/"a"');
    expect(dated).not.toBeNull();
    expect(dated!.getMilliseconds()).toBe(0);
    expect(Date.now() - dated!.getTime()).toBeGreaterThanOrEqual(4000);
    expect(await pageLastModified(database.db, '/pricing', 'W/"a"')).toEqual(dated);
  });

  it('dates a new version later than the one before, even when it has the content of an older one', async () => {
    await pageLastModified(database.db, '/for-developers', 'W/"a"');
    await age(database.db, '/for-developers', 60);
    const first = await pageLastModified(database.db, '/for-developers', 'W/"a"');

    expect(await pageLastModified(other.db, '/for-developers', 'W/"b"')).toBeNull();
    await age(database.db, '/for-developers', 30);
    const second = await pageLastModified(database.db, '/for-developers', 'W/"b"');
    expect(second!.getTime()).toBeGreaterThan(first!.getTime());

    // Back to the first content: a new date, or a copy of "b" would look current.
    expect(await pageLastModified(database.db, '/for-developers', 'W/"a"')).toBeNull();
    await age(database.db, '/for-developers', 10);
    const third = await pageLastModified(database.db, '/for-developers', 'W/"a"');
    expect(third!.getTime()).toBeGreaterThan(second!.getTime());
  });

  it('dates each path on its own', async () => {
    await pageLastModified(database.db, '/', 'W/"home"');
    await age(database.db, '/', 20);
    const home = await pageLastModified(database.db, '/', 'W/"home"');
    await pageLastModified(database.db, '/themes', 'W/"x"');
    await pageLastModified(database.db, '/themes', 'W/"y"');
    expect(await pageLastModified(database.db, '/', 'W/"home"')).toEqual(home);
  });
});

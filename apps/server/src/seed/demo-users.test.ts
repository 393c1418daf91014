import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/db.ts';
import { seedDemoUsers } from './demo-users.ts';
import { accountUsers, accounts, profiles, users } from '../db/schema.ts';

// One empty database: the production start runs first and must leave it empty.
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const userCount = async () => (await database.db.select({ total: count() }).from(users))[0]!.total;

describe('demo users', () => {
  it('are never created by a production start', async () => {
    expect(await seedDemoUsers(database.db, { nodeEnv: 'production' })).toEqual([]);
    expect(await userCount()).toBe(0);
  });

  it('are created on an empty database in development, and only once', async () => {
    const seeded = await seedDemoUsers(database.db, { nodeEnv: 'development' });
    expect(seeded.map((user) => user.email)).toEqual([
      'admin@themeport.dev',
      'developer@themeport.dev',
      'client@themeport.dev',
      'editor@themeport.dev',
      'viewer@themeport.dev',
    ]);
    expect(await userCount()).toBe(5);
    const roles = await database.db.select({ role: accountUsers.role }).from(accountUsers);
    expect(roles.map((row) => row.role).sort()).toEqual(['editor', 'owner', 'viewer']);
    // Demo Studio stays on the free plan with room for its three seeded members.
    const [studio] = await database.db.select().from(accounts);
    expect(studio).toMatchObject({ name: 'Demo Studio', plan: 'free' });
    expect(studio!.usageLimits.max_users).toBe(3);
    // The demo admin is the superadmin (issue 24: only a superadmin changes other admins).
    const supers = await database.db
      .select({ email: users.email })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(eq(profiles.isSuperadmin, true));
    expect(supers).toEqual([{ email: 'admin@themeport.dev' }]);
    expect(await seedDemoUsers(database.db, { nodeEnv: 'test' })).toEqual([]);
  });
});

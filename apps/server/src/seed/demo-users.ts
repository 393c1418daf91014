import { count, eq, sql } from 'drizzle-orm';
import type { AccountRole, PlatformRole } from '@themeport/core';
import type { Config } from '../config.ts';
import { createOwnedAccount } from '../modules/accounts/index.ts';
import { createPasswordUser } from '../modules/auth/index.ts';
import type { Database } from '../db/client.ts';
import { accountUsers, accounts, profiles, users } from '../db/schema.ts';
import { seedDemoStore } from './demo-store.ts';

export interface DemoUser {
  email: string;
  password: string;
  role: PlatformRole;
}

/** Demo sign-ins for development; the passwords are printed only when NODE_ENV=development. */
export const DEMO_USERS: (DemoUser & {
  firstName: string;
  lastName: string;
  /** An account the user owns. */
  account?: string;
  /** A demo account the user is a member of, with this role (viewer mode, issue 12). */
  memberOf?: { account: string; role: Exclude<AccountRole, 'owner'> };
})[] = [
  { email: 'admin@themeport.dev', password: 'themeport-admin', role: 'admin', firstName: 'Ada', lastName: 'Admin' },
  {
    email: 'developer@themeport.dev',
    password: 'themeport-developer',
    role: 'developer',
    firstName: 'Dev',
    lastName: 'Builder',
  },
  {
    email: 'client@themeport.dev',
    password: 'themeport-client',
    role: 'client',
    firstName: 'Cleo',
    lastName: 'Client',
    account: 'Demo Studio',
  },
  {
    email: 'editor@themeport.dev',
    password: 'themeport-editor',
    role: 'client',
    firstName: 'Eddie',
    lastName: 'Editor',
    memberOf: { account: 'Demo Studio', role: 'editor' },
  },
  {
    email: 'viewer@themeport.dev',
    password: 'themeport-viewer',
    role: 'client',
    firstName: 'Vera',
    lastName: 'Viewer',
    memberOf: { account: 'Demo Studio', role: 'viewer' },
  },
];

/**
 * Verified, onboarded demo users (the client owning 'Demo Studio', its editor and its viewer); only when there is no user yet,
 * and never in production, where the README's passwords would open every new database: there the
 * first admin comes from `npm run admin:create`.
 */
export async function seedDemoUsers(db: Database, { nodeEnv }: Pick<Config, 'nodeEnv'>): Promise<DemoUser[]> {
  if (nodeEnv === 'production') return [];
  const [existing] = await db.select({ total: count() }).from(users);
  if ((existing?.total ?? 0) > 0) return [];
  const accountIds = new Map<string, string>();
  for (const demo of DEMO_USERS) {
    const user = await createPasswordUser(db, { ...demo, emailVerified: true, onboarded: true });
    // The demo admin is the superadmin, as `npm run admin:create` makes the first admin (issue 24).
    if (demo.role === 'admin')
      await db.update(profiles).set({ isSuperadmin: true }).where(eq(profiles.userId, user.id));
    if (demo.account)
      accountIds.set(demo.account, (await createOwnedAccount(db, { userId: user.id, name: demo.account })).id);
    const accountId = demo.memberOf ? accountIds.get(demo.memberOf.account) : undefined;
    if (demo.memberOf && accountId)
      await db.insert(accountUsers).values({ accountId, userId: user.id, role: demo.memberOf.role });
  }
  // Demo Studio is on the free plan (one user) but seeded with its editor and viewer: its limits
  // are set on the account by hand, as sales does for enterprise (decision 009), so its usage
  // reads '3 of 3' instead of over the limit.
  for (const accountId of accountIds.values()) {
    const [members] = await db.select({ n: count() }).from(accountUsers).where(eq(accountUsers.accountId, accountId));
    await db
      .update(accounts)
      .set({ usageLimits: sql`jsonb_set(${accounts.usageLimits}, '{max_users}', to_jsonb(${members?.n ?? 1}::int))` })
      .where(eq(accounts.id, accountId));
  }
  // The demo developer's store and the demo themes it sells (issue 22).
  await seedDemoStore(db, 'developer@themeport.dev');
  return DEMO_USERS.map(({ email, password, role }) => ({ email, password, role }));
}

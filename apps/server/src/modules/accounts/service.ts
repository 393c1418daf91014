import { and, asc, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import {
  AUTH_TIMING,
  DEFAULT_PRIMARY_COLOR,
  readAccountSettings,
  type AccountRole,
  type AccountSummary,
  type CurrentAccountSettings,
  type MeResponse,
  type SessionUser,
} from '@themeport/core';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { accountUsers, accounts, type Account } from '../../db/schema.ts';
import { PLAN_USAGE_LIMITS } from './plans.ts';

export const CURRENT_ACCOUNT_COOKIE = 'tp_account';

/** The accounts the user belongs to, oldest membership first. */
export async function listMemberships(db: Database, userId: string): Promise<AccountSummary[]> {
  return db
    .select({ id: accounts.id, name: accounts.name, plan: accounts.plan, role: accountUsers.role })
    .from(accountUsers)
    .innerJoin(accounts, eq(accounts.id, accountUsers.accountId))
    .where(eq(accountUsers.userId, userId))
    .orderBy(asc(accountUsers.createdAt), asc(accounts.id));
}

/** The user's role in the account, or null when not a member. Always both ids in the where. */
export async function findMembershipRole(
  db: Database,
  { accountId, userId }: { accountId: string; userId: string },
): Promise<AccountRole | null> {
  const [row] = await db
    .select({ role: accountUsers.role })
    .from(accountUsers)
    .where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.userId, userId)))
    .limit(1);
  return row?.role ?? null;
}

/** The cookie's account while the user is still a member, else the first owned account, else the first. */
export function pickCurrentAccount(memberships: AccountSummary[], cookieValue: string | undefined): string | null {
  if (cookieValue && memberships.some((m) => m.id === cookieValue)) return cookieValue;
  return (memberships.find((m) => m.role === 'owner') ?? memberships[0])?.id ?? null;
}

/** A new account on the free plan with the user as its owner (spec 000 §5 onboarding). */
export async function createOwnedAccount(
  db: Database,
  { userId, name }: { userId: string; name: string },
): Promise<Account> {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .insert(accounts)
      .values({ name, plan: 'free', usageLimits: PLAN_USAGE_LIMITS.free })
      .returning();
    await tx.insert(accountUsers).values({ accountId: account!.id, userId, role: 'owner' });
    return account!;
  });
}

/** tp_account: 30 days, HttpOnly, SameSite=Strict, Secure on https (spec 000 §9). */
export function setCurrentAccountCookie(c: Context, config: Pick<Config, 'isHttps'>, accountId: string): void {
  setCookie(c, CURRENT_ACCOUNT_COOKIE, accountId, {
    path: '/',
    httpOnly: true,
    sameSite: 'Strict',
    secure: config.isHttps,
    maxAge: AUTH_TIMING.currentAccountCookieDays * 86_400,
  });
}

export async function buildMe(
  db: Database,
  user: SessionUser,
  currentAccountCookie: string | undefined,
): Promise<MeResponse> {
  const accounts = await listMemberships(db, user.id);
  const currentAccountId = pickCurrentAccount(accounts, currentAccountCookie);
  return {
    user,
    accounts,
    currentAccountId,
    currentAccountSettings: currentAccountId ? await currentAccountSettings(db, currentAccountId) : null,
  };
}

/** The settings the portal formats dates and colours with (stored values outside the options read as the defaults). */
async function currentAccountSettings(db: Database, accountId: string): Promise<CurrentAccountSettings | null> {
  const [row] = await db
    .select({ settings: accounts.settings, branding: accounts.branding })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  if (!row) return null;
  return { ...readAccountSettings(row.settings), primary_color: row.branding?.primary_color ?? DEFAULT_PRIMARY_COLOR };
}

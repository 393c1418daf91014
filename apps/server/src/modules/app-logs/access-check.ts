import { count, eq } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import {
  ACCOUNT_ROLES,
  ACCOUNT_ROLE_LABELS,
  hasPermission,
  rolesWith,
  type AccessCheck,
  type AccessCheckResponse,
  type AccountResource,
  type Permission,
} from '@themeport/core';
import type { Database } from '../../db/client.ts';
import {
  accountUsers,
  appLogs,
  billingSubscriptions,
  developerProjects,
  invoices,
  siteDomains,
  sitePages,
  sites,
} from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { requireAccount } from '../../http/access.ts';
import type { AppEnv } from '../../http/types.ts';
import { selectAccount } from '../slots/index.ts';

interface CheckSpec {
  resource: AccountResource;
  permission: Permission;
  action: string;
  /** For reads: a real query scoped to the account, answering what it found. */
  probe?: (db: Database, accountId: string) => Promise<string>;
}

const counted = async (query: Promise<{ total: number }[]>, noun: string, plural = `${noun}s`) => {
  const total = (await query)[0]?.total ?? 0;
  return `found ${total} ${total === 1 ? noun : plural}`;
};

// One line per thing a member can do in the portal; the permission is the one its routes require.
const CHECKS: CheckSpec[] = [
  {
    resource: 'account',
    permission: 'read',
    action: "See the account's name, plan and limits",
    probe: async (db, accountId) => {
      const account = await selectAccount(db, accountId);
      if (!account) throw new Error('the account row was not found');
      return `read the account "${account.name}" on the ${account.plan} plan`;
    },
  },
  { resource: 'account', permission: 'write', action: "Change the account's name and settings" },
  { resource: 'account', permission: 'delete', action: 'Delete the account' },
  {
    resource: 'members',
    permission: 'read',
    action: 'See who belongs to the account',
    probe: (db, accountId) =>
      counted(db.select({ total: count() }).from(accountUsers).where(eq(accountUsers.accountId, accountId)), 'member'),
  },
  { resource: 'members', permission: 'write', action: 'Invite members and change their roles' },
  { resource: 'members', permission: 'admin', action: 'Make a member an owner' },
  {
    resource: 'billing',
    permission: 'read',
    action: 'See the subscription, invoices and payment methods',
    probe: async (db, accountId) => {
      const subscriptions = await counted(
        db.select({ total: count() }).from(billingSubscriptions).where(eq(billingSubscriptions.accountId, accountId)),
        'subscription',
      );
      const bills = await counted(
        db.select({ total: count() }).from(invoices).where(eq(invoices.accountId, accountId)),
        'invoice',
      );
      return `${subscriptions} and ${bills.replace('found ', '')}`;
    },
  },
  { resource: 'billing', permission: 'write', action: 'Subscribe, change the plan and payment methods' },
  { resource: 'purchases', permission: 'write', action: 'Buy paid themes for the account' },
  {
    resource: 'slots',
    permission: 'read',
    action: 'See the site slots',
    probe: (db, accountId) =>
      counted(db.select({ total: count() }).from(sites).where(eq(sites.accountId, accountId)), 'slot'),
  },
  { resource: 'slots', permission: 'write', action: 'Deploy, rename, remove and restore sites' },
  {
    resource: 'content',
    permission: 'read',
    action: "See the sites' pages, components and posts",
    probe: (db, accountId) =>
      counted(
        db
          .select({ total: count() })
          .from(sitePages)
          .innerJoin(sites, eq(sites.id, sitePages.siteId))
          .where(eq(sites.accountId, accountId)),
        'page',
      ),
  },
  { resource: 'content', permission: 'write', action: 'Edit pages, components and posts' },
  {
    resource: 'domains',
    permission: 'read',
    action: 'See custom domains and their status',
    probe: (db, accountId) =>
      counted(db.select({ total: count() }).from(siteDomains).where(eq(siteDomains.accountId, accountId)), 'domain'),
  },
  { resource: 'domains', permission: 'write', action: 'Add, check and remove custom domains' },
  {
    resource: 'hosting',
    permission: 'write',
    action: 'Create the repository and site, rebuild, set the deployment URL',
  },
  {
    resource: 'logs',
    permission: 'read',
    action: 'Read the application log and diagnostics',
    probe: (db, accountId) =>
      counted(db.select({ total: count() }).from(appLogs).where(eq(appLogs.accountId, accountId)), 'log line'),
  },
  { resource: 'logs', permission: 'delete', action: 'Clear the application log' },
  {
    resource: 'projects',
    permission: 'read',
    action: "See developers' projects for the account and their time",
    probe: (db, accountId) =>
      counted(
        db.select({ total: count() }).from(developerProjects).where(eq(developerProjects.clientAccountId, accountId)),
        'project',
      ),
  },
  { resource: 'projects', permission: 'write', action: "Approve developers' time" },
];

function roleList(resource: AccountResource, permission: Permission): string {
  const roles = rolesWith(resource, permission);
  if (roles.length === ACCOUNT_ROLES.length) return 'Every member';
  const labels = roles.map((role) => ACCOUNT_ROLE_LABELS[role]);
  if (labels.length === 0) return 'no role';
  return labels.length === 1 ? labels[0]! : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}

/** Runs the app's own membership guard on this request: true when it would let the request through. */
async function guardPasses(guard: MiddlewareHandler<AppEnv>, c: Context<AppEnv>): Promise<boolean> {
  let reached = false;
  try {
    await guard(c, async () => {
      reached = true;
    });
  } catch (err) {
    if (err instanceof AppError && err.status === 403) return false;
    throw err;
  }
  return reached;
}

/**
 * The spec's 'Debug RLS', made readable: for each thing a member can do, whether the role matrix
 * grants it to the current user's role and whether the server's real check (the membership guard,
 * reading the role from the database, and for reads a query scoped to the account) let it through.
 */
export async function runAccessCheck(db: Database, c: Context<AppEnv>): Promise<AccessCheckResponse> {
  const user = c.get('user');
  const { id: accountId, role } = c.get('account');
  const checks: AccessCheck[] = [];
  for (const spec of CHECKS) {
    const allowed = hasPermission(role, spec.resource, spec.permission);
    const who = roleList(spec.resource, spec.permission);
    let passed = await guardPasses(requireAccount(`${spec.resource}:${spec.permission}`), c);
    let detail: string;
    if (passed && spec.probe) {
      try {
        detail = `${who} may do this. The server let you through and ${await spec.probe(db, accountId)}.`;
      } catch (err) {
        passed = false;
        detail = `${who} may do this. The server let you through, but reading failed: ${err instanceof Error ? err.message : String(err)}.`;
      }
    } else if (passed) {
      detail = `${who} may do this. The server's role check let you through.`;
    } else {
      detail = `Only ${who} may do this. The server refused your role (${ACCOUNT_ROLE_LABELS[role]}).`;
    }
    if (allowed !== passed && !detail.includes('reading failed')) {
      detail = `Mismatch: your role ${allowed ? 'should be allowed' : 'should be refused'}, but the server ${passed ? 'let you through' : 'refused'}. Please contact support.`;
    }
    checks.push({ resource: spec.resource, permission: spec.permission, action: spec.action, allowed, passed, detail });
  }
  // The guards above re-set the request's account to the same id and role; keep it explicit.
  c.set('account', { id: accountId, role });
  return { user: { id: user.id, email: user.email }, role, checks, generatedAt: new Date().toISOString() };
}

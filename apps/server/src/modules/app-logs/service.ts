import { and, desc, eq, ilike, type SQL } from 'drizzle-orm';
import {
  AUTH_TEXT,
  defaultMaxSites,
  type AppLogCategory,
  type AppLogEntry,
  type AppLogLevel,
  type DiagnosticsReport,
} from '@themeport/core';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { appLogs, siteDomains, sites, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { selectAccount, selectAllSlotRows } from '../slots/index.ts';

export interface LogFilters {
  level?: AppLogLevel;
  category?: AppLogCategory;
  /** Words to find in the message (case-insensitive). */
  q?: string;
  limit: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The account's log, newest first; every filter is on top of the account id. */
export async function listAppLogs(db: Database, accountId: string, filters: LogFilters): Promise<AppLogEntry[]> {
  const where: SQL[] = [eq(appLogs.accountId, accountId)];
  if (filters.level) where.push(eq(appLogs.level, filters.level));
  if (filters.category) where.push(eq(appLogs.category, filters.category));
  const q = filters.q?.trim();
  if (q) where.push(ilike(appLogs.message, `%${escapeLike(q)}%`));
  const rows = await db
    .select({ log: appLogs, slotNumber: sites.slotNumber, userEmail: users.email })
    .from(appLogs)
    .leftJoin(sites, eq(sites.id, appLogs.siteId))
    .leftJoin(users, eq(users.id, appLogs.userId))
    .where(and(...where))
    .orderBy(desc(appLogs.createdAt), desc(appLogs.id))
    .limit(filters.limit);
  return rows.map(({ log, slotNumber, userEmail }) => ({
    id: log.id,
    level: log.level,
    category: log.category,
    message: log.message,
    siteId: log.siteId,
    slotNumber: (log.details.slotNumber as number | undefined) ?? slotNumber ?? null,
    userEmail,
    details: log.details,
    createdAt: log.createdAt.toISOString(),
  }));
}

/** Clear All: every line of the account's log. */
export async function clearAppLogs(db: Database, accountId: string): Promise<number> {
  const deleted = await db.delete(appLogs).where(eq(appLogs.accountId, accountId)).returning({ id: appLogs.id });
  return deleted.length;
}

/** 'Download Diagnostic': the account, its plan and limits, every slot with its content counts, domains, hosting, recent errors. */
export async function buildDiagnostics(
  db: Database,
  config: Pick<Config, 'hosting' | 'sites'>,
  accountId: string,
  now = new Date(),
): Promise<DiagnosticsReport> {
  const account = await selectAccount(db, accountId);
  if (!account) throw new AppError('NOT_FOUND', 404, AUTH_TEXT.accountNotFound);
  const slots = await selectAllSlotRows(db, accountId);
  const domains = await db
    .select({ domain: siteDomains, slotNumber: sites.slotNumber })
    .from(siteDomains)
    .innerJoin(sites, eq(sites.id, siteDomains.siteId))
    .where(eq(siteDomains.accountId, accountId))
    .orderBy(siteDomains.domain);
  const limits = { ...account.usageLimits } as Record<string, number>;
  return {
    generatedAt: now.toISOString(),
    account: {
      id: account.id,
      name: account.name,
      plan: account.plan,
      status: account.status,
      createdAt: account.createdAt.toISOString(),
    },
    plan: {
      id: account.plan,
      maxSites: account.usageLimits?.max_sites ?? defaultMaxSites(account.plan),
      usedSites: slots.filter((row) => row.site.status === 'active').length,
    },
    limits,
    hosting: { adapter: config.hosting ? 'netlify' : 'local', sitesHost: config.sites.host, sitesIp: config.sites.ip },
    slots: slots.map(({ site, theme, pageCount, componentCount, postCount }) => ({
      id: site.id,
      slotNumber: site.slotNumber,
      status: site.status,
      name: site.name,
      theme: theme ? { id: theme.id, name: theme.name } : null,
      hosting: site.hosting,
      deploymentUrl: site.netlifyUrl,
      repositoryUrl: site.githubRepoUrl,
      removedAt: site.removedAt?.toISOString() ?? null,
      pageCount,
      componentCount,
      postCount,
    })),
    domains: domains.map(({ domain, slotNumber }) => ({
      id: domain.id,
      domain: domain.domain,
      slotNumber,
      status: domain.status,
      message: domain.message,
      lastCheckedAt: domain.lastCheckedAt?.toISOString() ?? null,
    })),
    recentErrors: await listAppLogs(db, accountId, { level: 'error', limit: 20 }),
  };
}

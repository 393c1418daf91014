import { and, asc, eq } from 'drizzle-orm';
import { SITE_TEXT, isUuid, type AppLogLevel, type SiteDomain } from '@themeport/core';
import type { Database } from '../../db/client.ts';
import { siteDomains, sites, type SiteDomainRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { writeAppLog } from '../app-logs/write.ts';
import type { DnsResolver } from './dns.ts';
import { notifyDomainsChanged } from './events.ts';
import { checkDomainDns, requiredRecordsFor, type DnsCheckResult, type SitesTarget } from './verify.ts';

/** What a DNS check needs: the resolver and where domains must point (config.sites). */
export interface DomainCheckDeps {
  resolver: DnsResolver;
  sites: SitesTarget;
}

const MINUTE = 60_000;
/** Back-off of a domain that is not active yet: 1 min after the first check, doubling, at most 6 h. */
export const FIRST_RECHECK_MS = MINUTE;
export const MAX_RECHECK_MS = 6 * 60 * MINUTE;
/** An active domain is verified again once a day, in case its DNS moves away. */
export const ACTIVE_RECHECK_MS = 24 * 60 * MINUTE;

/** The wait after the n-th check in a row that did not find the domain active (n ≥ 1). */
export function recheckDelay(attempt: number): number {
  return Math.min(FIRST_RECHECK_MS * 2 ** Math.max(0, attempt - 1), MAX_RECHECK_MS);
}

export function toSiteDomain(row: SiteDomainRow): SiteDomain {
  return {
    id: row.id,
    domain: row.domain,
    status: row.status,
    message: row.message,
    requiredRecords: row.requiredRecords,
    lastCheckedAt: row.lastCheckedAt?.toISOString() ?? null,
    nextCheckAt: row.nextCheckAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

interface SiteRef {
  accountId: string;
  siteId: string;
}

async function findSite(db: Database, { accountId, siteId }: SiteRef) {
  if (!isUuid(siteId)) throw new AppError('SLOT_NOT_FOUND', 404, SITE_TEXT.slotNotFound);
  const [site] = await db
    .select({ id: sites.id, status: sites.status })
    .from(sites)
    .where(and(eq(sites.id, siteId), eq(sites.accountId, accountId)));
  if (!site) throw new AppError('SLOT_NOT_FOUND', 404, SITE_TEXT.slotNotFound);
  return site;
}

async function findDomain(
  db: Database,
  { accountId, siteId, domainId }: SiteRef & { domainId: string },
): Promise<SiteDomainRow> {
  if (!isUuid(domainId)) throw new AppError('DOMAIN_NOT_FOUND', 404, SITE_TEXT.domainNotFound);
  const [row] = await db
    .select()
    .from(siteDomains)
    .where(and(eq(siteDomains.id, domainId), eq(siteDomains.siteId, siteId), eq(siteDomains.accountId, accountId)));
  if (!row) throw new AppError('DOMAIN_NOT_FOUND', 404, SITE_TEXT.domainNotFound);
  return row;
}

async function selectSiteDomains(db: Database, { accountId, siteId }: SiteRef): Promise<SiteDomain[]> {
  const rows = await db
    .select()
    .from(siteDomains)
    .where(and(eq(siteDomains.siteId, siteId), eq(siteDomains.accountId, accountId)))
    .orderBy(asc(siteDomains.createdAt), asc(siteDomains.domain));
  return rows.map(toSiteDomain);
}

export async function listDomains(db: Database, ref: SiteRef): Promise<SiteDomain[]> {
  await findSite(db, ref);
  return selectSiteDomains(db, ref);
}

/** The log line for a check's result: info when active or waiting, warn when DNS points elsewhere, error when the lookup failed. */
function statusLine(domain: string, result: DnsCheckResult): { level: AppLogLevel; message: string } {
  if (result.status === 'active') return { level: 'info', message: `Custom domain ${domain} is active.` };
  if (result.status === 'pending') return { level: 'info', message: `Custom domain ${domain} is waiting for DNS.` };
  return { level: result.lookupFailed ? 'error' : 'warn', message: `Custom domain ${domain}: ${result.message}` };
}

/** The columns a check writes: back-off while not active (attempts in a row), daily once active. */
function checkColumns(
  result: DnsCheckResult,
  { attempts, now, target, domain }: { attempts: number; now: Date; target: SitesTarget; domain: string },
) {
  const isActive = result.status === 'active';
  return {
    status: result.status,
    message: result.message,
    requiredRecords: requiredRecordsFor(domain, target),
    checkAttempts: isActive ? 0 : attempts,
    lastCheckedAt: now,
    nextCheckAt: new Date(now.getTime() + (isActive ? ACTIVE_RECHECK_MS : recheckDelay(attempts))),
    ...(isActive ? { verifiedAt: now } : {}),
  };
}

/**
 * ✎ Adds a custom domain to an active site and checks its DNS at once. The domain arrives
 * normalised (addDomainSchema); the platform's own hostnames count as taken.
 */
export async function addDomain(
  db: Database,
  deps: DomainCheckDeps & { reservedHosts: string[] },
  { accountId, siteId, userId, domain, now = new Date() }: SiteRef & { userId: string; domain: string; now?: Date },
): Promise<SiteDomain> {
  const site = await findSite(db, { accountId, siteId });
  if (site.status !== 'active') throw new AppError('SLOT_INACTIVE', 409, SITE_TEXT.noThemeAssigned);
  const taken = () => new AppError('DOMAIN_TAKEN', 409, SITE_TEXT.domainTaken);
  if (deps.reservedHosts.includes(domain)) throw taken();
  const [existing] = await db.select({ id: siteDomains.id }).from(siteDomains).where(eq(siteDomains.domain, domain));
  if (existing) throw taken();

  // The lookup runs outside the transaction: a slow DNS server must not hold a connection.
  const result = await checkDomainDns(deps.resolver, domain, deps.sites);
  const row = await db.transaction(async (tx) => {
    // Holds off a concurrent slot removal (which releases the slot's domains) until this commits.
    const [locked] = await tx.select({ status: sites.status }).from(sites).where(eq(sites.id, siteId)).for('share');
    if (locked?.status !== 'active') throw new AppError('SLOT_INACTIVE', 409, SITE_TEXT.noThemeAssigned);
    const [inserted] = await tx
      .insert(siteDomains)
      .values({ siteId, accountId, domain, ...checkColumns(result, { attempts: 1, now, target: deps.sites, domain }) })
      .onConflictDoNothing({ target: siteDomains.domain })
      .returning();
    if (!inserted) throw taken();
    const details = { domain, status: result.status, requiredRecords: inserted.requiredRecords };
    await writeAppLog(tx, {
      accountId,
      siteId,
      userId,
      level: 'info',
      category: 'domain',
      message: `Custom domain ${domain} added.`,
      details,
    });
    if (result.status !== 'pending') {
      await writeAppLog(tx, {
        accountId,
        siteId,
        userId,
        category: 'domain',
        details: { domain, status: result.status, reason: result.message },
        ...statusLine(domain, result),
      });
    }
    return inserted;
  });
  if (row.status === 'active') notifyDomainsChanged({ domain, siteId, active: true });
  return toSiteDomain(row);
}

/** ✎ Removes the domain from the site; answers the site's remaining domains. */
export async function removeDomain(
  db: Database,
  { accountId, siteId, domainId, userId }: SiteRef & { domainId: string; userId: string },
): Promise<SiteDomain[]> {
  await findSite(db, { accountId, siteId });
  const row = await findDomain(db, { accountId, siteId, domainId });
  await db.transaction(async (tx) => {
    await tx.delete(siteDomains).where(and(eq(siteDomains.id, row.id), eq(siteDomains.accountId, accountId)));
    await writeAppLog(tx, {
      accountId,
      siteId,
      userId,
      level: 'info',
      category: 'domain',
      message: `Custom domain ${row.domain} removed.`,
      details: { domain: row.domain, status: row.status },
    });
  });
  notifyDomainsChanged({ domain: row.domain, siteId, active: false });
  return selectSiteDomains(db, { accountId, siteId });
}

/**
 * Saves a check of a domain row and logs it: always when someone asked for it (userId), else
 * only when the status changed. Answers null when the domain was removed meanwhile.
 */
export async function saveDomainCheck(
  db: Database,
  deps: DomainCheckDeps,
  { row, now, userId = null }: { row: SiteDomainRow; now: Date; userId?: string | null },
): Promise<SiteDomainRow | null> {
  const result = await checkDomainDns(deps.resolver, row.domain, deps.sites);
  // Someone checking by hand is changing DNS right now: start the back-off again.
  const attempts = userId === null ? row.checkAttempts + 1 : 1;
  const updated = await db.transaction(async (tx) => {
    const [saved] = await tx
      .update(siteDomains)
      .set(checkColumns(result, { attempts, now, target: deps.sites, domain: row.domain }))
      .where(and(eq(siteDomains.id, row.id), eq(siteDomains.accountId, row.accountId)))
      .returning();
    if (!saved) return null;
    if (userId !== null || row.status !== result.status) {
      await writeAppLog(tx, {
        accountId: row.accountId,
        siteId: row.siteId,
        userId,
        category: 'domain',
        details: { domain: row.domain, status: result.status, previousStatus: row.status, reason: result.message },
        ...statusLine(row.domain, result),
      });
    }
    return saved;
  });
  if (updated && (row.status === 'active') !== (updated.status === 'active')) {
    notifyDomainsChanged({ domain: updated.domain, siteId: updated.siteId, active: updated.status === 'active' });
  }
  return updated;
}

/** ✎ 'Check status': a fresh DNS check now. */
export async function checkDomainNow(
  db: Database,
  deps: DomainCheckDeps,
  { accountId, siteId, domainId, userId, now = new Date() }: SiteRef & { domainId: string; userId: string; now?: Date },
): Promise<SiteDomain> {
  await findSite(db, { accountId, siteId });
  const row = await findDomain(db, { accountId, siteId, domainId });
  const saved = await saveDomainCheck(db, deps, { row, now, userId });
  if (!saved) throw new AppError('DOMAIN_NOT_FOUND', 404, SITE_TEXT.domainNotFound);
  return toSiteDomain(saved);
}

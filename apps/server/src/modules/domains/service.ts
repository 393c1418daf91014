import { and, asc, count, eq, sql } from 'drizzle-orm';
import { MAX_DOMAINS_PER_SITE, SITE_TEXT, isUuid, type AppLogLevel, type SiteDomain } from '@themeport/core';
import type { Database } from '../../db/client.ts';
import { siteDomains, sites, type SiteDomainRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { writeAppLog } from '../../lib/app-log.ts';
import { VERIFIED_ELSEWHERE_MESSAGE, decideClaim, type ClaimDecision } from './claims.ts';
import type { DnsResolver } from './dns.ts';
import { notifyDomainsChanged, type DomainsChange } from '../../lib/domain-events.ts';
import { lookupDomain, requiredRecordsFor, verificationRecordFor, type DnsLookup, type SitesTarget } from './verify.ts';

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

/** The API's view of a claim: the found DNS values only when this claim proved control. */
export function toSiteDomain(row: SiteDomainRow): SiteDomain {
  const verified = row.provenAt !== null;
  return {
    id: row.id,
    domain: row.domain,
    status: row.status,
    message: row.message,
    requiredRecords: row.requiredRecords,
    verificationRecord: verificationRecordFor(row.domain, row.verificationToken),
    verified,
    foundRecords: verified ? row.foundRecords : null,
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
function statusLine(domain: string, result: ClaimDecision): { level: AppLogLevel; message: string } {
  if (result.status === 'active') return { level: 'info', message: `Custom domain ${domain} is active.` };
  if (result.status === 'pending') return { level: 'info', message: `Custom domain ${domain} is waiting for DNS.` };
  return { level: result.lookupFailed ? 'error' : 'warn', message: `Custom domain ${domain}: ${result.message}` };
}

/** The columns a check writes: back-off while not active (attempts in a row), daily once active. */
function checkColumns(
  result: ClaimDecision,
  { attempts, now, target, row }: { attempts: number; now: Date; target: SitesTarget; row: SiteDomainRow },
) {
  const isActive = result.status === 'active';
  return {
    status: result.status,
    message: result.message,
    requiredRecords: requiredRecordsFor(row.domain, target),
    provenAt: result.proven ? (row.provenAt ?? now) : null,
    // A failed lookup found nothing new: the proven claim keeps what it last saw.
    foundRecords: result.proven ? (result.found ?? row.foundRecords) : null,
    checkAttempts: isActive ? 0 : attempts,
    lastCheckedAt: now,
    nextCheckAt: new Date(now.getTime() + (isActive ? ACTIVE_RECHECK_MS : recheckDelay(attempts))),
    ...(isActive ? { verifiedAt: now } : {}),
  };
}

/** Claims on one name are decided one at a time, across connections and processes. */
async function lockDomainName(tx: Database, domain: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`site_domains:${domain}`}))`);
}

/**
 * Decides a claim from a finished lookup and saves it, inside the caller's transaction: the name
 * is locked, the other claims on it are read, and when this claim proves control they all turn
 * error ('Verified by another account', logged in their accounts; the holder loses the name). Answers the saved row (null
 * when it was removed meanwhile) and the site-host changes to announce after commit.
 */
async function applyCheck(
  tx: Database,
  deps: DomainCheckDeps,
  {
    rowId,
    lookup,
    now,
    attempts,
    userId,
    logWhen,
  }: {
    rowId: string;
    lookup: DnsLookup;
    now: Date;
    attempts: (row: SiteDomainRow) => number;
    userId: string | null;
    logWhen: (before: SiteDomainRow, result: ClaimDecision) => boolean;
  },
): Promise<{ saved: SiteDomainRow | null; changes: DomainsChange[] }> {
  const [current] = await tx.select({ domain: siteDomains.domain }).from(siteDomains).where(eq(siteDomains.id, rowId));
  if (!current) return { saved: null, changes: [] };
  await lockDomainName(tx, current.domain);
  const claims = await tx.select().from(siteDomains).where(eq(siteDomains.domain, current.domain));
  const row = claims.find((claim) => claim.id === rowId);
  if (!row) return { saved: null, changes: [] };
  const others = claims.filter((claim) => claim.id !== rowId);
  const holder = others.find((claim) => claim.provenAt !== null || claim.status === 'active') ?? null;

  const result = decideClaim({ domain: row.domain, claim: row, holder, lookup, target: deps.sites });
  const changes: DomainsChange[] = [];
  if (result.takesOver) {
    for (const other of others) {
      await tx
        .update(siteDomains)
        .set({
          status: 'error',
          message: VERIFIED_ELSEWHERE_MESSAGE,
          provenAt: null,
          foundRecords: null,
          checkAttempts: 1,
          nextCheckAt: new Date(now.getTime() + recheckDelay(1)),
        })
        .where(eq(siteDomains.id, other.id));
      await writeAppLog(tx, {
        accountId: other.accountId,
        siteId: other.siteId,
        userId: null,
        level: 'warn',
        category: 'domain',
        message: `Custom domain ${other.domain}: ${VERIFIED_ELSEWHERE_MESSAGE}`,
        details: {
          domain: other.domain,
          status: 'error',
          previousStatus: other.status,
          reason: VERIFIED_ELSEWHERE_MESSAGE,
        },
      });
      if (other.status === 'active') changes.push({ domain: other.domain, siteId: other.siteId, active: false });
    }
  }

  const [saved] = await tx
    .update(siteDomains)
    .set(checkColumns(result, { attempts: attempts(row), now, target: deps.sites, row }))
    .where(and(eq(siteDomains.id, row.id), eq(siteDomains.accountId, row.accountId)))
    .returning();
  if (!saved) return { saved: null, changes };
  if (logWhen(row, result)) {
    await writeAppLog(tx, {
      accountId: row.accountId,
      siteId: row.siteId,
      userId,
      category: 'domain',
      details: { domain: row.domain, status: result.status, previousStatus: row.status, reason: result.message },
      ...statusLine(row.domain, result),
    });
  }
  if ((row.status === 'active') !== (saved.status === 'active')) {
    changes.push({ domain: saved.domain, siteId: saved.siteId, active: saved.status === 'active' });
  }
  return { saved, changes };
}

function announce(changes: DomainsChange[]): void {
  for (const change of changes) notifyDomainsChanged(change);
}

/**
 * ✎ Adds a custom domain to an active site and checks its DNS at once. The domain arrives
 * normalised (addDomainSchema); the platform's own hostnames count as taken, and so does a name
 * this account claimed already. Another account's claim never blocks: see decideClaim.
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
  const [existing] = await db
    .select({ id: siteDomains.id })
    .from(siteDomains)
    .where(and(eq(siteDomains.domain, domain), eq(siteDomains.accountId, accountId)));
  if (existing) throw taken();
  await assertRoomForDomain(db, siteId);

  // The lookup runs outside the transaction: a slow DNS server must not hold a connection.
  const lookup = await lookupDomain(deps.resolver, domain);
  const { saved, changes } = await db.transaction(async (tx) => {
    // Holds off a concurrent slot removal (which releases the slot's domains) and a concurrent
    // add on this site (the limit) until this commits.
    const [locked] = await tx.select({ status: sites.status }).from(sites).where(eq(sites.id, siteId)).for('update');
    if (locked?.status !== 'active') throw new AppError('SLOT_INACTIVE', 409, SITE_TEXT.noThemeAssigned);
    await assertRoomForDomain(tx, siteId);
    const [inserted] = await tx
      .insert(siteDomains)
      .values({ siteId, accountId, domain, requiredRecords: requiredRecordsFor(domain, deps.sites) })
      .onConflictDoNothing({ target: [siteDomains.domain, siteDomains.accountId] })
      .returning();
    if (!inserted) throw taken();
    await writeAppLog(tx, {
      accountId,
      siteId,
      userId,
      level: 'info',
      category: 'domain',
      message: `Custom domain ${domain} added.`,
      details: { domain, requiredRecords: inserted.requiredRecords },
    });
    return applyCheck(tx, deps, {
      rowId: inserted.id,
      lookup,
      now,
      attempts: () => 1,
      userId,
      // 'Waiting for DNS' right after adding says nothing new.
      logWhen: (_, result) => result.status !== 'pending',
    });
  });
  if (!saved) throw new AppError('DOMAIN_NOT_FOUND', 404, SITE_TEXT.domainNotFound);
  announce(changes);
  return toSiteDomain(saved);
}

/** At most MAX_DOMAINS_PER_SITE domains a site, whatever their status. */
async function assertRoomForDomain(db: Database, siteId: string): Promise<void> {
  const [row] = await db.select({ total: count() }).from(siteDomains).where(eq(siteDomains.siteId, siteId));
  if ((row?.total ?? 0) >= MAX_DOMAINS_PER_SITE) {
    throw new AppError('DOMAIN_LIMIT', 409, SITE_TEXT.domainLimit(MAX_DOMAINS_PER_SITE));
  }
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
 * Checks a domain row and saves the result; logs it always when someone asked for it (userId),
 * else only when the status changed. Answers null when the domain was removed meanwhile.
 */
export async function saveDomainCheck(
  db: Database,
  deps: DomainCheckDeps,
  { row, now, userId = null }: { row: SiteDomainRow; now: Date; userId?: string | null },
): Promise<SiteDomainRow | null> {
  const lookup = await lookupDomain(deps.resolver, row.domain);
  const { saved, changes } = await db.transaction((tx) =>
    applyCheck(tx, deps, {
      rowId: row.id,
      lookup,
      now,
      // Someone checking by hand is changing DNS right now: start the back-off again.
      attempts: (current) => (userId === null ? current.checkAttempts + 1 : 1),
      userId,
      logWhen: (before, result) => userId !== null || before.status !== result.status,
    }),
  );
  announce(changes);
  return saved;
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

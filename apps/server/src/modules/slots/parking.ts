// Parked sites (issue 9 item 12): when the plan shrinks below the sites in use, the newest sites are
// parked at the moment the change takes effect: inactive (not served, not counted toward the limit),
// theme and content kept, listed with the reason. A larger plan brings them back, oldest first.
import { and, asc, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { parkedReason, sitesOverLimit, sitesToUnpark, type Plan, type PreviewSite } from '@themeport/core';
import type { Database } from '../../db/client.ts';
import { accounts, sites } from '../../db/schema.ts';
import { writeAppLog } from '../../lib/app-log.ts';
import { lowestFreeSlotNumber, selectActiveSlotNumbers } from './queries.ts';
import { maxSites } from './slot.ts';
import { notifySiteChanged } from '../../lib/domain-events.ts';

const siteColumns = { id: sites.id, name: sites.name, slotNumber: sites.slotNumber, createdAt: sites.createdAt };

async function activeSites(db: Database, accountId: string) {
  return db
    .select(siteColumns)
    .from(sites)
    .where(and(eq(sites.accountId, accountId), eq(sites.status, 'active')))
    .orderBy(asc(sites.createdAt));
}

async function parkedSites(db: Database, accountId: string) {
  return db
    .select({ ...siteColumns, themeId: sites.themeId })
    .from(sites)
    .where(and(eq(sites.accountId, accountId), eq(sites.status, 'inactive'), isNotNull(sites.parkedAt)))
    .orderBy(desc(sites.createdAt));
}

const toPreview = ({ id, name, slotNumber }: PreviewSite): PreviewSite => ({ id, name, slotNumber });

/** What a plan with `max` sites would park or bring back now, without changing anything. */
export async function previewSiteLimit(
  db: Database,
  accountId: string,
  max: number,
): Promise<{ park: PreviewSite[]; unpark: PreviewSite[] }> {
  const active = await activeSites(db, accountId);
  const park = sitesOverLimit(active, max).map(toPreview);
  const unpark =
    park.length > 0 ? [] : sitesToUnpark(await parkedSites(db, accountId), active.length, max).map(toPreview);
  return { park, unpark };
}

export interface SiteLimitChange {
  parked: string[];
  unparked: string[];
}

/**
 * Brings the account's active sites within its plan's limit, inside the caller's transaction (the
 * one that changed the plan): the newest sites over the limit are parked, and parked sites that fit
 * again come back (oldest first, in the lowest free slot numbers). Enterprise limits are set by hand
 * and left alone. Call invalidateParkedSites after the commit.
 */
export async function applySiteLimit(tx: Database, accountId: string, now = new Date()): Promise<SiteLimitChange> {
  const change: SiteLimitChange = { parked: [], unparked: [] };
  const [account] = await tx
    .select({ plan: accounts.plan, usageLimits: accounts.usageLimits })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .for('update');
  if (!account || account.plan === 'enterprise') return change;
  const max = maxSites(account);
  const plan: Plan = account.plan;

  const active = await activeSites(tx, accountId);
  for (const site of sitesOverLimit(active, max)) {
    await tx
      .update(sites)
      .set({ status: 'inactive', parkedAt: now, parkedReason: parkedReason(plan), updatedAt: now })
      .where(and(eq(sites.id, site.id), eq(sites.status, 'active')));
    await writeAppLog(tx, {
      accountId,
      siteId: site.id,
      userId: null,
      level: 'warn',
      category: 'update',
      message: `Parked Slot ${site.slotNumber} (${site.name}): ${parkedReason(plan)}`,
      details: { parked: true, plan, maxSites: max },
    });
    change.parked.push(site.id);
  }
  if (change.parked.length > 0) return change;

  const comeBack = sitesToUnpark(await parkedSites(tx, accountId), active.length, max);
  if (comeBack.length === 0) return change;
  const taken = await selectActiveSlotNumbers(tx, accountId);
  for (const site of comeBack) {
    const slotNumber = taken.includes(site.slotNumber) ? lowestFreeSlotNumber(taken) : site.slotNumber;
    taken.push(slotNumber);
    await tx
      .update(sites)
      .set({ status: 'active', slotNumber, parkedAt: null, parkedReason: null, updatedAt: now })
      .where(and(eq(sites.id, site.id), isNotNull(sites.parkedAt), isNull(sites.removedAt)));
    await writeAppLog(tx, {
      accountId,
      siteId: site.id,
      userId: null,
      level: 'info',
      category: 'update',
      message: `Unparked ${site.name} into Slot ${slotNumber}: the plan has room again`,
      details: { unparked: true, plan, maxSites: max, slotNumber },
    });
    change.unparked.push(site.id);
  }
  return change;
}

/** After the commit: the site host drops what it cached of the account's sites (parked ones answer 404). */
export async function invalidateAccountSites(db: Database, accountId: string): Promise<void> {
  const rows = await db.select({ id: sites.id }).from(sites).where(eq(sites.accountId, accountId));
  for (const row of rows) notifySiteChanged(row.id);
}

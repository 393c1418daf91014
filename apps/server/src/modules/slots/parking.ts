// Parked sites (issue 9 item 12): when the plan shrinks below the sites in use, the newest sites are
// parked at the moment the change takes effect: inactive (not served, not counted toward the limit),
// theme and content kept, listed with the reason. A larger plan brings them back, oldest first.
import { parkedReason, sitesOverLimit, sitesToUnpark, type Plan, type PreviewSite } from '@themeport/core';
import type { Database } from '../../db/client.ts';
import { writeAppLog } from '../../lib/app-log.ts';
import {
  lockAccount,
  parkSite,
  selectAccountSiteIds,
  selectActiveSitesOldestFirst,
  selectActiveSlotNumbers,
  selectParkedSites,
  unparkSite,
} from './queries/slots.ts';
import { lowestFreeSlotNumber, maxSites } from './slot.ts';
import { notifySiteChanged } from '../../lib/domain-events.ts';

const toPreview = ({ id, name, slotNumber }: PreviewSite): PreviewSite => ({ id, name, slotNumber });

/** What a plan with `max` sites would park or bring back now, without changing anything. */
export async function previewSiteLimit(
  db: Database,
  accountId: string,
  max: number,
): Promise<{ park: PreviewSite[]; unpark: PreviewSite[] }> {
  const active = await selectActiveSitesOldestFirst(db, accountId);
  const park = sitesOverLimit(active, max).map(toPreview);
  const unpark =
    park.length > 0 ? [] : sitesToUnpark(await selectParkedSites(db, accountId), active.length, max).map(toPreview);
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
  const account = await lockAccount(tx, accountId);
  if (!account || account.plan === 'enterprise') return change;
  const max = maxSites(account);
  const plan: Plan = account.plan;

  const active = await selectActiveSitesOldestFirst(tx, accountId);
  for (const site of sitesOverLimit(active, max)) {
    await parkSite(tx, site.id, parkedReason(plan), now);
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

  const comeBack = sitesToUnpark(await selectParkedSites(tx, accountId), active.length, max);
  if (comeBack.length === 0) return change;
  const taken = await selectActiveSlotNumbers(tx, accountId);
  for (const site of comeBack) {
    const slotNumber = taken.includes(site.slotNumber) ? lowestFreeSlotNumber(taken) : site.slotNumber;
    taken.push(slotNumber);
    await unparkSite(tx, site.id, slotNumber, now);
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
  const rows = await selectAccountSiteIds(db, accountId);
  for (const row of rows) notifySiteChanged(row.id);
}

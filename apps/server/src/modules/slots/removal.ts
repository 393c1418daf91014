import { AUTH_TEXT, SITE_RESTORE_DAYS, SITE_TEXT, type SiteSlot } from '@themeport/core';
import { AppError } from '../../errors.ts';
import { writeAppLog } from '../../lib/app-log.ts';
import { restoreSiteContent, softDeleteSiteContent } from './queries/site-content.ts';
import {
  deleteSiteDomains,
  lockAccount,
  selectActiveSlotNumbers,
  selectSite,
  selectThemeNameAndVersion,
  updateSiteRow,
} from './queries/slots.ts';
import {
  deploymentUrl,
  lowestFreeSlotNumber,
  maxSites,
  slotNotFound,
  slotOrThrow,
  type Actor,
  type SlotDeps,
} from './slot.ts';
import { notifyDomainsChanged, notifySiteChanged } from '../../lib/domain-events.ts';

const DAY_MS = 86_400_000;

/**
 * spec 000 §4 remove: theme_id null, status inactive, hosting and repository URLs cleared. The
 * content is set aside (restorable for SITE_RESTORE_DAYS) and the custom domains are released.
 */
export async function removeSite({ db, config }: SlotDeps, actor: Actor, slotId: string): Promise<SiteSlot> {
  const released = await db.transaction(async (tx) => {
    await lockAccount(tx, actor.accountId);
    const site = await selectSite(tx, { accountId: actor.accountId, slotId }, { lock: true });
    if (!site) throw slotNotFound();
    if (site.status !== 'active') throw new AppError('SLOT_INACTIVE', 409, SITE_TEXT.removeFailed);
    const theme = site.themeId ? await selectThemeNameAndVersion(tx, site.themeId) : undefined;
    const now = new Date();
    await softDeleteSiteContent(tx, site.id, now);
    const released = await deleteSiteDomains(tx, site.id);
    await updateSiteRow(tx, site.id, {
      themeId: null,
      status: 'inactive',
      netlifyUrl: null,
      githubRepoUrl: null,
      hosting: null,
      providerSiteId: null,
      removedAt: now,
      removedThemeId: site.themeId,
      updatedAt: now,
    });
    await writeAppLog(tx, {
      accountId: actor.accountId,
      siteId: site.id,
      userId: actor.userId,
      level: 'info',
      category: 'remove',
      message: `Removed ${theme?.name ?? 'the theme'} from Slot ${site.slotNumber}`,
      details: {
        themeId: site.themeId,
        slotNumber: site.slotNumber,
        domainsReleased: released.map((row) => row.domain),
        restorableUntil: new Date(now.getTime() + SITE_RESTORE_DAYS * DAY_MS).toISOString(),
      },
    });
    return released;
  });
  // After the commit: the site host stops serving the site and its released domains.
  notifySiteChanged(slotId);
  for (const { domain } of released) notifyDomainsChanged({ domain, siteId: slotId, active: false });
  return slotOrThrow({ db, config }, actor, slotId);
}

/** Undo a removal within SITE_RESTORE_DAYS: the theme and its content come back, in the lowest free slot. */
export async function restoreSite(
  { db, config }: SlotDeps,
  actor: Actor,
  slotId: string,
  now = new Date(),
): Promise<SiteSlot> {
  await db.transaction(async (tx) => {
    const account = await lockAccount(tx, actor.accountId);
    if (!account) throw new AppError('NOT_FOUND', 404, AUTH_TEXT.accountNotFound);
    const site = await selectSite(tx, { accountId: actor.accountId, slotId }, { lock: true });
    if (!site) throw slotNotFound();
    if (site.status === 'active') throw new AppError('SLOT_ACTIVE', 409, SITE_TEXT.alreadyActive);
    const removedAt = site.removedAt;
    if (!removedAt || !site.removedThemeId || now.getTime() - removedAt.getTime() > SITE_RESTORE_DAYS * DAY_MS) {
      throw new AppError('NOT_RESTORABLE', 410, SITE_TEXT.notRestorable);
    }
    const taken = await selectActiveSlotNumbers(tx, account.id);
    const max = maxSites(account);
    if (taken.length >= max)
      throw new AppError('NO_AVAILABLE_SLOTS', 409, SITE_TEXT.noAvailableSlots(taken.length, max));

    const slotNumber = lowestFreeSlotNumber(taken);
    await restoreSiteContent(tx, site.id, removedAt);
    await updateSiteRow(tx, site.id, {
      themeId: site.removedThemeId,
      status: 'active',
      slotNumber,
      netlifyUrl: deploymentUrl(config, site.id),
      hosting: 'local',
      removedAt: null,
      removedThemeId: null,
      updatedAt: now,
    });
    const theme = await selectThemeNameAndVersion(tx, site.removedThemeId);
    await writeAppLog(tx, {
      accountId: actor.accountId,
      siteId: site.id,
      userId: actor.userId,
      level: 'info',
      category: 'restore',
      message: `Restored ${theme?.name ?? 'the theme'} to Slot ${slotNumber}`,
      details: {
        themeId: site.removedThemeId,
        slotNumber,
        previousSlotNumber: site.slotNumber,
        removedAt: removedAt.toISOString(),
      },
    });
  });
  notifySiteChanged(slotId);
  return slotOrThrow({ db, config }, actor, slotId);
}

import {
  SITE_RESTORE_DAYS,
  SITE_TEXT,
  defaultMaxSites,
  isThemeUpdateAvailable,
  siteUrl,
  type AccountRole,
  type SiteSlot,
} from '@themeport/core';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { UsageLimits } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Logger } from '../../logger.ts';
import { selectSlotRow, type SlotRow } from './queries/slots.ts';

const DAY_MS = 86_400_000;

export interface SlotDeps {
  db: Database;
  config: Pick<Config, 'publicUrl' | 'sites'>;
  logger: Logger;
}

/** Who acts, on which account: set by the route's membership guard. */
export interface Actor {
  accountId: string;
  userId: string;
  role: AccountRole;
}

export const slotNotFound = () => new AppError('SLOT_NOT_FOUND', 404, SITE_TEXT.slotNotFound);

/** The site's home on its own origin (SITES_ORIGIN), e.g. http://{id}.sites.localhost:3000/. */
export function localSiteUrl(config: Pick<Config, 'sites'>, siteId: string): string {
  return siteUrl(config.sites.origin, siteId);
}

export function deploymentUrl(config: Pick<Config, 'sites'>, siteId: string): string {
  return localSiteUrl(config, siteId);
}

/**
 * A local site's address as stored by an earlier version (`{PUBLIC_URL}/sites/{id}/`) or under
 * another SITES_ORIGIN: answered as the current one. An address set by hand is kept as it is.
 */
function currentDeploymentUrl(config: Pick<Config, 'sites'>, site: SlotRow['site']): string | null {
  const stored = site.netlifyUrl;
  if (stored === null || site.hosting !== 'local') return stored;
  const isLocal = stored.includes(`/sites/${site.id}/`) || new RegExp(`^https?://${site.id}\\.`, 'i').test(stored);
  return isLocal ? localSiteUrl(config, site.id) : stored;
}

export function toSiteSlot(row: SlotRow, config: Pick<Config, 'sites'>): SiteSlot {
  const { site, theme } = row;
  const isActive = site.status === 'active';
  return {
    id: site.id,
    accountId: site.accountId,
    slotNumber: site.slotNumber,
    status: site.status,
    name: site.name,
    description: site.description,
    theme: theme ? { ...theme } : null,
    deploymentUrl: currentDeploymentUrl(config, site),
    repositoryUrl: site.githubRepoUrl,
    hosting: site.hosting,
    localUrl: isActive ? localSiteUrl(config, site.id) : null,
    pageCount: row.pageCount,
    postCount: row.postCount,
    themeVersion: site.themeVersion,
    latestThemeVersion: row.latestThemeVersion,
    updateAvailable: isActive && theme !== null && isThemeUpdateAvailable(site.themeVersion, row.latestThemeVersion),
    removedAt: !isActive && site.removedAt ? site.removedAt.toISOString() : null,
    restorableUntil:
      !isActive && site.removedAt
        ? new Date(site.removedAt.getTime() + SITE_RESTORE_DAYS * DAY_MS).toISOString()
        : null,
    parkedAt: !isActive && site.parkedAt ? site.parkedAt.toISOString() : null,
    parkedReason: !isActive && site.parkedAt ? site.parkedReason : null,
    createdAt: site.createdAt.toISOString(),
    updatedAt: site.updatedAt.toISOString(),
  };
}

/** The lowest slot number not taken (a deploy, restore or unpark fills the gaps first). */
export function lowestFreeSlotNumber(taken: number[]): number {
  const used = new Set(taken);
  let number = 1;
  while (used.has(number)) number++;
  return number;
}

export function maxSites(account: { plan: string; usageLimits: UsageLimits }): number {
  return account.usageLimits?.max_sites ?? defaultMaxSites(account.plan);
}

/** The account's slot as the API answers it, or null (another account's slot is not found). */
export async function findSlot(
  { db, config }: { db: Database; config: Pick<Config, 'sites'> },
  { accountId, slotId }: { accountId: string; slotId: string },
): Promise<SiteSlot | null> {
  const row = await selectSlotRow(db, { accountId, slotId });
  return row ? toSiteSlot(row, config) : null;
}

export async function slotOrThrow(
  deps: Pick<SlotDeps, 'db' | 'config'>,
  actor: Actor,
  slotId: string,
): Promise<SiteSlot> {
  const slot = await findSlot(deps, { accountId: actor.accountId, slotId });
  if (!slot) throw slotNotFound();
  return slot;
}

import { SITE_RESTORE_DAYS, SITE_TEXT, defaultMaxSites, type AccountRole, type SiteSlot } from '@themeport/core';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { UsageLimits } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Logger } from '../../logger.ts';
import { selectSlotRow, type SlotRow } from './queries.ts';

const DAY_MS = 86_400_000;

export interface SlotDeps {
  db: Database;
  config: Pick<Config, 'publicUrl'>;
  logger: Logger;
}

/** Who acts, on which account: set by the route's membership guard. */
export interface Actor {
  accountId: string;
  userId: string;
  role: AccountRole;
}

export const slotNotFound = () => new AppError('SLOT_NOT_FOUND', 404, SITE_TEXT.slotNotFound);

export function localSiteUrl(siteId: string): string {
  return `/sites/${siteId}/`;
}

export function deploymentUrl(config: Pick<Config, 'publicUrl'>, siteId: string): string {
  return `${config.publicUrl}${localSiteUrl(siteId)}`;
}

export function toSiteSlot(row: SlotRow): SiteSlot {
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
    deploymentUrl: site.netlifyUrl,
    repositoryUrl: site.githubRepoUrl,
    hosting: site.hosting,
    localUrl: isActive ? localSiteUrl(site.id) : null,
    pageCount: row.pageCount,
    postCount: row.postCount,
    removedAt: !isActive && site.removedAt ? site.removedAt.toISOString() : null,
    restorableUntil: !isActive && site.removedAt ? new Date(site.removedAt.getTime() + SITE_RESTORE_DAYS * DAY_MS).toISOString() : null,
    parkedAt: !isActive && site.parkedAt ? site.parkedAt.toISOString() : null,
    parkedReason: !isActive && site.parkedAt ? site.parkedReason : null,
    createdAt: site.createdAt.toISOString(),
    updatedAt: site.updatedAt.toISOString(),
  };
}

export function maxSites(account: { plan: string; usageLimits: UsageLimits }): number {
  return account.usageLimits?.max_sites ?? defaultMaxSites(account.plan);
}

/** The account's slot as the API answers it, or null (another account's slot is not found). */
export async function findSlot(db: Database, { accountId, slotId }: { accountId: string; slotId: string }): Promise<SiteSlot | null> {
  const row = await selectSlotRow(db, { accountId, slotId });
  return row ? toSiteSlot(row) : null;
}

export async function slotOrThrow(db: Database, actor: Actor, slotId: string): Promise<SiteSlot> {
  const slot = await findSlot(db, { accountId: actor.accountId, slotId });
  if (!slot) throw slotNotFound();
  return slot;
}

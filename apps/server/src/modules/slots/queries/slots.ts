import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { SITE_RESTORE_DAYS, isUuid } from '@themeport/core';
import type { Database } from '../../../db/client.ts';
import {
  accounts,
  blogPosts,
  componentInstances,
  siteDomains,
  sitePages,
  sites,
  themes,
  type SiteRow,
} from '../../../db/schema.ts';

const DAY_MS = 86_400_000;

/** The account row, locked until the transaction ends: one slot change per account at a time. */
export async function lockAccount(tx: Database, accountId: string) {
  const [account] = await tx
    .select({ id: accounts.id, name: accounts.name, plan: accounts.plan, usageLimits: accounts.usageLimits })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .for('update');
  return account ?? null;
}

export async function selectAccount(db: Database, accountId: string) {
  const [account] = await db.select().from(accounts).where(eq(accounts.id, accountId)).limit(1);
  return account ?? null;
}

/** The site's row, always by account and id (another account's slot is simply not found). */
export async function selectSite(
  db: Database,
  { accountId, slotId }: { accountId: string; slotId: string },
  options: { lock?: boolean } = {},
) {
  if (!isUuid(slotId)) return null;
  const query = db
    .select()
    .from(sites)
    .where(and(eq(sites.accountId, accountId), eq(sites.id, slotId)))
    .limit(1);
  const [site] = options.lock ? await query.for('update') : await query;
  return site ?? null;
}

export async function selectActiveSlotNumbers(tx: Database, accountId: string): Promise<number[]> {
  const rows = await tx
    .select({ slotNumber: sites.slotNumber })
    .from(sites)
    .where(and(eq(sites.accountId, accountId), eq(sites.status, 'active')));
  return rows.map((row) => row.slotNumber);
}

export async function selectActiveSiteForTheme(
  tx: Database,
  { accountId, themeId }: { accountId: string; themeId: string },
) {
  const [site] = await tx
    .select({ id: sites.id })
    .from(sites)
    .where(and(eq(sites.accountId, accountId), eq(sites.themeId, themeId), eq(sites.status, 'active')))
    .orderBy(asc(sites.slotNumber))
    .limit(1);
  return site ?? null;
}

/** Live rows of an active site; for a removed one, the rows its removal set aside (what a restore brings back). */
function contentCount(
  table: typeof sitePages | typeof componentInstances | typeof blogPosts,
  siteId: AnyColumn,
  deletedAt: AnyColumn,
): SQL<number> {
  return sql<number>`(select count(*)::int from ${table} where ${siteId} = ${sites.id} and (case when ${sites.status} = 'active' then ${deletedAt} is null else ${deletedAt} = ${sites.removedAt} end))`;
}

const slotColumns = {
  site: sites,
  theme: {
    id: themes.id,
    name: themes.name,
    slug: themes.slug,
    previewUrl: themes.previewUrl,
    framework: themes.framework,
  },
  latestThemeVersion: themes.version,
  pageCount: contentCount(sitePages, sitePages.siteId, sitePages.deletedAt),
  componentCount: contentCount(componentInstances, componentInstances.siteId, componentInstances.deletedAt),
  postCount: contentCount(blogPosts, blogPosts.siteId, blogPosts.deletedAt),
};

function slotQuery(db: Database) {
  // A removed slot shows the theme a restore would bring back.
  return db
    .select(slotColumns)
    .from(sites)
    .leftJoin(themes, eq(themes.id, sql`coalesce(${sites.themeId}, ${sites.removedThemeId})`));
}
export type SlotRow = Awaited<ReturnType<ReturnType<typeof slotQuery>['execute']>>[number];

export async function selectSlotRow(
  db: Database,
  { accountId, slotId }: { accountId: string; slotId: string },
): Promise<SlotRow | null> {
  if (!isUuid(slotId)) return null;
  const [row] = await slotQuery(db).where(and(eq(sites.accountId, accountId), eq(sites.id, slotId)));
  return row ?? null;
}

export async function selectActiveSlotRows(db: Database, accountId: string): Promise<SlotRow[]> {
  return slotQuery(db)
    .where(and(eq(sites.accountId, accountId), eq(sites.status, 'active')))
    .orderBy(asc(sites.slotNumber));
}

/** Removed slots whose content is still kept, newest removal first. */
export async function selectRestorableSlotRows(db: Database, accountId: string, now: Date): Promise<SlotRow[]> {
  return slotQuery(db)
    .where(
      and(
        eq(sites.accountId, accountId),
        eq(sites.status, 'inactive'),
        isNotNull(sites.removedThemeId),
        gte(sites.removedAt, new Date(now.getTime() - SITE_RESTORE_DAYS * DAY_MS)),
      ),
    )
    .orderBy(desc(sites.removedAt));
}

/** Parked slots (over the plan limit, content kept), newest site first. */
export async function selectParkedSlotRows(db: Database, accountId: string): Promise<SlotRow[]> {
  return slotQuery(db)
    .where(and(eq(sites.accountId, accountId), eq(sites.status, 'inactive'), isNotNull(sites.parkedAt)))
    .orderBy(desc(sites.createdAt));
}

/** Every slot of the account with its content counts (diagnostics). */
export async function selectAllSlotRows(db: Database, accountId: string): Promise<SlotRow[]> {
  return slotQuery(db)
    .where(eq(sites.accountId, accountId))
    .orderBy(asc(sites.status), asc(sites.slotNumber), desc(sites.createdAt));
}

/** A theme by id or slug, with what a deploy records of it. */
export async function selectThemeByIdOrSlug(db: Database, idOrSlug: string) {
  const [theme] = await db
    .select({ id: themes.id, name: themes.name, version: themes.version })
    .from(themes)
    .where(isUuid(idOrSlug) ? eq(themes.id, idOrSlug.toLowerCase()) : eq(themes.slug, idOrSlug))
    .limit(1);
  return theme ?? null;
}

/** A theme's name and current version, as the application log and 'Update available' name them. */
export async function selectThemeNameAndVersion(tx: Database, themeId: string) {
  const [theme] = await tx
    .select({ name: themes.name, version: themes.version })
    .from(themes)
    .where(eq(themes.id, themeId));
  return theme;
}

export type NewSite = typeof sites.$inferInsert;

export async function insertSite(tx: Database, site: NewSite): Promise<void> {
  await tx.insert(sites).values(site);
}

/** Writes these columns of the site's row. */
export async function updateSiteRow(
  tx: Database,
  siteId: string,
  changes: Partial<Omit<NewSite, 'id' | 'accountId'>>,
): Promise<SiteRow> {
  const [row] = await tx.update(sites).set(changes).where(eq(sites.id, siteId)).returning();
  return row!;
}

/** Records the theme version the site's content now comes from (issue 13 'Update available'). */
export async function setSiteThemeVersion(
  tx: Database,
  { accountId, siteId }: { accountId: string; siteId: string },
  themeVersion: string,
  now: Date,
): Promise<void> {
  await tx
    .update(sites)
    .set({ themeVersion, updatedAt: now })
    .where(and(eq(sites.accountId, accountId), eq(sites.id, siteId)));
}

/** Deletes the site's custom domains and answers them (a removed site releases its domains). */
export async function deleteSiteDomains(tx: Database, siteId: string): Promise<{ domain: string }[]> {
  return tx.delete(siteDomains).where(eq(siteDomains.siteId, siteId)).returning({ domain: siteDomains.domain });
}

const parkingColumns = { id: sites.id, name: sites.name, slotNumber: sites.slotNumber, createdAt: sites.createdAt };

/** The account's active sites, oldest first (the newest are parked first). */
export async function selectActiveSitesOldestFirst(db: Database, accountId: string) {
  return db
    .select(parkingColumns)
    .from(sites)
    .where(and(eq(sites.accountId, accountId), eq(sites.status, 'active')))
    .orderBy(asc(sites.createdAt));
}

/** The account's parked sites, newest first. */
export async function selectParkedSites(db: Database, accountId: string) {
  return db
    .select({ ...parkingColumns, themeId: sites.themeId })
    .from(sites)
    .where(and(eq(sites.accountId, accountId), eq(sites.status, 'inactive'), isNotNull(sites.parkedAt)))
    .orderBy(desc(sites.createdAt));
}

/** Parks the site if it is still active. */
export async function parkSite(tx: Database, siteId: string, reason: string, now: Date): Promise<void> {
  await tx
    .update(sites)
    .set({ status: 'inactive', parkedAt: now, parkedReason: reason, updatedAt: now })
    .where(and(eq(sites.id, siteId), eq(sites.status, 'active')));
}

/** Brings a parked (not removed) site back, active in this slot. */
export async function unparkSite(tx: Database, siteId: string, slotNumber: number, now: Date): Promise<void> {
  await tx
    .update(sites)
    .set({ status: 'active', slotNumber, parkedAt: null, parkedReason: null, updatedAt: now })
    .where(and(eq(sites.id, siteId), isNotNull(sites.parkedAt), isNull(sites.removedAt)));
}

/** The ids of every site of the account, whatever its status. */
export async function selectAccountSiteIds(db: Database, accountId: string): Promise<{ id: string }[]> {
  return db.select({ id: sites.id }).from(sites).where(eq(sites.accountId, accountId));
}

/** Active sites deployed from any of these themes. */
export async function selectActiveSitesOfThemes(db: Database, themeIds: string[]) {
  return db
    .select({ id: sites.id, accountId: sites.accountId, themeId: sites.themeId })
    .from(sites)
    .where(and(inArray(sites.themeId, themeIds), eq(sites.status, 'active')));
}

import { and, asc, desc, eq, gte, isNotNull, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { SITE_RESTORE_DAYS, isUuid } from '@themeport/core';
import type { Database } from '../../db/client.ts';
import { accounts, blogPosts, componentInstances, sitePages, sites, themes } from '../../db/schema.ts';

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

export async function selectSitePages(db: Database, siteId: string) {
  return db
    .select()
    .from(sitePages)
    .where(and(eq(sitePages.siteId, siteId), isNull(sitePages.deletedAt)))
    .orderBy(asc(sitePages.sortOrder), asc(sitePages.createdAt));
}

export function lowestFreeSlotNumber(taken: number[]): number {
  const used = new Set(taken);
  let number = 1;
  while (used.has(number)) number++;
  return number;
}

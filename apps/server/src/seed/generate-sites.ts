// `npm run db:seed -- --sites N`: N hosted sites for the site host's bench (issue 25, "The site host
// at 10,000 sites"). Each site is a deploy of a published theme with templates, cloned as a deploy
// clones it (its pages, components and posts, linked to the templates), written in batches, set
// apart in accounts of their own ('Generated sites 1', 2, …: SITES_PER_ACCOUNT sites each).
// Running it again tops the generated sites up to N; it never removes any.
import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, isNotNull, like } from 'drizzle-orm';
import { PLAN_USAGE_LIMITS } from '@themeport/core';
import type { Database } from '../db/client.ts';
import { accounts, blogPosts, componentInstances, sitePages, sites, themes } from '../db/schema.ts';
import { newContentKey, siteComponentRow, sitePageRow, sitePostRow } from '../modules/slots/index.ts';
import { loadThemeTemplates, type ThemeTemplates } from '../modules/themes/index.ts';

export const SITES_PER_ACCOUNT = 100;
const ACCOUNT_PREFIX = 'Generated sites';
const BATCH_SITES = 100;
/** Rows per INSERT: under PostgreSQL's 65,535 parameters at ~15 columns. */
const ROWS_PER_INSERT = 2_000;

const NAMES = ['Harbour', 'Juniper', 'Copper', 'Meadow', 'Atlas', 'Beacon', 'Cedar', 'Drift', 'Ember', 'Fjord'];
const KINDS = ['Bakery', 'Studio', 'Clinic', 'Records', 'Books', 'Coffee', 'Legal', 'Labs', 'Garden', 'Tours'];

/** A site's name, varied so pages differ: 'Harbour Bakery 17'. */
export function generatedSiteName(n: number): string {
  return `${NAMES[n % NAMES.length]} ${KINDS[Math.floor(n / NAMES.length) % KINDS.length]} ${n}`;
}

interface Theme {
  id: string;
  version: string;
  templates: ThemeTemplates;
}

/** Published themes whose templates install at least one page, by slug (the same order every run). */
async function themesWithTemplates(db: Database): Promise<Theme[]> {
  const rows = await db
    .select({ id: themes.id, version: themes.version })
    .from(themes)
    .where(and(eq(themes.published, true), isNotNull(themes.templateConfig)))
    .orderBy(asc(themes.slug));
  const found: Theme[] = [];
  for (const row of rows) {
    const templates = await loadThemeTemplates(db, row.id);
    if (templates.pages.length > 0) found.push({ ...row, templates });
  }
  return found;
}

/** How many generated sites there are already. */
async function countGeneratedSites(db: Database): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(sites)
    .innerJoin(accounts, eq(accounts.id, sites.accountId))
    .where(like(accounts.name, `${ACCOUNT_PREFIX} %`));
  return row?.total ?? 0;
}

async function generatedAccount(db: Database, index: number): Promise<string> {
  const name = `${ACCOUNT_PREFIX} ${index}`;
  const [existing] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.name, name)).limit(1);
  if (existing) return existing.id;
  const [created] = await db
    .insert(accounts)
    .values({
      name,
      plan: 'enterprise',
      usageLimits: { ...PLAN_USAGE_LIMITS.enterprise, max_sites: SITES_PER_ACCOUNT },
    })
    .returning({ id: accounts.id });
  return created!.id;
}

async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    await insert(rows.slice(start, start + ROWS_PER_INSERT));
  }
}

/** Site number n (1-based, over all generated sites) as rows: the site, its pages, components and posts. */
function siteRows(n: number, accountId: string, theme: Theme) {
  const siteId = randomUUID();
  const name = generatedSiteName(n);
  const site: typeof sites.$inferInsert = {
    id: siteId,
    accountId,
    themeId: theme.id,
    themeVersion: theme.version,
    slotNumber: ((n - 1) % SITES_PER_ACCOUNT) + 1,
    name,
    description: `${name}: a generated site.`,
    hosting: 'local',
    contentKey: newContentKey(),
  };
  const owner = { accountId, siteId };
  const pageIds = new Map<string, string>();
  const pages = theme.templates.pages.map((page) => {
    const id = randomUUID();
    pageIds.set(page.id, id);
    return { ...sitePageRow(siteId, page), id };
  });
  const components = theme.templates.components.map((component) =>
    siteComponentRow(owner, component, component.pageId ? (pageIds.get(component.pageId) ?? null) : null),
  );
  const posts = theme.templates.posts.map((post) => sitePostRow(owner, post));
  return { site, pages, components, posts };
}

type SiteRows = ReturnType<typeof siteRows>;

export interface GeneratedSites {
  created: number;
  total: number;
  themes: number;
}

/**
 * Tops the generated sites up to `total`, spread over the published themes with templates in
 * turn. Each batch of BATCH_SITES sites is one transaction; `onProgress` hears the running total.
 */
export async function generateSites(
  db: Database,
  total: number,
  onProgress: (done: number) => void = () => {},
): Promise<GeneratedSites> {
  const existing = await countGeneratedSites(db);
  if (existing >= total) return { created: 0, total: existing, themes: 0 };
  const available = await themesWithTemplates(db);
  if (available.length === 0) throw new Error('no published theme with templates: seed the catalogue first');

  for (let start = existing + 1; start <= total; start += BATCH_SITES) {
    const end = Math.min(total, start + BATCH_SITES - 1);
    await db.transaction(async (tx) => {
      const batch: { [K in keyof SiteRows]: SiteRows[K] extends unknown[] ? SiteRows[K] : SiteRows[K][] } = {
        site: [],
        pages: [],
        components: [],
        posts: [],
      };
      for (let n = start; n <= end; n++) {
        const accountId = await generatedAccount(tx, Math.ceil(n / SITES_PER_ACCOUNT));
        const rows = siteRows(n, accountId, available[(n - 1) % available.length]!);
        batch.site.push(rows.site);
        batch.pages.push(...rows.pages);
        batch.components.push(...rows.components);
        batch.posts.push(...rows.posts);
      }
      await insertInChunks(batch.site, (chunk) => tx.insert(sites).values(chunk));
      await insertInChunks(batch.pages, (chunk) => tx.insert(sitePages).values(chunk));
      await insertInChunks(batch.components, (chunk) => tx.insert(componentInstances).values(chunk));
      await insertInChunks(batch.posts, (chunk) => tx.insert(blogPosts).values(chunk));
    });
    onProgress(end);
  }
  return { created: total - existing, total, themes: available.length };
}

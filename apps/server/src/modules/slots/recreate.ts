import { SITE_TEXT, type RecreatePagesResponse, type RecreatePostsResponse } from '@themeport/core';
import type { Database } from '../../db/client.ts';
import type { BlogPostRow, SitePageRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { writeAppLog } from '../../lib/app-log.ts';
import { selectPostRows, toBlogPost } from '../posts/index.ts';
import { toSitePage } from '../site-host/index.ts';
import { loadThemeTemplates, type ThemeTemplates } from '../themes/index.ts';
import { cloneTemplatesIntoSite } from './clone.ts';
import {
  restoreSitePage,
  restoreSitePost,
  selectSitePageRows,
  selectSitePages,
  selectSitePostRows,
} from './queries/site-content.ts';
import { selectSite } from './queries/slots.ts';
import { slotNotFound, type Actor, type SlotDeps } from './slot.ts';
import { notifySiteChanged } from '../../lib/domain-events.ts';

// spec 000 §2 Pages panel 'Recreate Pages', and Recreate Posts: the site's pages or posts restored
// from its theme's template. What the site has stays as it is: a template page or post the site
// still has (by its link to the template, or a page at the same path, a post with the same slug)
// is left alone with the client's edits; a deleted copy comes back with its edits (a page with the
// components deleted with it); only what is missing altogether is copied afresh. The client's own
// posts are never touched, and nothing is duplicated.

type SiteRow = NonNullable<Awaited<ReturnType<typeof selectSite>>>;

/** The active site, its row held until the transaction ends (one recreate or post write at a time). */
async function lockActiveSite(tx: Database, actor: Actor, slotId: string): Promise<SiteRow & { themeId: string }> {
  const site = await selectSite(tx, { accountId: actor.accountId, slotId }, { lock: true });
  if (!site) throw slotNotFound();
  if (site.status !== 'active' || site.themeId === null)
    throw new AppError('SLOT_INACTIVE', 409, SITE_TEXT.noThemeAssigned);
  return { ...site, themeId: site.themeId };
}

/** The newest deleted row of `rows` that `matches`, or undefined. */
function newestDeleted<T extends { deletedAt: Date | null }>(rows: T[], matches: (row: T) => boolean): T | undefined {
  return rows
    .filter((row) => row.deletedAt !== null && matches(row))
    .sort((a, b) => b.deletedAt!.getTime() - a.deletedAt!.getTime())[0];
}

interface PagePlan {
  restore: SitePageRow[];
  add: ThemeTemplates['pages'];
}

function planPages(templates: ThemeTemplates, rows: SitePageRow[]): PagePlan {
  const live = rows.filter((row) => row.deletedAt === null);
  const paths = new Set(live.map((row) => row.path));
  const linked = new Set(live.map((row) => row.templatePageId));
  const plan: PagePlan = { restore: [], add: [] };
  for (const template of templates.pages) {
    if (linked.has(template.id) || paths.has(template.path)) continue;
    const copy = newestDeleted(rows, (row) => row.templatePageId === template.id && !paths.has(row.path));
    if (copy) {
      plan.restore.push(copy);
      paths.add(copy.path);
    } else {
      plan.add.push(template);
      paths.add(template.path);
    }
  }
  return plan;
}

export async function recreatePages({ db }: SlotDeps, actor: Actor, slotId: string): Promise<RecreatePagesResponse> {
  const { siteId, added, restored } = await db.transaction(async (tx) => {
    const site = await lockActiveSite(tx, actor, slotId);
    const templates = await loadThemeTemplates(tx, site.themeId);
    const rows = await selectSitePageRows(tx, site.id);
    const plan = planPages(templates, rows);
    for (const page of plan.restore) await restoreSitePage(tx, page);
    if (plan.add.length > 0) {
      const paths = new Set(plan.add.map((page) => page.path));
      await cloneTemplatesIntoSite(tx, {
        accountId: actor.accountId,
        siteId: site.id,
        templates: {
          ...templates,
          pages: plan.add,
          components: templates.components.filter((component) => paths.has(component.pagePath)),
          posts: [],
        },
      });
    }
    return logRecreated(tx, actor, site.id, 'Pages', {
      added: plan.add.map((page) => page.path),
      restored: plan.restore.map((page) => page.path),
    });
  });
  notifySiteChanged(siteId);
  return { pages: (await selectSitePages(db, siteId)).map(toSitePage), added, restored };
}

interface PostPlan {
  restore: BlogPostRow[];
  add: ThemeTemplates['posts'];
}

function planPosts(templates: ThemeTemplates, rows: BlogPostRow[]): PostPlan {
  const live = rows.filter((row) => row.deletedAt === null);
  const slugs = new Set(live.map((row) => row.slug));
  const linked = new Set(live.map((row) => row.originalPostId));
  const plan: PostPlan = { restore: [], add: [] };
  for (const template of templates.posts) {
    if (linked.has(template.id)) continue;
    const copy = newestDeleted(rows, (row) => row.originalPostId === template.id && !slugs.has(row.slug));
    if (copy) {
      plan.restore.push(copy);
      slugs.add(copy.slug);
    } else if (!slugs.has(template.slug)) {
      plan.add.push(template);
      slugs.add(template.slug);
    }
    // Else a post of the site already has the template's slug: it stays, and no second one is made.
  }
  return plan;
}

export async function recreatePosts({ db }: SlotDeps, actor: Actor, slotId: string): Promise<RecreatePostsResponse> {
  const { siteId, added, restored } = await db.transaction(async (tx) => {
    const site = await lockActiveSite(tx, actor, slotId);
    const templates = await loadThemeTemplates(tx, site.themeId);
    const rows = await selectSitePostRows(tx, site.id);
    const plan = planPosts(templates, rows);
    for (const post of plan.restore) await restoreSitePost(tx, site.id, post.id);
    if (plan.add.length > 0)
      await cloneTemplatesIntoSite(tx, {
        accountId: actor.accountId,
        siteId: site.id,
        templates: { ...templates, pages: [], components: [], posts: plan.add },
      });
    return logRecreated(tx, actor, site.id, 'Posts', {
      added: plan.add.map((post) => post.slug),
      restored: plan.restore.map((post) => post.slug),
    });
  });
  notifySiteChanged(siteId);
  const posts = await selectPostRows(db, { accountId: actor.accountId, siteId });
  return { posts: posts.map(toBlogPost), added, restored };
}

/** Writes what a recreate did to the site's application log and answers the counts. */
async function logRecreated(
  tx: Parameters<typeof writeAppLog>[0],
  actor: Actor,
  siteId: string,
  what: 'Pages' | 'Posts',
  done: { added: string[]; restored: string[] },
): Promise<{ siteId: string; added: number; restored: number }> {
  await writeAppLog(tx, {
    accountId: actor.accountId,
    siteId,
    userId: actor.userId,
    level: 'info',
    category: 'content',
    message: `${what} recreated from the theme template: ${done.added.length} added, ${done.restored.length} restored.`,
    details: done,
  });
  return { siteId, added: done.added.length, restored: done.restored.length };
}

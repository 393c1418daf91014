import { randomBytes } from 'node:crypto';
import { SITE_RESTORE_DAYS } from '@themeport/core';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/index.ts';
import type { ThemeTemplates } from '../themes/index.ts';
import {
  deleteSiteContentDeletedBefore,
  insertBlogPosts,
  insertComponentInstances,
  insertSitePages,
  type NewBlogPost,
  type NewComponentInstance,
  type NewSitePage,
} from './queries/site-content.ts';

export interface CloneCounts {
  pages: number;
  components: number;
  posts: number;
}

/** spec 000 §7 Clone template: the template slug plus a random suffix. */
export function cloneSlug(templateSlug: string): string {
  return `${templateSlug}-${randomBytes(4).toString('hex')}`;
}

type TemplatePage = ThemeTemplates['pages'][number];
type TemplateComponent = ThemeTemplates['components'][number];
type TemplatePost = ThemeTemplates['posts'][number];

/** A site's copy of a template page, linked to it. */
export function sitePageRow(siteId: string, page: TemplatePage): NewSitePage {
  return {
    siteId,
    isTemplate: false,
    templatePageId: page.id,
    name: page.name,
    title: page.title,
    description: page.description,
    path: page.path,
    filePath: page.filePath,
    route: page.route,
    isDynamic: page.isDynamic,
    layout: page.layout,
    status: page.status,
    sortOrder: page.sortOrder,
    metadata: page.metadata,
  };
}

/** A site's copy of a template component on the site page `pageId` (null: global), linked to it. */
export function siteComponentRow(
  { accountId, siteId }: { accountId: string; siteId: string },
  component: TemplateComponent,
  pageId: string | null,
): NewComponentInstance {
  return {
    accountId,
    siteId,
    isTemplate: false,
    templateId: component.id,
    componentType: component.componentType,
    componentName: component.componentName,
    slug: cloneSlug(component.slug),
    data: component.data,
    pagePath: component.pagePath,
    pageId,
    location: component.location,
    sortOrder: component.sortOrder,
    version: 1,
  };
}

/** A site's copy of a template post, linked to it. */
export function sitePostRow(
  { accountId, siteId }: { accountId: string; siteId: string },
  post: TemplatePost,
): NewBlogPost {
  return {
    accountId,
    siteId,
    isTemplate: false,
    originalPostId: post.id,
    slug: post.slug,
    title: post.title,
    description: post.description,
    content: post.content,
    metadata: post.metadata,
  };
}

/** Copies template pages into the site, each linked to its template; answers site page id by template page id. */
export async function cloneTemplatePages(
  tx: Database,
  { siteId, pages }: { siteId: string; pages: TemplatePage[] },
): Promise<Map<string, string>> {
  const pageIdByTemplate = new Map<string, string>();
  if (pages.length === 0) return pageIdByTemplate;
  const rows = await insertSitePages(
    tx,
    pages.map((page) => sitePageRow(siteId, page)),
  );
  for (const page of rows) pageIdByTemplate.set(page.templatePageId!, page.id);
  return pageIdByTemplate;
}

/**
 * Copies template components into the site, each linked to its template, with the template's
 * place and sort order; `pageIdOf` names the site page a component goes on (null: global).
 */
export async function cloneTemplateComponents(
  tx: Database,
  {
    accountId,
    siteId,
    components,
    pageIdOf,
  }: {
    accountId: string;
    siteId: string;
    components: TemplateComponent[];
    pageIdOf: (component: TemplateComponent) => string | null;
  },
): Promise<void> {
  if (components.length === 0) return;
  await insertComponentInstances(
    tx,
    components.map((component) => siteComponentRow({ accountId, siteId }, component, pageIdOf(component))),
  );
}

/**
 * spec 000 §7 clone_theme: the theme's template pages, components and posts become the site's own
 * rows, each linked to its template. Runs inside the deploy's transaction.
 */
export async function cloneTemplatesIntoSite(
  tx: Database,
  { accountId, siteId, templates }: { accountId: string; siteId: string; templates: ThemeTemplates },
): Promise<CloneCounts> {
  const pageIdByTemplate = await cloneTemplatePages(tx, { siteId, pages: templates.pages });
  await cloneTemplateComponents(tx, {
    accountId,
    siteId,
    components: templates.components,
    pageIdOf: (component) => (component.pageId ? (pageIdByTemplate.get(component.pageId) ?? null) : null),
  });

  if (templates.posts.length > 0) {
    await insertBlogPosts(
      tx,
      templates.posts.map((post) => sitePostRow({ accountId, siteId }, post)),
    );
  }
  return { pages: templates.pages.length, components: templates.components.length, posts: templates.posts.length };
}

/**
 * Sites' content deleted more than SITE_RESTORE_DAYS ago (removed sites, swapped-out themes) is
 * gone for good. Template rows are the theme's and are never purged here.
 */
export async function purgeExpiredSiteContent(db: Database, now = new Date()): Promise<CloneCounts> {
  const cutoff = new Date(now.getTime() - SITE_RESTORE_DAYS * 86_400_000);
  return deleteSiteContentDeletedBefore(db, cutoff);
}

/** The purge runs hourly as a job (docs/decisions/036). */
export function registerSlotJobs(jobs: JobQueue, { db }: { db: Database }): void {
  jobs.handle('slots.purge-expired-content', async (_payload, { now }) => {
    await purgeExpiredSiteContent(db, now);
  });
  jobs.schedule('slots.purge-expired-content', '5 * * * *', {});
}

import type { ContentKeyResponse, SitePage, SitePost } from '@themeport/core';
import type { Database } from '../../db/client.ts';
import type { BlogPostRow, SitePageRow } from '../../db/schema.ts';
import { contentKeyResponse } from './content-key.ts';
import { selectSite, selectSitePages, selectSitePosts } from './queries.ts';
import { slotNotFound, type Actor, type SlotDeps } from './slot.ts';

/** A site page row as the API answers it. */
export function toSitePage(page: SitePageRow): SitePage {
  return {
    id: page.id,
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
    templatePageId: page.templatePageId,
    updatedAt: page.updatedAt.toISOString(),
  };
}

/** A site post row as the API answers it. */
export function toSitePost(post: BlogPostRow): SitePost {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    description: post.description,
    content: post.content,
    originalPostId: post.originalPostId,
    updatedAt: post.updatedAt.toISOString(),
  };
}

async function siteOrThrow(db: Database, actor: Actor, slotId: string) {
  const site = await selectSite(db, { accountId: actor.accountId, slotId });
  if (!site) throw slotNotFound();
  return site;
}

export async function listSitePages({ db }: SlotDeps, actor: Actor, slotId: string): Promise<SitePage[]> {
  const site = await siteOrThrow(db, actor, slotId);
  return (await selectSitePages(db, site.id)).map(toSitePage);
}

export async function listSitePosts({ db }: SlotDeps, actor: Actor, slotId: string): Promise<SitePost[]> {
  const site = await siteOrThrow(db, actor, slotId);
  return (await selectSitePosts(db, site.id)).map(toSitePost);
}

export async function siteContentKey(deps: SlotDeps, actor: Actor, slotId: string): Promise<ContentKeyResponse> {
  return contentKeyResponse(deps, await siteOrThrow(deps.db, actor, slotId));
}

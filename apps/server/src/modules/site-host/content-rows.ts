import type { SitePage, SitePost } from '@themeport/core';
import type { BlogPostRow, SitePageRow } from '../../db/schema.ts';

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

// Rows (a site's, or a theme's templates for its live demo) as the renderer sees them: one mapping
// for both, so a demo shows a template exactly as a site made from it would.
import { pageAddress } from '@themeport/core';
import type { BlogPostRow, ComponentInstanceRow, SitePageRow } from '../../db/schema.ts';
import type { ComponentView, PostView, SitePageView } from './render-types.ts';

/**
 * A page as the renderer sees it, served at its address: the rule the visual editor and Preview
 * Live open it by (pageAddress: its route, else its file path as Astro or Next.js routes it, else
 * its path), so an Edit Page address is always one the site answers.
 */
export function toPageView(
  page: Pick<
    SitePageRow,
    'id' | 'name' | 'title' | 'description' | 'path' | 'route' | 'filePath' | 'isDynamic' | 'sortOrder'
  >,
): SitePageView {
  return {
    id: page.id,
    name: page.name,
    title: page.title,
    description: page.description,
    path: pageAddress(page),
    isDynamic: page.isDynamic,
    sortOrder: page.sortOrder,
  };
}

export function toComponentView(
  component: Pick<
    ComponentInstanceRow,
    'id' | 'slug' | 'componentName' | 'pagePath' | 'pageId' | 'location' | 'sortOrder' | 'data'
  >,
): ComponentView {
  return {
    id: component.id,
    slug: component.slug,
    componentName: component.componentName,
    pagePath: component.pagePath,
    pageId: component.pageId,
    location: component.location,
    sortOrder: component.sortOrder,
    data: component.data,
  };
}

export function toPostView(
  post: Pick<BlogPostRow, 'id' | 'slug' | 'title' | 'description' | 'content' | 'createdAt'>,
): PostView {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    description: post.description,
    content: post.content,
    publishedAt: publishedAt(post),
  };
}

/** ISO date a post shows: its publish_date, else when it was created. */
export function publishedAt(row: Pick<BlogPostRow, 'content' | 'createdAt'>): string {
  const date = row.content?.publish_date;
  return date !== undefined && !Number.isNaN(Date.parse(date))
    ? new Date(date).toISOString()
    : row.createdAt.toISOString();
}

/** Published posts only (the status column, and not marked draft in their content), newest first. */
export function publishedNewestFirst<T extends Pick<BlogPostRow, 'status' | 'slug' | 'content' | 'createdAt'>>(
  rows: T[],
): T[] {
  return rows
    .filter((row) => row.status !== 'draft' && row.content?.status !== 'draft')
    .sort((a, b) => Date.parse(publishedAt(b)) - Date.parse(publishedAt(a)) || a.slug.localeCompare(b.slug));
}

import type { BlogPostContent, SchemaV2Component, SiteBranding, SiteSettings, TemplateDesign } from '@themeport/core';

/** Everything the renderer needs of one site, read once from the database (queries.ts). */
export interface SiteContent {
  id: string;
  name: string;
  description: string;
  theme: { id: string; name: string; slug: string; design: Partial<TemplateDesign> | null };
  /** Published pages, by sort order. */
  pages: SitePageView[];
  /** The site's live component instances, global ones included. */
  components: ComponentView[];
  /** Published posts, newest first. */
  posts: PostView[];
  /** The owner's SEO defaults, favicon and footer text (Settings tab); none means the theme's. */
  settings?: SiteSettings;
  /** The owner's branding profile (Branding tab): colours, fonts, brand images, contact defaults. */
  branding?: SiteBranding;
  /** Every page says robots noindex (a theme's live demo). */
  noindex?: boolean;
  /** When the content last changed (its rows' newest update or deletion): the pages' Last-Modified. */
  updatedAt?: Date;
  /** About the length of this content as JSON, when the loader knows it (the cache's size estimate). */
  jsonLength?: number;
}

export interface SitePageView {
  id: string;
  name: string;
  title: string;
  description: string;
  path: string;
  isDynamic: boolean;
  sortOrder: number;
}

export interface ComponentView {
  id: string;
  slug: string;
  componentName: string;
  pagePath: string;
  pageId: string | null;
  location: string;
  sortOrder: number;
  data: SchemaV2Component;
}

export interface PostView {
  id: string;
  slug: string;
  title: string;
  description: string;
  content: BlogPostContent;
  /** ISO date: the post's publish_date, else when it was created. */
  publishedAt: string;
}

/** What a request path resolves to on a site. */
export type SiteRoute =
  | { kind: 'page'; page: SitePageView }
  | { kind: 'post'; page: SitePageView | undefined; post: PostView }
  | { kind: 'blog-index' }
  | { kind: 'not-found' };

/** The state a component renders in: where links are rooted, which page is current, the post shown. */
export interface RenderContext {
  base: string;
  site: SiteContent;
  /** Site-relative path of the page ('/about'), for aria-current. */
  currentPath: string;
  post: PostView | undefined;
  layout: TemplateDesign['layout'];
  /** The year of the copyright line: the year the page is rendered in, never a fixed one. */
  year?: number;
  /**
   * Images shown so far on this page: the first is the one likely in the first screen (eager, high
   * priority, the largest paint); the rest load lazily as they scroll near.
   */
  images?: { count: number };
}

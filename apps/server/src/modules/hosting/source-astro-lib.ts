// src/lib/themeport.ts of a generated Astro site: reads the site's content from Themeport's content
// API once per build, and the small rules the local site host (modules/site-host/render*.ts) follows
// to pick a page's components, fill their text and build links. Generated code: no template
// literals inside it, so nothing here interpolates.

export const astroContentLibrary = `import { THEMEPORT_CONTENT_URL, THEMEPORT_SITE_KEY } from 'astro:env/server';
import { Marked } from 'marked';

export interface Field {
  value: string;
  elementType?: string;
  cssClasses?: string[];
}
export type Item = Record<string, unknown> & { uid?: string };
export type Fields = Record<string, unknown>;

export interface Component {
  id: string;
  slug: string;
  componentType: string;
  componentName: string;
  pagePath: string;
  pageId: string | null;
  location: string;
  sortOrder: number;
  data: { meta?: { slug?: string; component?: string }; content?: Fields };
}

export interface Page {
  id: string;
  name: string;
  title: string;
  description: string;
  path: string;
  isDynamic: boolean;
  sortOrder: number;
}

export interface Post {
  id: string;
  slug: string;
  title: string;
  description: string;
  content: { body?: string; author?: string; publish_date?: string; category?: string; image?: string };
  updatedAt: string;
}

export interface SiteContent {
  site: { id: string; name: string; description?: string };
  pages: Page[];
  components: Component[];
  posts: Post[];
}

/** What one built address shows: a page, a post (with the post page, if the theme has one) or the blog index. */
export type Route =
  | { kind: 'page'; path: string; page: Page }
  | { kind: 'post'; path: string; page: Page | undefined; post: Post }
  | { kind: 'blog-index'; path: string };

let loading: Promise<SiteContent> | undefined;

/** The site's published pages, components and posts, fetched once per build. */
export function loadContent(): Promise<SiteContent> {
  loading ??= fetchContent();
  return loading;
}

async function fetchContent(): Promise<SiteContent> {
  let response: Response;
  try {
    response = await fetch(THEMEPORT_CONTENT_URL, {
      headers: { 'X-Site-Key': THEMEPORT_SITE_KEY, Accept: 'application/json' },
    });
  } catch (error) {
    throw new Error('Could not reach the Themeport content API at ' + THEMEPORT_CONTENT_URL + ': ' + String(error));
  }
  if (response.status === 401) {
    throw new Error(
      'The Themeport content API refused THEMEPORT_SITE_KEY (401). Copy the current read key from the Content API row of the content manager and set it in .env or the build environment.',
    );
  }
  if (!response.ok) {
    throw new Error('The Themeport content API answered ' + response.status + ' for ' + THEMEPORT_CONTENT_URL + ': ' + (await response.text()));
  }
  return (await response.json()) as SiteContent;
}

/** '/about/' → '/about'; '' → '/'. */
export function normalizePath(path: string): string {
  const trimmed = ('/' + path.replace(/^\\/+/, '')).replace(/\\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** Every address the site builds, as the local host resolves them: pages, then posts, then the blog index. */
export function siteRoutes(content: SiteContent): Route[] {
  const routes = new Map<string, Route>();
  for (const page of content.pages) {
    if (!page.isDynamic) routes.set(normalizePath(page.path), { kind: 'page', path: normalizePath(page.path), page });
  }
  const postPages = content.pages.filter((page) => page.isDynamic && /\\/\\[[^\\]/]+\\]$/.test(page.path));
  for (const post of content.posts) {
    const page = postPages[0];
    const prefix = page ? normalizePath(page.path).replace(/\\/\\[[^\\]/]+\\]$/, '') : '/blog';
    const path = normalizePath(prefix + '/' + post.slug);
    if (!routes.has(path)) routes.set(path, { kind: 'post', path, page, post });
  }
  if (!routes.has('/blog') && content.posts.length > 0) routes.set('/blog', { kind: 'blog-index', path: '/blog' });
  return [...routes.values()];
}

const bySortOrder = (a: Component, b: Component) => a.sortOrder - b.sortOrder;

/** A page's own components, in order (header and footer are 'global'). */
export function componentsOf(content: SiteContent, page: Page | undefined): Component[] {
  if (page === undefined) return [];
  return content.components
    .filter((component) => component.pagePath !== 'global' && (component.pageId === page.id || component.pagePath === page.path))
    .sort(bySortOrder);
}

/** Global components: headers before the page, footers after it. */
export function globalComponents(content: SiteContent): { before: Component[]; after: Component[] } {
  const globals = content.components.filter((component) => component.pagePath === 'global').sort(bySortOrder);
  const isFooter = (component: Component) => /footer/i.test(component.slug);
  return { before: globals.filter((component) => !isFooter(component)), after: globals.filter(isFooter) };
}

const LAYOUTS = ['site-header', 'site-footer', 'hero', 'page-header', 'post-list', 'post-header', 'post-body', 'related-posts'];
const cssName = (value: string | undefined) => (value ?? '').toLowerCase().replace(/[^a-z0-9-]/g, '');

/** Which layout a component takes: its slug, its schema slug or its slug without the random suffix. */
export function componentKind(component: Component): string {
  const slug = cssName(component.slug);
  const metaSlug = cssName(component.data.meta?.slug);
  const unsuffixed = slug.replace(/-[0-9a-f]{6,}$/, '');
  const candidates = [slug, metaSlug, unsuffixed];
  return candidates.find((candidate) => LAYOUTS.includes(candidate)) ?? (metaSlug || unsuffixed || 'component');
}

/** The ELID location comment the visual editor finds a component by ('ELID:home/hero'). */
export function elidComment(component: Component): string {
  const location = component.location.trim();
  const page = location || (component.pagePath === '/' ? 'home' : component.pagePath.replace(/^\\//, '').replace(/[[\\]]/g, ''));
  const kind = componentKind(component);
  const marker = location.startsWith('ELID:') ? location : page.endsWith('/' + kind) ? 'ELID:' + page : 'ELID:' + page + '/' + kind;
  return '<!-- ' + marker.replace(/--+/g, '-').replace(/>/g, '&gt;').replace(/</g, '&lt;') + ' -->';
}

export function isField(value: unknown): value is Field {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && typeof (value as Field).value === 'string';
}

export function itemsOf(content: Fields, key = 'items'): Item[] {
  const items = content[key];
  return Array.isArray(items) ? items.filter((item): item is Item => typeof item === 'object' && item !== null) : [];
}

/** The state a component renders in: the site, and the post a post page shows. */
export interface Context {
  content: SiteContent;
  post: Post | undefined;
  /** The page's site path, for aria-current in the navigation. */
  currentPath: string;
}

const DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** 'March 3, 2025' for an ISO date; the text itself when it is not a date. */
export function formatDate(value: string): string {
  const time = Date.parse(value);
  return Number.isNaN(time) ? value : DATE.format(time);
}

export function isoDate(value: string): string | undefined {
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString().slice(0, 10);
}

export function postDate(post: Post): string {
  return post.content.publish_date ?? post.updatedAt;
}

const PLACEHOLDER = /\\{(post\\.[a-z_.]+|title)\\}/gi;

export function hasPlaceholder(text: string): boolean {
  PLACEHOLDER.lastIndex = 0;
  return PLACEHOLDER.test(text);
}

/** Template text with {site.name} and the post placeholders ({post.title}, {post.content.body}) filled in. */
export function fill(ctx: Context, value: string): string {
  const post = ctx.post;
  const filled =
    post === undefined
      ? value
      : value.replace(PLACEHOLDER, (_match, key: string) => {
          if (key.toLowerCase() === 'title') return post.title;
          const path = key.split('.').slice(1);
          if (path.at(-1) === 'publish_date') return formatDate(postDate(post));
          let found: unknown = lookup(post, path);
          if (found === undefined && path.length === 1) found = lookup(post.content, path);
          if (Array.isArray(found)) return found.join(', ');
          return typeof found === 'string' || typeof found === 'number' ? String(found) : '';
        });
  return filled.replaceAll('{site.name}', ctx.content.site.name);
}

function lookup(value: unknown, path: string[]): unknown {
  let current = value;
  for (const part of path) {
    current = typeof current === 'object' && current !== null ? (current as Record<string, unknown>)[part] : undefined;
  }
  return current;
}

/** A field's filled text, '' when the field is missing. */
export function text(ctx: Context, content: Fields, key: string): string {
  const field = content[key];
  return isField(field) ? fill(ctx, field.value).trim() : '';
}

// The database keeps a component's keys in its own order, so fields are laid out by what they are:
// headings, then text, then names and dates, then links and buttons.
const RANK: Record<string, number> = { h1: 0, h2: 0, h3: 0, h4: 0, time: 2, span: 2, cite: 2, a: 3, button: 3 };
const rankOf = (elementType: string) => RANK[elementType] ?? 1;

/** The fields of a content object (lists aside), filled, empty ones left out, headings first. */
export function fieldsOf(ctx: Context, content: Fields, skip: string[] = []): { key: string; value: string; elementType: string }[] {
  return Object.entries(content)
    .filter(([key, field]) => key !== 'uid' && !skip.includes(key) && isField(field))
    .map(([key, field]) => ({ key, value: fill(ctx, (field as Field).value).trim(), elementType: ((field as Field).elementType ?? 'p').toLowerCase() }))
    .filter((field) => field.value !== '')
    .sort((a, b) => rankOf(a.elementType) - rankOf(b.elementType));
}

const SAFE_SCHEME = /^(https?:|mailto:|tel:)/i;

/** A link as visitors follow it: site paths rooted at /, web, mail and phone links kept, anything else made harmless. */
export function siteHref(href: string): string {
  const value = href.trim();
  if (value === '' || value.startsWith('#')) return value || '#';
  if (value.startsWith('//')) return '#';
  if (SAFE_SCHEME.test(value)) return value;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return '#';
  return '/' + value.replace(/^\\/+/, '');
}

/** Where a call to action leads: Contact if the site has it, else the first page after Home. */
export function actionHref(ctx: Context): string {
  const pages = ctx.content.pages.filter((page) => !page.isDynamic && page.path !== '/');
  const target = pages.find((page) => /contact/i.test(page.path)) ?? pages[0];
  return siteHref(target?.path ?? '/');
}

export function pageHref(ctx: Context, pattern: RegExp): string | undefined {
  const page = ctx.content.pages.find((candidate) => !candidate.isDynamic && pattern.test(candidate.path));
  return page === undefined ? undefined : siteHref(page.path);
}

/** Where a link field's text points: a mail or phone link, a site or web address, else the action page. */
export function linkTarget(ctx: Context, value: string): string {
  if (/^[^\\s@<>]+@[^\\s@<>]+\\.[a-z]{2,}$/i.test(value)) return 'mailto:' + value;
  if (/^\\+?[\\d\\s().-]{6,}$/.test(value)) return 'tel:' + value.replace(/[^\\d+]/g, '');
  if (value.startsWith('/') || /^https?:\\/\\//i.test(value)) return siteHref(value);
  return actionHref(ctx);
}

export function postHref(post: Post): string {
  return '/blog/' + encodeURIComponent(post.slug);
}

/** Plain text of markdown, shortened at a word boundary: the summary of a post without a description. */
export function excerpt(markdown: string, max = 180): string {
  const plain = markdown
    .replace(/\\[([^\\]]*)\\]\\([^)]*\\)/g, '$1')
    .replace(/<[^>]*>/g, ' ')
    .replace(/^\\s{0,3}(?:#{1,6}|>|[-*+]|\\d+\\.)\\s+/gm, '')
    .replace(/[*_~|]+/g, '')
    .replace(/\\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max);
  return cut.slice(0, Math.max(cut.lastIndexOf(' '), max * 0.6)).trimEnd() + '…';
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

// Raw HTML in a post is shown as text; links and images with a script or data scheme are dropped.
const marked = new Marked({
  gfm: true,
  renderer: {
    html({ text: raw }) {
      return escapeHtml(raw);
    },
    link({ href, title, tokens }) {
      const inner = this.parser.parseInline(tokens);
      const target = siteHref(href);
      if (target === '#') return inner;
      return '<a href="' + escapeHtml(target) + '"' + (title ? ' title="' + escapeHtml(title) + '"' : '') + '>' + inner + '</a>';
    },
    image({ href, text: alt }) {
      const src = href.trim();
      if (!/^https:\\/\\//i.test(src) && !(src.startsWith('/') && !src.startsWith('//'))) return escapeHtml(alt);
      return '<img src="' + escapeHtml(src) + '" alt="' + escapeHtml(alt) + '" loading="lazy" decoding="async">';
    },
  },
});

/** A post body's markdown as HTML that is safe to put in the page. */
export function markdown(value: string): string {
  return marked.parse(value, { async: false });
}
`;

import type { BlogPostContent } from '@themeport/core';
import { escapeHtml } from '../../lib/escape-html.ts';

export { escapeHtml };

const SAFE_SCHEME = /^(https?:|mailto:|tel:)/i;

/**
 * A link as the visitor's browser should see it: site paths ('/about', 'about') rooted at the
 * site's base (/sites/{id}/ on the local host, / on a custom domain), web, mail and phone links
 * kept, anything else (javascript:, data:) made harmless.
 */
export function siteHref(base: string, href: string): string {
  const value = href.trim();
  if (value === '' || value.startsWith('#')) return value || '#';
  if (value.startsWith('//')) return '#';
  if (SAFE_SCHEME.test(value)) return value;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return '#';
  const path = value.startsWith('/') ? value.slice(1) : value;
  return base + path;
}

/** The site-relative path of a request ('/about'), without the base and trailing slash. */
export function normalizePath(path: string): string {
  const trimmed = `/${path.replace(/^\/+/, '')}`.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** Post placeholders of the post page's components: {post.title}, {post.content.body}, {title}. */
export interface PostFields {
  title: string;
  slug: string;
  description: string;
  content: BlogPostContent;
  publishedAt: string;
}

const PLACEHOLDER = /\{(post\.[a-z_.]+|title)\}/gi;

export function hasPlaceholder(text: string): boolean {
  PLACEHOLDER.lastIndex = 0;
  return PLACEHOLDER.test(text);
}

/** Template copy names the site as {site.name}: the live site shows the name its owner gave it. */
export { fillSiteName } from '@themeport/core';

export function fillPlaceholders(text: string, post: PostFields | undefined): string {
  if (post === undefined) return text;
  return text.replace(PLACEHOLDER, (_match, key: string) => {
    if (key.toLowerCase() === 'title') return post.title;
    const path = key.split('.').slice(1);
    if (path.at(-1) === 'publish_date') return formatDate(post.publishedAt);
    let value = lookup(post, path);
    // {post.author} and friends live in the post's content.
    if (value === undefined && path.length === 1) value = lookup(post.content, path);
    if (Array.isArray(value)) return value.join(', ');
    return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  });
}

function lookup(value: unknown, path: string[]): unknown {
  let current = value;
  for (const part of path) {
    current = typeof current === 'object' && current !== null ? (current as Record<string, unknown>)[part] : undefined;
  }
  return current;
}

const DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** 'March 3, 2025' for an ISO date; the text itself when it is not a date. */
export function formatDate(value: string): string {
  const time = Date.parse(value);
  return Number.isNaN(time) ? value : DATE.format(time);
}

/** The yyyy-mm-dd of a <time datetime>, or undefined when the text is not a date. */
export function isoDate(value: string): string | undefined {
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString().slice(0, 10);
}

/** 'Maya Chen' → 'MC'. */
export function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0]!.toUpperCase());
  return letters.join('') || '•';
}

/** Plain text of markdown, shortened at a word boundary: the excerpt of a post without a description. */
export function excerpt(markdown: string, max = 180): string {
  const text = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>/g, ' ')
    .replace(/^\s{0,3}(?:#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/[*_`~|]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max * 0.6)).trimEnd()}…`;
}

/** An HTML comment that cannot be closed early by its text. */
export function htmlComment(text: string): string {
  return `<!-- ${text.replace(/--+/g, '-').replace(/>/g, '&gt;').replace(/</g, '&lt;')} -->`;
}

import type { ComponentContentField, ComponentContentItem } from '@themeport/core';
import { renderMarkdown } from './markdown.ts';
import { nameSite } from './render-brand.ts';
import { escapeHtml, fillPlaceholders, formatDate, isoDate, siteHref } from './render-helpers.ts';
import type { ComponentView, RenderContext } from './render-types.ts';

/** A component's content as stored: named fields, and lists of items (schema v2). */
export type Content = Record<string, unknown>;

/** Lays out one component's content as the inside of its <section>. */
export type Renderer = (content: Content, ctx: RenderContext, component: ComponentView) => string;

export function isField(value: unknown): value is ComponentContentField {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    typeof (value as { value?: unknown }).value === 'string'
  );
}

export function itemsOf(content: Content, key = 'items'): ComponentContentItem[] {
  const items = content[key];
  return Array.isArray(items)
    ? items.filter((item): item is ComponentContentItem => typeof item === 'object' && item !== null)
    : [];
}

/** A field's text with the post placeholders filled in ('' when the field is missing). */
export function text(ctx: RenderContext, content: Content, key: string): string {
  const field = content[key];
  return isField(field) ? fill(ctx, field.value).trim() : '';
}

/** The post placeholders and the site's name (where the copy names the theme) filled into a template text. */
const fill = (ctx: RenderContext, value: string) => nameSite(fillPlaceholders(value, ctx.post), ctx.site);

/** data-field="key" (and data-uid on items) let the visual editor map an element to its content. */
export function fieldAttr(key: string): string {
  return ` data-field="${escapeHtml(key)}"`;
}

/** `<tag data-field=…>text</tag>`, or nothing when the text is empty. */
export function tag(name: string, key: string, value: string, className?: string): string {
  if (value === '') return '';
  const cls = className ? ` class="${className}"` : '';
  return `<${name}${cls}${fieldAttr(key)}>${escapeHtml(value)}</${name}>`;
}

/** A field's classes that mean something without the theme's own CSS (visually hidden headings). */
export function keptClasses(content: Content, key: string, extra = ''): string {
  const field = content[key];
  const hidden = isField(field) && field.cssClasses?.includes('sr-only');
  return [extra, hidden ? 'sr-only' : ''].filter(Boolean).join(' ');
}

/** The page a call to action leads to: Contact if the site has it, else the first page after Home. */
export function actionHref(ctx: RenderContext): string {
  const pages = ctx.site.pages.filter((page) => !page.isDynamic && page.path !== '/');
  const target = pages.find((page) => /contact/i.test(page.path)) ?? pages[0];
  return siteHref(ctx.base, target?.path ?? '/');
}

export function pageHref(ctx: RenderContext, pattern: RegExp): string | undefined {
  const page = ctx.site.pages.find((candidate) => !candidate.isDynamic && pattern.test(candidate.path));
  return page === undefined ? undefined : siteHref(ctx.base, page.path);
}

const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[a-z]{2,}$/i;
const PHONE = /^\+?[\d\s().-]{6,}$/;

/** Where a link field's text points: a mail or phone link, a site or web address, else the action page. */
export function linkTarget(ctx: RenderContext, value: string): string {
  if (EMAIL.test(value)) return `mailto:${value}`;
  if (PHONE.test(value)) return `tel:${value.replace(/[^\d+]/g, '')}`;
  if (value.startsWith('/') || /^https?:\/\//i.test(value)) return siteHref(ctx.base, value);
  return actionHref(ctx);
}

/**
 * An image field's address as the page may load it (img-src allows our origins and https:): an
 * https address; an upload ('/uploads/…', written out on the portal by renderSite); or a path on
 * the site, rooted at its base. Anything else (javascript:, data:, //host) shows nothing.
 */
function imageSrc(ctx: RenderContext, value: string): string | undefined {
  if (/^https:\/\//i.test(value)) return value;
  if (value.startsWith('/uploads/')) return value;
  if (value.startsWith('/') && !value.startsWith('//')) return siteHref(ctx.base, value);
  return undefined;
}

/** One content field by its element type, for components without a layout of their own. */
export function renderField(ctx: RenderContext, key: string, field: ComponentContentField): string {
  const value = fill(ctx, field.value).trim();
  if (value === '') return '';
  const kind = (field.elementType ?? 'p').toLowerCase();
  const attr = fieldAttr(key);
  switch (kind) {
    case 'h1':
    case 'h2':
    case 'h3':
    case 'cite':
    case 'span':
    case 'address':
      return `<${kind}${attr}>${escapeHtml(value)}</${kind}>`;
    case 'a':
      return `<a class="btn btn-primary" href="${escapeHtml(linkTarget(ctx, value))}"${attr}>${escapeHtml(value)}</a>`;
    case 'button':
      return `<button type="button" class="btn btn-primary"${attr}>${escapeHtml(value)}</button>`;
    case 'blockquote':
      return `<blockquote${attr}><p>${escapeHtml(value)}</p></blockquote>`;
    case 'time': {
      const iso = isoDate(value);
      return `<time${iso ? ` datetime="${iso}"` : ''}${attr}>${escapeHtml(formatDate(value))}</time>`;
    }
    case 'article':
      return `<article class="prose"${attr}>${renderMarkdown(value, ctx.base)}</article>`;
    case 'img':
    case 'image':
    case 'picture': {
      const src = imageSrc(ctx, value);
      // The field's alt text when it has one (issue 22); without it the image is decorative.
      const alt = escapeHtml(fill(ctx, field.alt ?? '').trim());
      return src === undefined ? '' : `<img src="${escapeHtml(src)}" alt="${alt}" ${imageLoading(ctx)}${attr}>`;
    }
    default:
      return `<p${attr}>${escapeHtml(value)}</p>`;
  }
}

/** An image field's box (16:9, IMAGE_WIDTH × IMAGE_HEIGHT, cropped to fit by the stylesheet). */
export const IMAGE_WIDTH = 1200;
export const IMAGE_HEIGHT = 675;

/**
 * Size and loading of the page's next image: each reserves its box (no shift when it arrives); the
 * page's first image, likely in the first screen, loads at once with high priority, the rest lazily.
 */
export function imageLoading(ctx: RenderContext): string {
  const images = ctx.images ?? { count: 1 };
  images.count += 1;
  const size = `width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}"`;
  return images.count === 1
    ? `${size} fetchpriority="high" decoding="async"`
    : `${size} loading="lazy" decoding="async"`;
}

/** Every field of a content object in order (items aside), each by its element type. */
export function renderFields(ctx: RenderContext, content: Content, skip: string[] = []): string {
  return Object.entries(content)
    .filter(([key, value]) => key !== 'uid' && !skip.includes(key) && isField(value))
    .map(([key, value]) => renderField(ctx, key, value as ComponentContentField))
    .join('');
}

/** Items as cards; a label with an href becomes a link. */
export function renderItems(ctx: RenderContext, items: ComponentContentItem[]): string {
  if (items.length === 0) return '';
  const cards = items.map((item) => {
    const label = isField(item.label) ? fill(ctx, item.label.value) : '';
    const href = isField(item.href) ? item.href.value : '';
    const body =
      label !== '' && href !== ''
        ? `<a href="${escapeHtml(siteHref(ctx.base, href))}"${fieldAttr('label')}>${escapeHtml(label)}</a>${renderFields(ctx, item, ['label', 'href'])}`
        : renderFields(ctx, item);
    return `<li class="card"${uidAttr(item)}>${body}</li>`;
  });
  return `<ul class="grid">${cards.join('')}</ul>`;
}

export function uidAttr(item: ComponentContentItem): string {
  return typeof item.uid === 'string' ? ` data-uid="${escapeHtml(item.uid)}"` : '';
}

/** A section's heading and optional intro line. */
export const sectionHead = (content: Content, ctx: RenderContext, lead = 'subtitle') => {
  const heading = tag('h2', 'heading', text(ctx, content, 'heading'), keptClasses(content, 'heading'));
  const intro = tag('p', lead, text(ctx, content, lead), 'lead');
  return heading || intro ? `<div class="section-head">${heading}${intro}</div>` : '';
};

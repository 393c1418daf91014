import { isImageContentField, isUuid } from '@themeport/core';

// The Components tab's form is generated from a component's schema v2 content (spec 000 §3):
// which control each field gets, how it is labelled, and what a save sends. Pure, no React.

/** The control a content field is edited with. */
export type FieldKind = 'text' | 'textarea' | 'richText' | 'image' | 'link' | 'url' | 'list' | 'plain' | 'other';

/** A schema v2 content field: the text on the page and where it sits in the theme's markup. */
export interface ContentField {
  value: string;
  elementType?: string;
  matchType?: string;
  href?: string;
  [key: string]: unknown;
}

export interface ContentItem {
  uid: string;
  [key: string]: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isContentField(value: unknown): value is ContentField {
  return isRecord(value) && typeof value.value === 'string';
}

const RICH_ELEMENTS = new Set(['article']);
const RICH_MATCHES = new Set(['html', 'richtext', 'rich-text', 'markdown', 'innerhtml']);
const LONG_ELEMENTS = new Set(['p', 'blockquote', 'address', 'figcaption', 'li', 'div', 'section']);
/** Keys that hold where a link goes ('href', 'ctaHref', 'buttonUrl'). */
const HREF_KEY = /(^|[a-z])(href|url)$/i;
const LONG_TEXT = 80;

/**
 * Which control a content key gets, from its element type, match type and value shape, matching
 * how the live site shows it (site-host render-fields.ts): a list of items; an image; rich text
 * (an 'article' is rendered from markdown); a link with its own href; an address ('href' keys);
 * long text (paragraphs, quotes) in a text area; short text (headings, labels) in an input.
 */
export function fieldKind(key: string, value: unknown): FieldKind {
  if (Array.isArray(value)) return value.every((item) => isRecord(item)) ? 'list' : 'other';
  if (typeof value === 'string') return 'plain';
  if (!isContentField(value)) return 'other';
  const element = (value.elementType ?? '').toLowerCase();
  const match = (value.matchType ?? '').toLowerCase();
  if (isImageContentField(value)) return 'image';
  if (RICH_ELEMENTS.has(element) || RICH_MATCHES.has(match)) return 'richText';
  if (typeof value.href === 'string') return 'link';
  if (HREF_KEY.test(key) || match === 'href') return 'url';
  if (LONG_ELEMENTS.has(element) || value.value.includes('\n') || value.value.length > LONG_TEXT) return 'textarea';
  return 'text';
}

const WORDS: Record<string, string> = { cta: 'CTA', url: 'URL', href: 'link', seo: 'SEO', faq: 'FAQ', id: 'ID' };

/** A label from a content key: 'ctaText' → 'CTA text', 'secondary_label' → 'Secondary label'. */
export function humaniseKey(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => WORDS[word.toLowerCase()] ?? word.toLowerCase());
  if (words.length === 0) return key;
  const [first, ...rest] = words;
  return [first!.charAt(0).toUpperCase() + first!.slice(1), ...rest].join(' ');
}

export const LINK_TEXT = {
  invalid: 'Enter a web address (https://…), a path on the site (/about), an email (mailto:) or a phone (tel:).',
} as const;

/**
 * Where a link may point: a path on the site ('/about', '#main'), a web address, mailto: or tel:.
 * Empty is allowed (the site falls back to its own target); script and data addresses are not.
 */
export function hrefProblem(value: string): string | null {
  const href = value.trim();
  if (href === '') return null;
  if (/\s/.test(href)) return LINK_TEXT.invalid;
  if (/^(\/(?!\/)|#|\?)/.test(href)) return null;
  if (/^mailto:[^@]+@[^@]+$/i.test(href) || /^tel:\+?[\d().-]+$/i.test(href)) return null;
  if (/^https?:\/\//i.test(href)) {
    try {
      return new URL(href).hostname.includes('.') || new URL(href).hostname === 'localhost' ? null : LINK_TEXT.invalid;
    } catch {
      return LINK_TEXT.invalid;
    }
  }
  return LINK_TEXT.invalid;
}

/** A fresh item uid, unique among the list's ('feature-5' after 'feature-4'). */
export function newItemUid(items: readonly ContentItem[]): string {
  // Lists whose uids are UUIDs (the themes' own, spec 001 §5) get another one.
  if (items[0] !== undefined && isUuid(items[0].uid)) return globalThis.crypto.randomUUID();
  const uids = new Set(items.map((item) => item.uid));
  const prefix = items[0]?.uid.replace(/-?\d+$/, '') || 'item';
  for (let n = items.length + 1; ; n += 1) {
    const uid = `${prefix}-${n}`;
    if (!uids.has(uid)) return uid;
  }
}

/** A new item shaped like the list's first: the same fields, their texts empty, a new uid. */
export function newItem(items: readonly ContentItem[]): ContentItem {
  const template = items[0];
  const item: ContentItem = { uid: newItemUid(items) };
  if (!template) {
    item.label = { value: '' };
    return item;
  }
  for (const [key, value] of Object.entries(template)) {
    if (key === 'uid') continue;
    if (isContentField(value))
      item[key] = { ...value, value: '', ...(typeof value.href === 'string' ? { href: '' } : {}) };
    else if (typeof value === 'string') item[key] = '';
  }
  return item;
}

/**
 * The content keys that differ from what was loaded, for a partial update (the API merges key by
 * key; a field object is merged into the stored field, a list replaced whole).
 */
export function changedContent(
  original: Record<string, unknown>,
  draft: Record<string, unknown>,
): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(draft)) {
    if (JSON.stringify(value) === JSON.stringify(original[key])) continue;
    const before = original[key];
    if (isContentField(value) && isContentField(before)) {
      // Only the field's own keys that changed: its element type and classes stay as stored.
      const fieldChanges: Record<string, unknown> = {};
      for (const [name, part] of Object.entries(value))
        if (JSON.stringify(part) !== JSON.stringify(before[name])) fieldChanges[name] = part;
      changes[key] = fieldChanges;
    } else changes[key] = value;
  }
  return changes;
}

/** Every link and address field of the draft that does not point anywhere usable, by path ('items.2.href'). */
export function linkProblems(content: Record<string, unknown>, prefix = ''): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const [key, value] of Object.entries(content)) {
    const path = `${prefix}${key}`;
    const kind = fieldKind(key, value);
    if (kind === 'list')
      (value as Record<string, unknown>[]).forEach((item, index) =>
        Object.assign(problems, linkProblems(item, `${path}.${index}.`)),
      );
    if (kind === 'url' && isContentField(value)) {
      const problem = hrefProblem(value.value);
      if (problem) problems[path] = problem;
    }
    if (kind === 'link' && isContentField(value)) {
      const problem = hrefProblem(value.href ?? '');
      if (problem) problems[`${path}.href`] = problem;
    }
  }
  return problems;
}

// The order fields take on the live page (site-host render-components.ts): the database keeps a
// component's keys in its own order (jsonb: shortest first), so the form puts them back.
const PAGE_ORDER = [
  'logoText',
  'title',
  'heading',
  'name',
  'label',
  'quote',
  'subtitle',
  'body',
  'excerpt',
  'author',
  'role',
  'date',
  'ctaLabel',
  'ctaHref',
  'secondaryLabel',
  'secondaryHref',
  'buttonLabel',
  'buttonHref',
  'submitLabel',
  'successMessage',
  'email',
  'phone',
  'address',
  'copyright',
  'href',
];

/** Content keys in the order the page shows them: known keys first, then the rest as stored, lists last. */
export function orderedEntries(content: Record<string, unknown>): [string, unknown][] {
  const rank = (key: string, value: unknown) => {
    if (fieldKind(key, value) === 'list') return PAGE_ORDER.length + 1;
    const index = PAGE_ORDER.indexOf(key);
    return index === -1 ? PAGE_ORDER.length : index;
  };
  return Object.entries(content)
    .map((entry, index) => ({ entry, index, rank: rank(entry[0], entry[1]) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ entry }) => entry);
}

import type { ComponentChanges } from '../messages.ts';
import { draftChanges, isImageField, isRecord, isTextField, listOf, setFieldValue } from './draft.ts';

// Which of a component's content the in-frame editor offers, and the save it sends: schema v2
// content is named fields `{ value, elementType, … }` and lists of items, each item a set of
// fields with a `uid`. A save names only the fields that changed; a changed item sends its whole
// list, since the API replaces lists whole (docs/api/components.md).

export interface EditableField {
  /** 'title', or 'items.{uid}.label' for a field of a list item. */
  id: string;
  key: string;
  label: string;
  value: string;
  multiline: boolean;
  /** An image field: its value is the image's address. */
  image: boolean;
  list?: { key: string; uid: string; index: number };
}

/** A list of items the panel edits as a whole: add, remove, move, and each item's fields. */
export interface EditableList {
  key: string;
  label: string;
  items: { uid: string; index: number; label: string; fields: EditableField[] }[];
}

const MULTILINE_TYPES = new Set(['p', 'article', 'blockquote', 'textarea']);

/** 'ctaLabel' → 'CTA label', 'secondary_href' → 'Secondary href'. */
export function labelFor(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  const text = words.replace(/\b(cta|url|seo)\b/g, (acronym) => acronym.toUpperCase());
  return text.charAt(0).toUpperCase() + text.slice(1);
}

// The order fields take on the page (as the Components tab puts them back: the database keeps a
// component's keys shortest first): known keys first, then the rest as stored.
const PAGE_ORDER = ['logoText', 'title', 'heading', 'name', 'label', 'quote', 'subtitle', 'body', 'excerpt', 'author'];

function inPageOrder<T>(entries: [string, T][]): [string, T][] {
  const rank = (key: string) => (PAGE_ORDER.includes(key) ? PAGE_ORDER.indexOf(key) : PAGE_ORDER.length);
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => rank(a.entry[0]) - rank(b.entry[0]) || a.index - b.index)
    .map(({ entry }) => entry);
}

const itemLabel = (listKey: string, index: number) => `${labelFor(listKey).replace(/s$/, '')} ${index + 1}`;

function toField(key: string, field: { value: string; elementType?: unknown }, list?: EditableField['list']) {
  const type = typeof field.elementType === 'string' ? field.elementType.toLowerCase() : '';
  const image = isImageField(field);
  const multiline = !image && (MULTILINE_TYPES.has(type) || field.value.length > 80 || field.value.includes('\n'));
  const id = list ? `${list.key}.${list.uid}.${key}` : key;
  const label = list ? `${itemLabel(list.key, list.index)} · ${labelFor(key)}` : labelFor(key);
  return { id, key, label, value: field.value, multiline, image, ...(list ? { list } : {}) } satisfies EditableField;
}

/** The lists of items in a component's data, each item with its text and image fields. */
export function editableLists(data: Record<string, unknown>): EditableList[] {
  const content = isRecord(data.content) ? data.content : {};
  const lists: EditableList[] = [];
  for (const key of Object.keys(content)) {
    const items = listOf(content, key);
    if (!items) continue;
    lists.push({
      key,
      label: labelFor(key),
      items: items
        .filter((item) => typeof item.uid === 'string')
        .map((item, index) => ({
          uid: item.uid,
          index,
          label: itemLabel(key, index),
          fields: inPageOrder(Object.entries(item))
            .filter(([name, value]) => name !== 'uid' && isTextField(value))
            .map(([name, value]) => toField(name, value as { value: string }, { key, uid: item.uid, index })),
        })),
    });
  }
  return lists;
}

/** The text and image fields of a component's data, top-level fields first, then each list item's. */
export function editableFields(data: Record<string, unknown>): EditableField[] {
  const content = isRecord(data.content) ? data.content : {};
  const fields: EditableField[] = [];
  for (const [key, value] of inPageOrder(Object.entries(content))) {
    if (isTextField(value)) fields.push(toField(key, value));
  }
  return [...fields, ...editableLists(data).flatMap((list) => list.items.flatMap((item) => item.fields))];
}

/**
 * The save for a set of edits (field id → new text): only changed fields, `{ key: { value } }`
 * for a field, the whole list with the new texts for a changed item. Null when nothing changed.
 */
export function buildChanges(
  data: Record<string, unknown>,
  edits: ReadonlyMap<string, string>,
): ComponentChanges | null {
  const content = isRecord(data.content) ? data.content : {};
  const draft = structuredClone(content);
  for (const [id, text] of edits) setFieldValue(draft, id, text);
  return draftChanges(content, draft);
}

/** While editing, a click follows a link only with Alt held (spec: navigation is blocked). */
export function clickAction(event: { altKey: boolean; editing: boolean; inComponent: boolean; onLink: boolean }) {
  if (!event.editing || event.altKey) return 'follow' as const;
  if (event.inComponent) return 'open-editor' as const;
  return event.onLink ? ('block' as const) : ('follow' as const);
}

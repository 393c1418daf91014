import type { ComponentChanges } from '../messages.ts';

// The in-frame editor's working copy of a component's content (schema v2): text and image fields
// are `{ value, elementType, … }`, lists are arrays of items with a `uid`. The panel edits the
// copy (field values, and items added, removed or moved); the save names only what differs from
// what was loaded: `{ key: { value } }` for a field, the whole list for a changed list, since the
// API merges fields key by key and replaces lists whole (docs/api/components.md).

export type Content = Record<string, unknown>;
export interface Item {
  uid: string;
  [key: string]: unknown;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isTextField(value: unknown): value is { value: string; elementType?: unknown; matchType?: unknown } {
  return isRecord(value) && typeof value.value === 'string';
}

const IMAGE_ELEMENTS = new Set(['img', 'image', 'picture', 'figure']);
const IMAGE_MATCHES = new Set(['image', 'img', 'src', 'background-image', 'media']);

/** An image field: its element or match type says so (as the content manager's form decides). */
export function isImageField(value: unknown): boolean {
  if (!isTextField(value)) return false;
  const element = typeof value.elementType === 'string' ? value.elementType.toLowerCase() : '';
  const match = typeof value.matchType === 'string' ? value.matchType.toLowerCase() : '';
  return IMAGE_ELEMENTS.has(element) || IMAGE_MATCHES.has(match);
}

export const IMAGE_TEXT = {
  invalid: 'Enter an image address: https://… or a path on the site (/images/photo.jpg).',
} as const;

/** Where an image may come from: a web address or a path on the site; never script or data URLs. */
export function imageUrlProblem(url: string): string | null {
  const value = url.trim();
  if (value === '') return null;
  if (/\s/.test(value)) return IMAGE_TEXT.invalid;
  if (/^\/(?!\/)/.test(value)) return null;
  if (!/^https?:\/\//i.test(value)) return IMAGE_TEXT.invalid;
  try {
    new URL(value);
    return null;
  } catch {
    return IMAGE_TEXT.invalid;
  }
}

/** The items of a list key (entries without a uid are kept but not editable). */
export function listOf(content: Content, key: string): Item[] | null {
  const list = content[key];
  return Array.isArray(list) && list.every(isRecord) ? (list as Item[]) : null;
}

/** Sets a field's value by id: 'title', or 'items.{uid}.label'. False when there is no such field. */
export function setFieldValue(draft: Content, id: string, value: string): boolean {
  const [key, uid, itemKey] = splitId(id);
  const holder = uid === undefined ? draft : listOf(draft, key)?.find((item) => item.uid === uid);
  const name = uid === undefined ? key : itemKey;
  const field = holder && name !== undefined ? holder[name] : undefined;
  if (!holder || name === undefined || !isTextField(field)) return false;
  holder[name] = { ...field, value };
  return true;
}

function splitId(id: string): [string, string?, string?] {
  const parts = id.split('.');
  if (parts.length < 3) return [id];
  return [parts[0]!, parts.slice(1, -1).join('.'), parts[parts.length - 1]!];
}

/** A fresh uid for a list, unique among its items ('feature-5' after 'feature-4'). */
export function newItemUid(items: readonly Item[]): string {
  const uids = new Set(items.map((item) => item.uid));
  const prefix = items.find((item) => typeof item.uid === 'string')?.uid.replace(/-?\d+$/, '') || 'item';
  for (let n = items.length + 1; ; n += 1) {
    const uid = `${prefix}-${n}`;
    if (!uids.has(uid)) return uid;
  }
}

/** Adds an item shaped like the list's first (same fields, empty texts, a new uid). Returns its uid. */
export function addItem(draft: Content, key: string): string | null {
  const items = listOf(draft, key);
  if (!items) return null;
  const template = items[0];
  const item: Item = { uid: newItemUid(items) };
  if (!template) item.label = { value: '' };
  for (const [name, value] of Object.entries(template ?? {})) {
    if (name !== 'uid' && isTextField(value)) item[name] = { ...value, value: '' };
  }
  draft[key] = [...items, item];
  return item.uid;
}

export function removeItem(draft: Content, key: string, uid: string): boolean {
  const items = listOf(draft, key);
  if (!items?.some((item) => item.uid === uid)) return false;
  draft[key] = items.filter((item) => item.uid !== uid);
  return true;
}

/** Moves an item one place up (-1) or down (+1); false at either end. */
export function moveItem(draft: Content, key: string, uid: string, delta: -1 | 1): boolean {
  const items = listOf(draft, key);
  const from = items?.findIndex((item) => item.uid === uid) ?? -1;
  const to = from + delta;
  if (!items || from === -1 || to < 0 || to >= items.length) return false;
  const next = [...items];
  [next[from], next[to]] = [next[to]!, next[from]!];
  draft[key] = next;
  return true;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The save for a draft: the content keys that differ from the original. A field sends only its
 * changed parts (`{ value }`, so its element type and classes stay as stored); a list is sent
 * whole. Null when nothing differs.
 */
export function draftChanges(original: Content, draft: Content): ComponentChanges | null {
  const changed: Content = {};
  for (const [key, value] of Object.entries(draft)) {
    const before = original[key];
    if (same(value, before)) continue;
    if (isTextField(value) && isTextField(before)) {
      changed[key] = Object.fromEntries(
        Object.entries(value).filter(([name, part]) => !same(part, (before as Record<string, unknown>)[name])),
      );
    } else if (Array.isArray(value)) changed[key] = structuredClone(value);
  }
  return Object.keys(changed).length > 0 ? { content: changed } : null;
}

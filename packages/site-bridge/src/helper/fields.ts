import type { ComponentChanges } from '../messages.ts';

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
  list?: { key: string; uid: string; index: number };
}

type Fields = Record<string, unknown>;

function isRecord(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isTextField(value: unknown): value is { value: string; elementType?: unknown } {
  return isRecord(value) && typeof value.value === 'string';
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

function toField(key: string, field: { value: string; elementType?: unknown }, list?: EditableField['list']) {
  const type = typeof field.elementType === 'string' ? field.elementType.toLowerCase() : '';
  const multiline = MULTILINE_TYPES.has(type) || field.value.length > 80 || field.value.includes('\n');
  const id = list ? `${list.key}.${list.uid}.${key}` : key;
  const label = list ? `${labelFor(list.key).replace(/s$/, '')} ${list.index + 1} · ${labelFor(key)}` : labelFor(key);
  return { id, key, label, value: field.value, multiline, ...(list ? { list } : {}) } satisfies EditableField;
}

/** The text fields of a component's data, top-level fields first, then each list item's. */
export function editableFields(data: Record<string, unknown>): EditableField[] {
  const content = isRecord(data.content) ? data.content : {};
  const fields: EditableField[] = [];
  const lists: EditableField[] = [];
  for (const [key, value] of Object.entries(content)) {
    if (isTextField(value)) fields.push(toField(key, value));
    else if (Array.isArray(value)) {
      value.forEach((item, index) => {
        if (!isRecord(item) || typeof item.uid !== 'string') return;
        for (const [itemKey, itemValue] of Object.entries(item)) {
          if (itemKey !== 'uid' && isTextField(itemValue)) {
            lists.push(toField(itemKey, itemValue, { key, uid: item.uid, index }));
          }
        }
      });
    }
  }
  return [...fields, ...lists];
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
  const byId = new Map(editableFields(data).map((field) => [field.id, field]));
  const changed: Fields = {};
  for (const [id, text] of edits) {
    const field = byId.get(id);
    if (!field || field.value === text) continue;
    if (!field.list) {
      changed[field.key] = { value: text };
      continue;
    }
    const { key, uid } = field.list;
    const list = (Array.isArray(changed[key]) ? changed[key] : structuredClone(content[key])) as Fields[];
    const item = list.find((entry) => isRecord(entry) && entry.uid === uid);
    const itemField = item?.[field.key];
    if (item && isRecord(itemField)) item[field.key] = { ...itemField, value: text };
    changed[key] = list;
  }
  return Object.keys(changed).length > 0 ? { content: changed } : null;
}

/** While editing, a click follows a link only with Alt held (spec: navigation is blocked). */
export function clickAction(event: { altKey: boolean; editing: boolean; inComponent: boolean; onLink: boolean }) {
  if (!event.editing || event.altKey) return 'follow' as const;
  if (event.inComponent) return 'open-editor' as const;
  return event.onLink ? ('block' as const) : ('follow' as const);
}

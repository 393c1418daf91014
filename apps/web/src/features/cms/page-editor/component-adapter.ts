import type { ComponentInstance, ComponentListResponse } from '@themeport/core';
import type { ComponentAdapter, ComponentChanges, ComponentData } from '@themeport/site-bridge';
import { apiGet, apiSend } from '@/lib/api';
import { sitePath } from '../api';

// The bridge's component adapter over the component data service (docs/api/components.md): the
// frame's saves persist (the API merges key by key, checks schema v2 and bumps the version).

/** What a save changed and what it replaced, so Undo can put it back. */
export interface SaveRecord {
  componentId: string;
  changes: ComponentChanges;
  previous: ComponentChanges;
}

const SECTIONS = ['content', 'settings', 'meta'] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The stored values of the keys a save names (keys the component did not have are left out). */
export function previousValues(data: Record<string, unknown>, changes: ComponentChanges): ComponentChanges {
  const previous: ComponentChanges = {};
  for (const section of SECTIONS) {
    const changed = changes[section];
    const stored = data[section];
    if (!changed || !isRecord(stored)) continue;
    const kept = Object.fromEntries(
      Object.keys(changed)
        .filter((key) => key in stored)
        .map((key) => [key, stored[key]]),
    );
    if (Object.keys(kept).length > 0) previous[section] = structuredClone(kept);
  }
  return previous;
}

/** spec 000 §5: the element id matches the component's id, else its slug, else its type. */
export function findComponent(components: readonly ComponentInstance[], elementId: string): ComponentInstance | null {
  return (
    components.find((component) => component.id === elementId) ??
    components.find((component) => component.slug === elementId) ??
    components.find((component) => component.componentType === elementId) ??
    null
  );
}

export function toComponentData(component: ComponentInstance): ComponentData {
  return {
    id: component.id,
    slug: component.slug,
    component_type: component.componentType,
    type: component.componentType,
    data: component.data,
  };
}

export function createComponentAdapter(
  accountId: string,
  slotId: string,
  onSaved: (record: SaveRecord) => void,
): ComponentAdapter & { restore(record: SaveRecord): Promise<void> } {
  const base = `${sitePath(accountId, slotId)}/components`;
  const one = (id: string) => `${base}/${encodeURIComponent(id)}`;

  async function patch(componentId: string, changes: ComponentChanges) {
    return apiSend<ComponentInstance>('PATCH', one(componentId), { data: changes });
  }

  return {
    async findByElementId(elementId) {
      const { components } = await apiGet<ComponentListResponse>(base);
      const found = findComponent(components, elementId);
      return found ? toComponentData(found) : null;
    },
    async save(componentId, changes) {
      const current = await apiGet<ComponentInstance>(one(componentId));
      const previous = previousValues(current.data, changes);
      await patch(componentId, changes);
      onSaved({ componentId, changes, previous });
    },
    /** Undo: the replaced values go back through the same partial update (a new version). */
    async restore(record) {
      await patch(record.componentId, record.previous);
    },
  };
}

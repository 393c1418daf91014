import type { ComponentInstance } from '@themeport/core';
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { useComponentTemplates } from './api';

/**
 * The theme's component types, one per type: the page's own template where the theme has one
 * (its default text fits the page), else the first.
 */
export function componentTypes(templates: ComponentInstance[], pagePath: string): ComponentInstance[] {
  const byType = new Map<string, ComponentInstance>();
  for (const template of templates) {
    const current = byType.get(template.componentType);
    if (!current || (current.pagePath !== pagePath && template.pagePath === pagePath))
      byType.set(template.componentType, template);
  }
  return [...byType.values()].sort((a, b) => a.componentName.localeCompare(b.componentName));
}

/** Add: one of the theme's component types, placed at the end of the page. */
export function AddComponent({
  accountId,
  slotId,
  pagePath,
  isBusy,
  onAdd,
}: {
  accountId: string;
  slotId: string;
  pagePath: string;
  isBusy: boolean;
  onAdd: (template: ComponentInstance) => void;
}) {
  const id = useId();
  const templates = useComponentTemplates(accountId, slotId, true);
  const types = componentTypes(templates.data ?? [], pagePath);
  const [chosen, setChosen] = useState('');
  const template = types.find((type) => type.id === chosen) ?? types[0];

  return (
    <div className="flex items-end gap-2">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id} className="text-[13px] font-medium">
          Component type
        </label>
        <Select
          id={id}
          className="w-52"
          value={template?.id ?? ''}
          onChange={(event) => setChosen(event.target.value)}
          disabled={types.length === 0}
        >
          {templates.isPending ? <option value="">Loading…</option> : null}
          {templates.isError ? <option value="">Could not load the types</option> : null}
          {templates.isSuccess && types.length === 0 ? <option value="">The theme has none</option> : null}
          {types.map((type) => (
            <option key={type.id} value={type.id}>
              {type.componentName}
            </option>
          ))}
        </Select>
      </div>
      <Button onClick={() => template && onAdd(template)} disabled={!template || isBusy}>
        <Plus aria-hidden="true" />
        {isBusy ? 'Adding…' : 'Add'}
      </Button>
    </div>
  );
}

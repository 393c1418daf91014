import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FieldControl } from './field-control';
import { type ContentItem, fieldKind, humaniseKey, newItem, orderedEntries } from './field-kinds';

/**
 * A list of items (schema v2 content items, each with a uid): edit each item's fields, add one
 * (shaped like the first, with a new uid), remove one, move one up or down.
 */
export function ListField({
  accountId,
  formId,
  path,
  label,
  items,
  onChange,
  disabled,
  errors,
}: {
  accountId: string;
  formId: string;
  path: string;
  label: string;
  items: ContentItem[];
  onChange: (items: ContentItem[]) => void;
  disabled: boolean;
  errors: Readonly<Record<string, string>>;
}) {
  const singular = label.replace(/s$/, '') || 'Item';
  const move = (from: number, to: number) => {
    const next = [...items];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    onChange(next);
  };
  const setItem = (index: number, item: ContentItem) => onChange(items.map((old, i) => (i === index ? item : old)));

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-[13px] font-medium">
        {label} <span className="font-normal text-muted-foreground">({items.length})</span>
      </legend>
      {items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-input px-4 py-3 text-sm text-muted-foreground">
          No items yet.
        </p>
      ) : null}
      <ol className="flex flex-col gap-3">
        {items.map((item, index) => {
          const name = `${singular} ${index + 1}`;
          return (
            <li key={item.uid} className="rounded-lg border border-border bg-muted/40 p-3" aria-label={name}>
              <div className="mb-2 flex items-center justify-between gap-2">
                <span className="text-xs font-medium text-muted-foreground">{name}</span>
                {disabled ? null : (
                  <div className="flex gap-1">
                    <Button
                      variant="ghost"
                      size="sm"
                      className="size-8 px-0"
                      aria-label={`Move ${name} up`}
                      disabled={index === 0}
                      onClick={() => move(index, index - 1)}
                    >
                      <ArrowUp aria-hidden="true" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      className="size-8 px-0"
                      aria-label={`Move ${name} down`}
                      disabled={index === items.length - 1}
                      onClick={() => move(index, index + 1)}
                    >
                      <ArrowDown aria-hidden="true" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      className="size-8 px-0 text-danger hover:text-danger"
                      aria-label={`Remove ${name}`}
                      onClick={() => onChange(items.filter((_, i) => i !== index))}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                )}
              </div>
              <div className="grid gap-3 sm:grid-cols-2">
                {orderedEntries(item)
                  .filter(([key]) => key !== 'uid')
                  .map(([key, value]) => {
                    const kind = fieldKind(key, value);
                    return (
                      <div
                        key={key}
                        className={kind === 'textarea' || kind === 'richText' ? 'sm:col-span-2' : undefined}
                      >
                        <FieldControl
                          accountId={accountId}
                          formId={formId}
                          path={`${path}.${index}.${key}`}
                          label={humaniseKey(key)}
                          kind={kind === 'list' ? 'other' : kind}
                          value={value}
                          onChange={(next) => setItem(index, { ...item, [key]: next })}
                          disabled={disabled}
                          errors={errors}
                        />
                      </div>
                    );
                  })}
              </div>
            </li>
          );
        })}
      </ol>
      {disabled ? null : (
        <Button variant="outline" size="sm" className="self-start" onClick={() => onChange([...items, newItem(items)])}>
          <Plus aria-hidden="true" />
          Add {singular.toLowerCase()}
        </Button>
      )}
    </fieldset>
  );
}

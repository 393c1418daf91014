import { contentImageProblems, type ComponentInstance } from '@themeport/core';
import { RotateCcw, Save } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ApiRequestError } from '@/lib/api';
import { failureMessage } from '../messages';
import { useStatus } from '../status-line';
import { useTrackUnsaved } from '../unsaved-changes';
import { useSaveComponent } from './api';
import { FieldControl } from './field-control';
import { type ContentItem, changedContent, fieldKind, humaniseKey, linkProblems, orderedEntries } from './field-kinds';
import { ListField } from './list-field';

type Content = Record<string, unknown>;

export function contentOf(component: ComponentInstance): Content {
  const content = (component.data as { content?: unknown }).content;
  return typeof content === 'object' && content !== null && !Array.isArray(content) ? (content as Content) : {};
}

/**
 * The form generated from a component's content fields (spec 000 §3 schema v2). Edits stay here
 * until saved, registered as unsaved (the header's Save Changes saves them too); a save sends only
 * the changed keys, which the API merges into the stored data key by key.
 */
export function ComponentForm({
  accountId,
  slotId,
  component,
  canEdit,
}: {
  accountId: string;
  slotId: string;
  component: ComponentInstance;
  canEdit: boolean;
}) {
  const stored = contentOf(component);
  const [draft, setDraft] = useState<Content | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formId = useId();
  const save = useSaveComponent(accountId, slotId);
  const status = useStatus();
  const content = draft ?? stored;
  const changes = draft ? changedContent(stored, draft) : {};
  const isDirty = Object.keys(changes).length > 0;
  const name = component.componentName;

  const saveEdits = async () => {
    // Image addresses by the server's rule; only new ones, as the server checks them.
    const problems = { ...linkProblems(content), ...contentImageProblems(content, stored) };
    setErrors(problems);
    if (Object.keys(problems).length > 0)
      // An ApiRequestError, so the header's Save Changes shows these words too.
      throw new ApiRequestError({
        message: `${name}: ${Object.values(problems)[0]}`,
        code: 'VALIDATION_ERROR',
        status: 400,
      });
    await save.mutateAsync({ id: component.id, data: { content: changedContent(stored, content) } });
    setDraft(null);
  };

  useTrackUnsaved(`component:${component.id}`, canEdit && isDirty, { label: `Component “${name}”`, save: saveEdits });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await saveEdits();
      status.say(`“${name}” saved.`);
    } catch (error) {
      status.fail(failureMessage(error, error instanceof Error ? error.message : 'Failed to update component'));
      focusFirstError(event.currentTarget as HTMLFormElement);
    }
  };

  const setField = (key: string, value: unknown) => setDraft({ ...content, [key]: value });
  const entries = orderedEntries(content);

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label={`Edit ${name}`}
      className="flex flex-col gap-4"
    >
      {entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">This component has no content fields to edit.</p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {entries.map(([key, value]) => {
          const kind = fieldKind(key, value);
          const wide =
            kind === 'list' || kind === 'richText' || kind === 'textarea' || kind === 'link' || kind === 'other';
          return (
            <div key={key} className={wide ? 'sm:col-span-2' : undefined}>
              {kind === 'list' ? (
                <ListField
                  accountId={accountId}
                  formId={formId}
                  path={key}
                  label={humaniseKey(key)}
                  items={value as ContentItem[]}
                  onChange={(items) => setField(key, items)}
                  disabled={!canEdit}
                  errors={errors}
                />
              ) : (
                <FieldControl
                  accountId={accountId}
                  formId={formId}
                  path={key}
                  label={humaniseKey(key)}
                  kind={kind}
                  value={value}
                  onChange={(next) => setField(key, next)}
                  disabled={!canEdit}
                  errors={errors}
                />
              )}
            </div>
          );
        })}
      </div>
      {canEdit ? (
        <div className="flex flex-wrap items-center justify-end gap-2 border-t border-border pt-4">
          {isDirty ? <span className="mr-auto text-[13px] text-muted-foreground">Unsaved changes</span> : null}
          <Button
            variant="outline"
            size="sm"
            disabled={!isDirty || save.isPending}
            onClick={() => {
              setDraft(null);
              setErrors({});
            }}
          >
            <RotateCcw aria-hidden="true" />
            Reset
          </Button>
          <Button type="submit" size="sm" disabled={!isDirty || save.isPending}>
            <Save aria-hidden="true" />
            {save.isPending ? 'Saving…' : 'Save'}
          </Button>
        </div>
      ) : null}
    </form>
  );
}

function focusFirstError(form: HTMLFormElement) {
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

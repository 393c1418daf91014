import { EMAIL_LOG_TEXT, EMAIL_TEMPLATE_NAME_MAX_LENGTH, type EmailTemplate } from '@themeport/core';
import { useId, useState, type FormEvent } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ErrorState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { parseApiError } from '@/lib/api';
import { useDeleteTemplate, useEmailTemplates, useSaveTemplate } from './email-api';
import { MessageFields } from './message-fields';

const EMPTY = { name: '', subject: '', body: '' };

/** spec 001 §3 Email template: the templates of Create Email's chooser, listed newest first; add, edit, delete. */
export function TemplatesDialog({ onClose, say }: { onClose: () => void; say: (text: string) => void }) {
  const templates = useEmailTemplates();
  const save = useSaveTemplate();
  const remove = useDeleteTemplate();
  const [editing, setEditing] = useState<EmailTemplate | null>(null);
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<EmailTemplate | null>(null);
  const id = useId();
  const set = (key: keyof typeof EMPTY, value: string) => setForm((current) => ({ ...current, [key]: value }));

  const startEdit = (template: EmailTemplate | null) => {
    setEditing(template);
    setForm(template ? { name: template.name, subject: template.subject, body: template.body } : EMPTY);
    setErrors({});
    setFailure(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    save.mutate(
      { id: editing?.id, ...form },
      {
        onSuccess: () => {
          say(editing ? EMAIL_LOG_TEXT.templateUpdated : EMAIL_LOG_TEXT.templateCreated);
          startEdit(null);
        },
        onError: (error) => {
          const parsed = parseApiError(error);
          setErrors(parsed.fields ?? {});
          setFailure(parsed.message);
        },
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[90vh] max-w-2xl overflow-y-auto">
        <DialogTitle>Email templates</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-muted-foreground">
          What Create Email can start from. Choosing one fills the subject and the body.
        </DialogDescription>
        {templates.isError ? (
          <ErrorState layout="inline" message={parseApiError(templates.error).message} retry={templates} />
        ) : templates.isPending ? (
          <Skeleton className="mt-4 h-24 rounded-lg" aria-label="Loading templates" />
        ) : templates.data.length === 0 ? (
          <p className="mt-4 text-sm text-muted-foreground">No templates yet. Add the first one below.</p>
        ) : (
          <ul aria-label="Templates" className="mt-4 divide-y divide-border rounded-lg border border-border">
            {templates.data.map((template) => (
              <li key={template.id} className="flex items-center justify-between gap-3 px-3 py-2.5">
                <div className="min-w-0">
                  <p className="truncate text-sm font-medium">{template.name}</p>
                  <p className="truncate text-xs text-muted-foreground">{template.subject}</p>
                </div>
                <div className="flex shrink-0 gap-1">
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    onClick={() => startEdit(template)}
                    aria-label={`Edit ${template.name}`}
                  >
                    Edit
                  </Button>
                  <Button
                    type="button"
                    size="sm"
                    variant="ghost"
                    className="text-danger"
                    onClick={() => setDeleting(template)}
                    aria-label={`Delete ${template.name}`}
                  >
                    Delete
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}

        <form
          noValidate
          onSubmit={submit}
          aria-labelledby={`${id}-form`}
          className="mt-6 flex flex-col gap-4 border-t border-border pt-5"
        >
          <h3 id={`${id}-form`} className="text-sm font-semibold">
            {editing ? `Edit ${editing.name}` : 'Add template'}
          </h3>
          <Field id={`${id}-name`} label="Name" error={errors.name}>
            <Input
              id={`${id}-name`}
              value={form.name}
              maxLength={EMAIL_TEMPLATE_NAME_MAX_LENGTH}
              onChange={(event) => set('name', event.target.value)}
              required
            />
          </Field>
          <MessageFields id={id} subject={form.subject} body={form.body} errors={errors} rows={6} onChange={set} />
          {failure ? (
            <p role="alert" className="text-sm text-danger">
              {failure}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            {editing ? (
              <Button type="button" variant="outline" onClick={() => startEdit(null)}>
                Cancel edit
              </Button>
            ) : null}
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : editing ? 'Save template' : 'Add template'}
            </Button>
          </div>
        </form>

        <ConfirmDialog
          open={deleting !== null}
          title={deleting ? `Delete ${deleting.name}?` : ''}
          description={EMAIL_LOG_TEXT.templateDeleteConfirm}
          confirmLabel="Delete"
          busyLabel="Deleting…"
          isBusy={remove.isPending}
          error={remove.isError ? parseApiError(remove.error).message : null}
          isDestructive
          onCancel={() => {
            setDeleting(null);
            remove.reset();
          }}
          onConfirm={() =>
            deleting &&
            remove.mutate(deleting.id, {
              onSuccess: () => {
                say(EMAIL_LOG_TEXT.templateDeleted);
                if (editing?.id === deleting.id) startEdit(null);
                setDeleting(null);
              },
            })
          }
        />
      </DialogContent>
    </Dialog>
  );
}

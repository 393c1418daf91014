import { EMAIL_LOG_TEXT } from '@themeport/core';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { parseApiError } from '@/lib/api';
import { useCreateEmail, useEmailTemplates } from './email-api';
import { MessageFields } from './message-fields';

/**
 * spec 001 §2.10 Create Email: an optional template (choosing one fills Subject and Body), To,
 * Subject and Body. The server logs it as manual and pending and sends it at once (§4).
 */
export function CreateEmailDialog({ onClose, say }: { onClose: () => void; say: (text: string) => void }) {
  const templates = useEmailTemplates();
  const create = useCreateEmail();
  const [form, setForm] = useState({ templateId: '', to: '', subject: '', body: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failed, setFailed] = useState(false);
  const id = useId();
  const set = (key: keyof typeof form, value: string) => setForm((current) => ({ ...current, [key]: value }));

  const chooseTemplate = (templateId: string) => {
    const template = templates.data?.find((item) => item.id === templateId);
    setForm((current) =>
      template
        ? { ...current, templateId, subject: template.subject, body: template.body }
        : { ...current, templateId },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailed(false);
    setErrors({});
    create.mutate(
      { to: form.to, subject: form.subject, body: form.body, templateId: form.templateId || null },
      {
        onSuccess: (log) => {
          say(log.status === 'failed' ? `Error: ${EMAIL_LOG_TEXT.sendFailed(log.error ?? '')}` : EMAIL_LOG_TEXT.sent);
          onClose();
        },
        onError: (error) => {
          setErrors(parseApiError(error).fields ?? {});
          setFailed(true);
          say(`Error: ${EMAIL_LOG_TEXT.createFailed}`);
        },
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-xl">
        <DialogTitle>Create Email</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-muted-foreground">
          Sent at once; the Email Logs show whether it went out.
        </DialogDescription>
        <form noValidate onSubmit={submit} className="mt-5 flex flex-col gap-4">
          <Field id={`${id}-template`} label="Template" error={errors.templateId}>
            <Select
              id={`${id}-template`}
              value={form.templateId}
              onChange={(event) => chooseTemplate(event.target.value)}
              disabled={!templates.data}
            >
              <option value="">No template</option>
              {templates.data?.map((template) => (
                <option key={template.id} value={template.id}>
                  {template.name}
                </option>
              ))}
            </Select>
          </Field>
          <Field id={`${id}-to`} label="To" error={errors.to}>
            <Input
              id={`${id}-to`}
              type="email"
              autoComplete="off"
              value={form.to}
              onChange={(event) => set('to', event.target.value)}
              required
            />
          </Field>
          <MessageFields id={id} subject={form.subject} body={form.body} errors={errors} rows={8} onChange={set} />
          {failed ? (
            <p role="alert" className="text-sm text-danger">
              {EMAIL_LOG_TEXT.createFailed}
            </p>
          ) : null}
          <div className="mt-2 flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Sending…' : 'Send Email'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

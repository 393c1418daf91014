import {
  CONTACT_COMPANY_MAX,
  CONTACT_MESSAGE_MAX,
  CONTACT_NAME_MAX,
  CONTACT_TEXT,
  contactSalesSchema,
} from '@themeport/core';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { fieldClass, Input } from '@/components/ui/input';
import { apiSend, parseApiError } from '@/lib/api';
import { useForm } from '@/lib/use-form';
import { cn } from '@/lib/utils';

/** The 'Contact Sales' form, loaded with its dialog. Same schema as the route: contactSalesSchema. */
export default function ContactSalesForm({ onSent }: { onSent: () => void }) {
  const form = useForm(contactSalesSchema, { name: '', email: '', company: '', message: '' });
  // A plain request rather than a query mutation: nothing is cached, and importing TanStack Query
  // here made the bundler split it out of the index chunk into an extra request on every page.
  const [isSending, setIsSending] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (data) => {
    setServerError(null);
    setIsSending(true);
    try {
      await apiSend<{ ok: true }>('POST', '/api/contact-sales', data);
      onSent();
    } catch (error) {
      setIsSending(false);
      const parsed = parseApiError(error);
      if (parsed.status === 400 && form.showServerErrors(parsed.fields)) return;
      // The server's words when it refused for a reason (e.g. too many messages), else the generic text.
      setServerError(parsed.status >= 400 && parsed.status < 500 ? parsed.message : CONTACT_TEXT.sendFailed);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="mt-5 flex flex-col gap-4">
      {serverError ? <Alert>{serverError}</Alert> : null}
      <Field id={form.idOf('name')} label="Name" error={form.errors.name}>
        <Input {...form.textProps('name')} autoComplete="name" maxLength={CONTACT_NAME_MAX} />
      </Field>
      <Field id={form.idOf('email')} label="Email" error={form.errors.email}>
        <Input {...form.textProps('email')} type="email" autoComplete="email" inputMode="email" />
      </Field>
      <Field id={form.idOf('company')} label="Company (optional)" error={form.errors.company}>
        <Input {...form.textProps('company')} autoComplete="organization" maxLength={CONTACT_COMPANY_MAX} />
      </Field>
      <Field id={form.idOf('message')} label="How can we help?" error={form.errors.message}>
        <textarea
          {...form.textProps('message')}
          onChange={(event) => form.setValue('message', event.target.value)}
          rows={5}
          maxLength={CONTACT_MESSAGE_MAX}
          className={cn(fieldClass, 'h-auto min-h-32 py-2 leading-6')}
        />
      </Field>
      <Button type="submit" disabled={isSending} className="self-end">
        {isSending ? CONTACT_TEXT.submitting : CONTACT_TEXT.submit}
      </Button>
    </form>
  );
}

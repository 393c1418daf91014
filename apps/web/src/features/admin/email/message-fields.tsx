import { EMAIL_BODY_MAX_LENGTH, EMAIL_SUBJECT_MAX_LENGTH } from '@themeport/core';
import { Field } from '@/components/ui/field';
import { Input, fieldClass } from '@/components/ui/input';
import { cn } from '@/lib/utils';

/** The Subject and Body of an e-mail or a template, with the server's field messages. */
export function MessageFields({
  id,
  subject,
  body,
  errors,
  rows,
  onChange,
}: {
  id: string;
  subject: string;
  body: string;
  errors: Record<string, string>;
  rows: number;
  onChange: (key: 'subject' | 'body', value: string) => void;
}) {
  return (
    <>
      <Field id={`${id}-subject`} label="Subject" error={errors.subject}>
        <Input
          id={`${id}-subject`}
          value={subject}
          maxLength={EMAIL_SUBJECT_MAX_LENGTH}
          onChange={(event) => onChange('subject', event.target.value)}
          required
        />
      </Field>
      <Field id={`${id}-body`} label="Body" error={errors.body}>
        <textarea
          id={`${id}-body`}
          value={body}
          maxLength={EMAIL_BODY_MAX_LENGTH}
          onChange={(event) => onChange('body', event.target.value)}
          rows={rows}
          required
          className={cn(fieldClass, 'h-auto py-2 leading-6')}
        />
      </Field>
    </>
  );
}

import type { ComponentProps } from 'react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

type NameField = 'firstName' | 'lastName';

/** What the fields need of a form from useForm() whose values include first and last name. */
interface NameFieldsForm {
  idOf(name: NameField): string;
  errors: Partial<Record<NameField, string>>;
  textProps(name: NameField): ComponentProps<typeof Input>;
}

/** First and last name side by side, as sign-up and the onboarding profile ask for them. */
export function NameFields({ form }: { form: NameFieldsForm }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id={form.idOf('firstName')} label="First name" error={form.errors.firstName}>
        <Input {...form.textProps('firstName')} autoComplete="given-name" />
      </Field>
      <Field id={form.idOf('lastName')} label="Last name" error={form.errors.lastName}>
        <Input {...form.textProps('lastName')} autoComplete="family-name" />
      </Field>
    </div>
  );
}

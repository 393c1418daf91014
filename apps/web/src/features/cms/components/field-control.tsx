import { Field } from '@/components/ui/field';
import { Input, fieldClass } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { ImageField } from '../media/image-field';
import { type ContentField, type FieldKind, isContentField } from './field-kinds';
import { RichTextField } from './rich-text-field';

export interface FieldControlProps {
  accountId: string;
  /** Unique per form, so two open forms never share an element id. */
  formId: string;
  /** The field's path in the form ('title', 'items.2.href'): its id and the key of its error. */
  path: string;
  label: string;
  kind: Exclude<FieldKind, 'list'>;
  value: unknown;
  onChange: (value: unknown) => void;
  disabled: boolean;
  errors: Readonly<Record<string, string>>;
}

const domId = (formId: string, path: string) => `${formId}-${path.replace(/[^A-Za-z0-9_-]/g, '-')}`;

/** One content field's control, chosen by fieldKind; a field object keeps its other keys as they were. */
export function FieldControl({
  accountId,
  formId,
  path,
  label,
  kind,
  value,
  onChange,
  disabled,
  errors,
}: FieldControlProps) {
  const id = domId(formId, path);
  const field = isContentField(value) ? value : null;
  const setValue = (text: string) => onChange(field ? { ...field, value: text } : text);
  const text = field ? field.value : typeof value === 'string' ? value : '';
  const error = errors[path];
  const described = error ? `${id}-error` : undefined;

  switch (kind) {
    case 'text':
    case 'plain':
    case 'url':
      return (
        <Field id={id} label={label} error={error}>
          <Input
            id={id}
            value={text}
            onChange={(event) => setValue(event.target.value)}
            readOnly={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={described}
            inputMode={kind === 'url' ? 'url' : undefined}
            placeholder={kind === 'url' ? '/contact or https://…' : undefined}
          />
        </Field>
      );
    case 'textarea':
      return (
        <Field id={id} label={label} error={error}>
          <textarea
            id={id}
            value={text}
            onChange={(event) => setValue(event.target.value)}
            readOnly={disabled}
            rows={3}
            className={cn(fieldClass, 'h-auto min-h-20 py-2 leading-6')}
          />
        </Field>
      );
    case 'richText':
      return (
        <RichTextField
          accountId={accountId}
          id={id}
          label={label}
          value={text}
          onChange={setValue}
          disabled={disabled}
        />
      );
    case 'image':
      return (
        <ImageField
          accountId={accountId}
          label={label}
          value={text}
          onChange={setValue}
          disabled={disabled}
          error={error}
        />
      );
    case 'link':
      return (
        <LinkControl
          id={id}
          path={path}
          label={label}
          field={field!}
          onChange={onChange}
          disabled={disabled}
          errors={errors}
        />
      );
    default:
      return (
        <Field id={id} label={label} hint="This value has no form control yet; it is kept as it is.">
          <pre
            id={id}
            className="max-h-32 overflow-auto rounded-lg border border-border bg-muted px-3 py-2 font-mono text-xs"
          >
            {JSON.stringify(value, null, 2)}
          </pre>
        </Field>
      );
  }
}

function LinkControl({
  id,
  path,
  label,
  field,
  onChange,
  disabled,
  errors,
}: {
  id: string;
  path: string;
  label: string;
  field: ContentField;
  onChange: (value: unknown) => void;
  disabled: boolean;
  errors: Readonly<Record<string, string>>;
}) {
  const hrefError = errors[`${path}.href`];
  return (
    <fieldset className="grid gap-3 rounded-lg border border-border p-3 sm:grid-cols-2">
      <legend className="px-1 text-[13px] font-medium">{label}</legend>
      <Field id={`${id}-text`} label="Text">
        <Input
          id={`${id}-text`}
          value={field.value}
          onChange={(event) => onChange({ ...field, value: event.target.value })}
          readOnly={disabled}
        />
      </Field>
      <Field id={`${id}-href`} label="Link" error={hrefError}>
        <Input
          id={`${id}-href`}
          value={field.href ?? ''}
          onChange={(event) => onChange({ ...field, href: event.target.value })}
          readOnly={disabled}
          inputMode="url"
          placeholder="/contact or https://…"
          aria-invalid={hrefError ? true : undefined}
          aria-describedby={hrefError ? `${id}-href-error` : undefined}
        />
      </Field>
    </fieldset>
  );
}

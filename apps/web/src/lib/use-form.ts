import { type ChangeEvent, type FormEvent, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** What the form needs of a zod schema from @themeport/core (no zod import in the web app). */
export interface FormSchema<Out> {
  safeParse(value: unknown): { success: true; data: Out } | { success: false; error: { issues: readonly Issue[] } };
}

type FormValues = Record<string, string | boolean>;
export type FieldErrors<V> = Partial<Record<keyof V & string, string>>;

function issuesByField<V>(issues: readonly Issue[]): FieldErrors<V> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !(key in errors)) errors[key] = issue.message;
  }
  return errors as FieldErrors<V>;
}

/**
 * A controlled form validated by a core schema on blur and on submit: messages under the fields,
 * typed values kept, focus on the first invalid field. `extra` adds form-only rules.
 */
export function useForm<V extends FormValues, Out>(
  schema: FormSchema<Out>,
  initial: V,
  extra?: (values: V) => FieldErrors<V>,
) {
  const formId = useId();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  // The latest values for handlers that run before the next render (blur right after a change).
  const valuesRef = useRef(values);

  const idOf = (name: keyof V & string) => `${formId}-${name}`;

  function validate(current: V): { data: Out | null; errors: FieldErrors<V> } {
    const result = schema.safeParse(current);
    const found: FieldErrors<V> = result.success ? {} : issuesByField<V>(result.error.issues);
    const more: FieldErrors<V> = extra?.(current) ?? {};
    for (const key of Object.keys(more) as (keyof V & string)[]) {
      if (!found[key] && more[key]) found[key] = more[key];
    }
    return { data: result.success && Object.keys(found).length === 0 ? result.data : null, errors: found };
  }

  function validateField(name: keyof V & string, current: V = valuesRef.current) {
    const message = validate(current).errors[name];
    setErrors((previous) => ({ ...previous, [name]: message }));
  }

  function setValue<K extends keyof V & string>(name: K, value: V[K]) {
    const next = { ...valuesRef.current, [name]: value };
    valuesRef.current = next;
    setValues(next);
    // Once a field shows a message, it updates as the person fixes it.
    if (errors[name]) validateField(name, next);
  }

  function describedBy(name: keyof V & string, hint?: boolean) {
    const ids = [errors[name] ? `${idOf(name)}-error` : null, hint ? `${idOf(name)}-hint` : null].filter(Boolean);
    return ids.length > 0 ? ids.join(' ') : undefined;
  }

  function textProps(
    name: keyof V & string,
    options: { hint?: boolean; format?: (value: string) => string; onBlurFormat?: (value: string) => string } = {},
  ) {
    return {
      id: idOf(name),
      name,
      value: String(values[name] ?? ''),
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const raw = event.target.value;
        setValue(name, (options.format ? options.format(raw) : raw) as V[typeof name]);
      },
      onBlur: () => {
        let current = valuesRef.current;
        if (options.onBlurFormat) {
          const formatted = options.onBlurFormat(String(current[name] ?? ''));
          current = { ...current, [name]: formatted };
          valuesRef.current = current;
          setValues(current);
        }
        validateField(name, current);
      },
      'aria-invalid': errors[name] ? true : undefined,
      'aria-describedby': describedBy(name, options.hint),
    };
  }

  function checkboxProps(name: keyof V & string) {
    return {
      id: idOf(name),
      name,
      type: 'checkbox' as const,
      checked: Boolean(values[name]),
      onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.target.checked as V[typeof name]),
      'aria-invalid': errors[name] ? true : undefined,
      'aria-describedby': describedBy(name),
    };
  }

  /** Validates everything; on failure shows the messages and focuses the first invalid field. */
  function handleSubmit(onValid: (data: Out, values: V) => void | Promise<void>) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      const result = validate(valuesRef.current);
      if (!result.data) {
        flushSync(() => setErrors(result.errors));
        form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
        return;
      }
      setErrors({});
      void onValid(result.data, valuesRef.current);
    };
  }

  /** Shows field messages from the server (400 `fields`) and focuses the first one. */
  function showServerErrors(fields: Record<string, string> | undefined) {
    if (!fields) return false;
    const known = Object.keys(fields).filter((key) => key in valuesRef.current);
    if (known.length === 0) return false;
    flushSync(() => setErrors(Object.fromEntries(known.map((key) => [key, fields[key]])) as FieldErrors<V>));
    document.getElementById(idOf(known[0] as keyof V & string))?.focus();
    return true;
  }

  return { values, errors, setValue, textProps, checkboxProps, handleSubmit, showServerErrors, idOf };
}

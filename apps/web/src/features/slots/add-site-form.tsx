import { deploySiteSchema, type LibraryItem, type SiteSlot } from '@themeport/core';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { parseApiError, type ApiError } from '@/lib/api';
import { ActionError } from './action-error';
import { useDeploySite } from './api';

export const ADD_SITE_THEME_ID = 'add-site-theme';
const THEME_ID = ADD_SITE_THEME_ID;
const NAME_ID = 'add-site-name';

type FieldErrors = Partial<Record<'themeId' | 'name', string>>;

function validate(values: { themeId: string; name: string }): FieldErrors {
  const result = deploySiteSchema.safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0];
    if ((key === 'themeId' || key === 'name') && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}

/** Add a new site: a theme from the account library and a name (spec 000 §2, §4 deploy flow). */
export function AddSiteForm({
  accountId,
  themes,
  slots,
  isFull,
  onDeployed,
}: {
  accountId: string;
  themes: LibraryItem[];
  slots: SiteSlot[];
  isFull: boolean;
  onDeployed: (message: string) => void;
}) {
  const deploy = useDeploySite(accountId);
  const [themeId, setThemeId] = useState(() => (themes.length === 1 ? themes[0]!.templateId : ''));
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<ApiError | null>(null);
  const themeRef = useRef<HTMLSelectElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const liveThemes = new Map(slots.flatMap((slot) => (slot.theme ? [[slot.theme.id, slot.slotNumber] as const] : [])));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setServerError(null);
    const found = validate({ themeId, name });
    setErrors(found);
    if (found.themeId) return themeRef.current?.focus();
    if (found.name) return nameRef.current?.focus();
    const knownSlotIds = new Set(slots.map((slot) => slot.id));
    deploy.mutate(
      { themeId, name: name.trim() },
      {
        onSuccess: (slot) => {
          // spec 000 §4: a theme already active in a slot is not cloned again; the server answers that slot.
          onDeployed(
            knownSlotIds.has(slot.id)
              ? `${slot.theme?.name ?? 'This theme'} is already live in Slot ${slot.slotNumber}.`
              : `${slot.name} is live in Slot ${slot.slotNumber}.`,
          );
          setName('');
          setErrors({});
        },
        onError: (failure) => {
          const error = parseApiError(failure);
          if (error.fields?.name || error.fields?.themeId) {
            setErrors({ name: error.fields.name, themeId: error.fields.themeId });
          } else {
            setServerError(error);
          }
        },
      },
    );
  }

  return (
    <section aria-labelledby="add-site-heading">
      <h3 id="add-site-heading" className="text-sm font-semibold">
        Add a new site
      </h3>
      <p className="mt-0.5 text-[13px] text-muted-foreground">
        {isFull
          ? 'Every slot is in use. Remove a site or upgrade your plan to add another.'
          : 'The site starts with the theme’s pages and blog posts, and goes live right away.'}
      </p>
      <form noValidate onSubmit={onSubmit} className="mt-3 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
        <Field id={THEME_ID} label="Theme" error={errors.themeId}>
          <Select
            ref={themeRef}
            id={THEME_ID}
            value={themeId}
            aria-invalid={errors.themeId ? true : undefined}
            aria-describedby={errors.themeId ? `${THEME_ID}-error` : undefined}
            onChange={(event) => {
              setThemeId(event.target.value);
              if (errors.themeId) setErrors((current) => ({ ...current, themeId: undefined }));
            }}
          >
            <option value="">Choose a theme</option>
            {themes.map((theme) => {
              const liveIn = liveThemes.get(theme.templateId);
              return (
                <option key={theme.templateId} value={theme.templateId}>
                  {liveIn ? `${theme.templateName} (live in Slot ${liveIn})` : theme.templateName}
                </option>
              );
            })}
          </Select>
        </Field>
        <Field id={NAME_ID} label="Site name" error={errors.name}>
          <Input
            ref={nameRef}
            id={NAME_ID}
            value={name}
            required
            maxLength={80}
            placeholder="e.g. Harbour Cafe"
            autoComplete="off"
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? `${NAME_ID}-error` : undefined}
            onChange={(event) => setName(event.target.value)}
            onBlur={() => {
              if (name !== '' || errors.name)
                setErrors((current) => ({ ...current, name: validate({ themeId, name }).name }));
            }}
          />
        </Field>
        <Button type="submit" disabled={deploy.isPending} className="sm:mt-[26px]">
          {deploy.isPending ? 'Adding...' : 'Add site'}
        </Button>
      </form>
      <ActionError error={serverError} className="mt-3" />
    </section>
  );
}

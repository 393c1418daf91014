import {
  ACCOUNT_DATE_FORMATS,
  ACCOUNT_NAME_MAX,
  ACCOUNT_SETTINGS_TEXT,
  ACCOUNT_TIMEZONES,
  normalizeAccountName,
  type AccountDateFormat,
  type AccountSettingsPatch,
  type AccountSettingsResponse,
} from '@themeport/core';
import { useState } from 'react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { SectionCard } from '@/components/section-card';
import { parseApiError } from '@/lib/api';
import { useStatusLine } from '@/lib/use-status-line';
import { useUpdateAccountSettings } from './api';
import { SaveRow } from './save-row';

/** spec 001 §2.2 General Settings: everyone sees them; account writers (admin, owner) change them. */
export function GeneralSection({ account }: { account: AccountSettingsResponse }) {
  const [name, setName] = useState(account.name);
  const [timezone, setTimezone] = useState(account.settings.timezone);
  const [dateFormat, setDateFormat] = useState(account.settings.date_format);
  const update = useUpdateAccountSettings(account.id);
  const line = useStatusLine();
  const canEdit = account.permissions.canEditGeneral;

  const normalized = normalizeAccountName(name);
  const patch: AccountSettingsPatch = {};
  if (normalized !== null && normalized !== account.name) patch.name = normalized;
  if (timezone !== account.settings.timezone || dateFormat !== account.settings.date_format)
    patch.settings = { timezone, date_format: dateFormat as AccountDateFormat };
  const isDirty = patch.name !== undefined || patch.settings !== undefined;
  const nameError = normalized === null ? ACCOUNT_SETTINGS_TEXT.nameLength : undefined;

  const save = () => {
    // spec 001 §5: an invalid name saves nothing.
    if (!canEdit || normalized === null || !isDirty) return;
    line.clear();
    update.mutate(patch, {
      onSuccess: (saved) => {
        setName(saved.name);
        line.success(ACCOUNT_SETTINGS_TEXT.saved);
      },
      onError: (error) => line.error(parseApiError(error).message || ACCOUNT_SETTINGS_TEXT.saveFailed),
    });
  };

  return (
    <SectionCard
      id="general"
      title="General Settings"
      description={canEdit ? 'Name your workspace and choose how dates read.' : ACCOUNT_SETTINGS_TEXT.needWrite}
    >
      <form
        className="grid gap-5 sm:grid-cols-2"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <Field id="account-name" label="Account name" error={canEdit ? nameError : undefined} className="sm:col-span-2">
          <Input
            id="account-name"
            value={name}
            maxLength={ACCOUNT_NAME_MAX + 20}
            disabled={!canEdit}
            aria-invalid={canEdit && nameError ? true : undefined}
            aria-describedby={canEdit && nameError ? 'account-name-error' : undefined}
            onChange={(event) => setName(event.target.value)}
          />
        </Field>
        <Field id="account-timezone" label="Timezone">
          <Select
            id="account-timezone"
            value={timezone}
            disabled={!canEdit}
            onChange={(event) => setTimezone(event.target.value)}
          >
            {ACCOUNT_TIMEZONES.map((zone) => (
              <option key={zone.value} value={zone.value}>
                {zone.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="account-date-format" label="Date format">
          <Select
            id="account-date-format"
            value={dateFormat}
            disabled={!canEdit}
            onChange={(event) => setDateFormat(event.target.value)}
          >
            {ACCOUNT_DATE_FORMATS.map((format) => (
              <option key={format} value={format}>
                {format}
              </option>
            ))}
          </Select>
        </Field>
        {canEdit ? (
          <SaveRow
            label="Save changes"
            canSave={isDirty && normalized !== null}
            isSaving={update.isPending}
            status={line.status}
          />
        ) : null}
      </form>
    </SectionCard>
  );
}

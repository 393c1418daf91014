import {
  ACCOUNT_COLOR,
  ACCOUNT_DOMAIN,
  ACCOUNT_SETTINGS_TEXT,
  type AccountSettingsPatch,
  type AccountSettingsResponse,
} from '@themeport/core';
import { useState } from 'react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { SectionCard } from '@/components/section-card';
import { parseApiError } from '@/lib/api';
import { useStatusLine } from '@/lib/use-status-line';
import { useUpdateAccountSettings } from './api';
import { SaveRow } from './save-row';

/**
 * spec 001 §2.2 Branding: everyone sees it; the primary colour is changed by admins and owners,
 * the custom domain by the owner. The portal takes the colour as its accent (account-accent.tsx).
 */
export function BrandingSection({ account }: { account: AccountSettingsResponse }) {
  const [color, setColor] = useState(account.branding.primary_color);
  const [domain, setDomain] = useState(account.branding.custom_domain ?? '');
  const update = useUpdateAccountSettings(account.id);
  const line = useStatusLine();
  const { canEditColor, canEditDomain } = account.permissions;

  const cleanColor = color.trim().toLowerCase();
  const cleanDomain = domain.trim().toLowerCase();
  const colorError = ACCOUNT_COLOR.test(cleanColor) ? undefined : ACCOUNT_SETTINGS_TEXT.colorInvalid;
  const domainError =
    cleanDomain === '' || ACCOUNT_DOMAIN.test(cleanDomain) ? undefined : ACCOUNT_SETTINGS_TEXT.domainInvalid;
  const branding: NonNullable<AccountSettingsPatch['branding']> = {};
  if (canEditColor && !colorError && cleanColor !== account.branding.primary_color) branding.primary_color = cleanColor;
  if (canEditDomain && !domainError && cleanDomain !== (account.branding.custom_domain ?? ''))
    branding.custom_domain = cleanDomain;
  const isDirty = Object.keys(branding).length > 0;
  const isValid = !(canEditColor && colorError) && !(canEditDomain && domainError);

  const save = () => {
    if (!isDirty || !isValid) return;
    line.clear();
    update.mutate(
      { branding },
      {
        onSuccess: () => line.success(ACCOUNT_SETTINGS_TEXT.saved),
        onError: (error) => line.error(parseApiError(error).message || ACCOUNT_SETTINGS_TEXT.saveFailed),
      },
    );
  };

  return (
    <SectionCard id="branding" title="Branding" description="The colour and address your workspace uses.">
      <form
        className="grid gap-5 sm:grid-cols-2"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <Field
          id="account-primary-color"
          label="Primary colour"
          error={canEditColor ? colorError : undefined}
          hint={canEditColor ? 'Used as the accent of your portal.' : ACCOUNT_SETTINGS_TEXT.needAdminColor}
        >
          <div className="flex items-center gap-2">
            <input
              type="color"
              aria-label="Pick the primary colour"
              value={ACCOUNT_COLOR.test(cleanColor) ? cleanColor : account.branding.primary_color}
              disabled={!canEditColor}
              onChange={(event) => setColor(event.target.value)}
              className="h-10 w-12 shrink-0 cursor-pointer rounded-lg border border-input bg-white p-1 disabled:cursor-not-allowed disabled:opacity-60"
            />
            <Input
              id="account-primary-color"
              value={color}
              disabled={!canEditColor}
              aria-describedby={`account-primary-color-${canEditColor && colorError ? 'error' : 'hint'}`}
              aria-invalid={canEditColor && colorError ? true : undefined}
              onChange={(event) => setColor(event.target.value)}
            />
          </div>
        </Field>
        <Field
          id="account-custom-domain"
          label="Custom domain"
          error={canEditDomain ? domainError : undefined}
          hint={
            canEditDomain
              ? 'For example portal.example.com; leave empty for none.'
              : ACCOUNT_SETTINGS_TEXT.needOwnerDomain
          }
        >
          <Input
            id="account-custom-domain"
            value={domain}
            placeholder="portal.example.com"
            disabled={!canEditDomain}
            aria-describedby={`account-custom-domain-${canEditDomain && domainError ? 'error' : 'hint'}`}
            aria-invalid={canEditDomain && domainError ? true : undefined}
            onChange={(event) => setDomain(event.target.value)}
          />
        </Field>
        {canEditColor || canEditDomain ? (
          <SaveRow
            label="Save branding"
            canSave={isDirty && isValid}
            isSaving={update.isPending}
            status={line.status}
          />
        ) : null}
      </form>
    </SectionCard>
  );
}

import {
  PAYOUT_COUNTRIES,
  PAYOUT_CURRENCIES,
  SELLER_PROFILE_TEXT,
  STORE_BIO_MAX,
  developerPagePath,
  normalizeWebsite,
  payoutCountry,
  storeSlugFrom,
  type DeveloperProfile,
} from '@themeport/core';
import { useState } from 'react';
import { Field } from '@/components/ui/field';
import { Input, fieldClass } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useForm, type FormSchema } from '@/lib/use-form';
import { cn } from '@/lib/utils';

export interface StoreFormValues extends Record<string, string | boolean> {
  storeName: string;
  slug: string;
  bio: string;
  website: string;
  payoutCountry: string;
  payoutCurrency: string;
  agreeToTerms: boolean;
}

/** The store form's values: empty for the onboarding (paid in US dollars until chosen), else the saved store. */
export function storeFormValues(profile: DeveloperProfile | null): StoreFormValues {
  return {
    storeName: profile?.storeName ?? '',
    slug: profile?.slug ?? '',
    bio: profile?.bio ?? '',
    website: profile?.websiteUrl ?? '',
    payoutCountry: profile?.payoutCountry ?? 'US',
    payoutCurrency: profile?.payoutCurrency ?? 'USD',
    agreeToTerms: profile !== null,
  };
}

export function useStoreForm<Out>(schema: FormSchema<Out>, profile: DeveloperProfile | null) {
  return useForm(schema, storeFormValues(profile));
}

type StoreForm = ReturnType<typeof useStoreForm<unknown>>;

/**
 * The store's fields, shared by the developer onboarding and the portal's Settings. The address is
 * suggested from the name until the developer types one; a country picks its usual currency.
 */
export function StoreFields({ form, slugHint }: { form: StoreForm; slugHint?: string }) {
  const [slugEdited, setSlugEdited] = useState(form.values.slug !== '');
  const nameProps = form.textProps('storeName');
  const slugProps = form.textProps('slug', { hint: true, format: (value) => value.toLowerCase() });
  const bioId = form.idOf('bio');
  const bio = String(form.values.bio);

  return (
    <>
      <Field id={form.idOf('storeName')} label="Store name" error={form.errors.storeName}>
        <Input
          {...nameProps}
          autoComplete="organization"
          placeholder="Pixel Forge"
          onChange={(event) => {
            nameProps.onChange(event);
            if (!slugEdited) form.setValue('slug', storeSlugFrom(event.target.value));
          }}
        />
      </Field>
      <Field
        id={form.idOf('slug')}
        label="Store address"
        error={form.errors.slug}
        hint={
          <>
            Your public page:{' '}
            <span className="font-medium">{developerPagePath(String(form.values.slug) || 'your-store')}</span>
            {slugHint ? <span className="mt-1 block">{slugHint}</span> : null}
          </>
        }
      >
        <Input
          {...slugProps}
          autoComplete="off"
          spellCheck={false}
          placeholder="pixel-forge"
          onChange={(event) => {
            setSlugEdited(true);
            slugProps.onChange(event);
          }}
        />
      </Field>
      <Field
        id={bioId}
        label="Bio"
        error={form.errors.bio}
        hint={`What you build, for whom. ${bio.length}/${STORE_BIO_MAX} characters.`}
      >
        <textarea
          id={bioId}
          name="bio"
          rows={4}
          value={bio}
          onChange={(event) => form.setValue('bio', event.target.value)}
          aria-invalid={form.errors.bio ? true : undefined}
          aria-describedby={[form.errors.bio ? `${bioId}-error` : null, `${bioId}-hint`].filter(Boolean).join(' ')}
          className={cn(fieldClass, 'h-auto py-2 leading-relaxed')}
        />
      </Field>
      <Field id={form.idOf('website')} label="Website (optional)" error={form.errors.website}>
        <Input
          {...form.textProps('website', { onBlurFormat: normalizeWebsite })}
          type="url"
          autoComplete="url"
          inputMode="url"
          placeholder="https://example.com"
        />
      </Field>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold">Payout details</legend>
        <Field id={form.idOf('payoutCountry')} label="Payout country" error={form.errors.payoutCountry}>
          <Select
            id={form.idOf('payoutCountry')}
            name="payoutCountry"
            value={String(form.values.payoutCountry)}
            onChange={(event) => {
              form.setValue('payoutCountry', event.target.value);
              const currency = payoutCountry(event.target.value)?.currency;
              if (currency) form.setValue('payoutCurrency', currency);
            }}
          >
            {PAYOUT_COUNTRIES.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          id={form.idOf('payoutCurrency')}
          label="Payout currency"
          error={form.errors.payoutCurrency}
          hint={SELLER_PROFILE_TEXT.payoutCurrencyHint}
        >
          <Select
            id={form.idOf('payoutCurrency')}
            name="payoutCurrency"
            aria-describedby={[
              form.errors.payoutCurrency ? `${form.idOf('payoutCurrency')}-error` : null,
              `${form.idOf('payoutCurrency')}-hint`,
            ]
              .filter(Boolean)
              .join(' ')}
            value={String(form.values.payoutCurrency)}
            onChange={(event) => form.setValue('payoutCurrency', event.target.value)}
          >
            {PAYOUT_CURRENCIES.map((currency) => (
              <option key={currency} value={currency}>
                {currency}
              </option>
            ))}
          </Select>
        </Field>
      </fieldset>
    </>
  );
}

import { SOCIAL_LABELS, SOCIAL_NETWORKS, type SocialNetwork } from '@themeport/core';
import { useId } from 'react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { BrandingDraft, DefaultKey } from './form';

const DEFAULT_FIELDS: { key: DefaultKey; label: string; type?: string; hint?: string }[] = [
  { key: 'tagline', label: 'Tagline', hint: 'The description of pages that have none of their own.' },
  { key: 'contactEmail', label: 'Contact email', type: 'email' },
  { key: 'phone', label: 'Phone', type: 'tel' },
  { key: 'address', label: 'Address' },
];

/** spec 000 §3 content_defaults: shown by the theme's contact sections and footer instead of its sample details. */
export function ContactDefaults({
  defaults,
  social,
  errors,
  disabled,
  onDefault,
  onSocial,
}: {
  defaults: BrandingDraft['defaults'];
  social: BrandingDraft['social'];
  errors: Record<string, string>;
  disabled: boolean;
  onDefault: (key: DefaultKey, value: string) => void;
  onSocial: (key: SocialNetwork, value: string) => void;
}) {
  const prefix = useId();
  return (
    <div className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-2">
        {DEFAULT_FIELDS.map(({ key, label, type, hint }) => (
          <Field key={key} id={`${prefix}-${key}`} label={label} hint={hint} error={errors[`content_defaults.${key}`]}>
            <Input
              id={`${prefix}-${key}`}
              type={type}
              value={defaults[key]}
              onChange={(event) => onDefault(key, event.target.value)}
              aria-invalid={errors[`content_defaults.${key}`] ? true : undefined}
              disabled={disabled}
            />
          </Field>
        ))}
      </div>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-sm font-semibold">Social links</legend>
        {SOCIAL_NETWORKS.map((network) => (
          <Field
            key={network}
            id={`${prefix}-${network}`}
            label={SOCIAL_LABELS[network]}
            error={errors[`content_defaults.social.${network}`]}
          >
            <Input
              id={`${prefix}-${network}`}
              type="url"
              placeholder="https://"
              value={social[network]}
              onChange={(event) => onSocial(network, event.target.value)}
              aria-invalid={errors[`content_defaults.social.${network}`] ? true : undefined}
              disabled={disabled}
            />
          </Field>
        ))}
      </fieldset>
    </div>
  );
}

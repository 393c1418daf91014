// The store form's zod schemas (onboarding and the portal's Settings), apart from seller-profile.ts
// so that pages only showing a store do not carry zod.
import { z } from 'zod';
import { AUTH_TEXT, normalizeWebsite } from './auth.ts';
import {
  SELLER_PROFILE_TEXT as T,
  STORE_BIO_MAX,
  STORE_NAME_MAX,
  STORE_NAME_MIN,
  STORE_SLUG_MAX,
  STORE_SLUG_MIN,
  STORE_SLUG_PATTERN,
  isPayoutCurrency,
  payoutCountry,
} from './seller-profile.ts';

/** PUT /api/developer/profile: the store's fields. */
export const developerProfileSchema = z.object({
  storeName: z.string().trim().min(STORE_NAME_MIN, T.storeNameTooShort).max(STORE_NAME_MAX, T.storeNameTooLong),
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .min(STORE_SLUG_MIN, T.slugLength)
    .max(STORE_SLUG_MAX, T.slugLength)
    .regex(STORE_SLUG_PATTERN, T.slugFormat),
  bio: z.string().trim().max(STORE_BIO_MAX, T.bioTooLong).default(''),
  website: z
    .string()
    .max(300, T.invalidWebsite)
    .default('')
    .transform(normalizeWebsite)
    .refine((value) => value === '' || URL.canParse(value), T.invalidWebsite),
  payoutCountry: z.string().refine((code) => payoutCountry(code) !== undefined, T.countryRequired),
  payoutCurrency: z.string().refine(isPayoutCurrency, T.currencyRequired),
});
export type DeveloperProfileInput = z.input<typeof developerProfileSchema>;

/** POST /api/developer/onboarding: the store, and the terms agreed as a client's onboarding does. */
export const developerOnboardingSchema = developerProfileSchema.extend({
  agreeToTerms: z.literal(true, { error: AUTH_TEXT.agreeToTos }),
});
export type DeveloperOnboardingInput = z.input<typeof developerOnboardingSchema>;

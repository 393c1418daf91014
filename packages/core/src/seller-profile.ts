// The developer's store (issue 22, 'Becoming a seller'): its public name and address, bio, website
// and payout details; the texts, limits and lists the onboarding, the portal's Settings and the API
// share. The zod schemas are in seller-profile-schemas.ts, so pages that only show a store do not
// carry zod. The store's picture is the developer's avatar (PROFILE_TEXT, /api/me/avatar).
import { SELLER_CURRENCY } from './earnings.ts';
import { slugify } from './posts.ts';
import type { ThemeSummary } from './themes.ts';

export const STORE_NAME_MIN = 2;
export const STORE_NAME_MAX = 60;
export const STORE_SLUG_MIN = 3;
export const STORE_SLUG_MAX = 40;
export const STORE_BIO_MAX = 500;
/**
 * A store's former address redirects to its page, and no other store may take it, for this many
 * days after the change (decision 031, amendment); the store itself may take it back any time.
 */
export const RETIRED_STORE_SLUG_HOLD_DAYS = 365;
/** Lower-case letters and digits in words joined by single hyphens: 'pixel-forge'. */
export const STORE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The currencies a developer can be paid in (ISO 4217), the ones Stripe Connect pays out in most. */
export const PAYOUT_CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'CAD',
  'AUD',
  'NZD',
  'CHF',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'JPY',
  'SGD',
  'HKD',
  'INR',
  'BRL',
  'MXN',
] as const;
export type PayoutCurrency = (typeof PAYOUT_CURRENCIES)[number];

export interface PayoutCountry {
  /** ISO 3166-1 alpha-2. */
  code: string;
  name: string;
  /** What the form picks when this country is chosen; any currency of PAYOUT_CURRENCIES may be kept. */
  currency: PayoutCurrency;
}

/** Countries a developer can be paid in (Stripe Connect Express countries), by name. */
export const PAYOUT_COUNTRIES: readonly PayoutCountry[] = [
  { code: 'AU', name: 'Australia', currency: 'AUD' },
  { code: 'AT', name: 'Austria', currency: 'EUR' },
  { code: 'BE', name: 'Belgium', currency: 'EUR' },
  { code: 'BR', name: 'Brazil', currency: 'BRL' },
  { code: 'CA', name: 'Canada', currency: 'CAD' },
  { code: 'DK', name: 'Denmark', currency: 'DKK' },
  { code: 'EE', name: 'Estonia', currency: 'EUR' },
  { code: 'FI', name: 'Finland', currency: 'EUR' },
  { code: 'FR', name: 'France', currency: 'EUR' },
  { code: 'DE', name: 'Germany', currency: 'EUR' },
  { code: 'GR', name: 'Greece', currency: 'EUR' },
  { code: 'HK', name: 'Hong Kong', currency: 'HKD' },
  { code: 'IN', name: 'India', currency: 'INR' },
  { code: 'IE', name: 'Ireland', currency: 'EUR' },
  { code: 'IT', name: 'Italy', currency: 'EUR' },
  { code: 'JP', name: 'Japan', currency: 'JPY' },
  { code: 'LV', name: 'Latvia', currency: 'EUR' },
  { code: 'LT', name: 'Lithuania', currency: 'EUR' },
  { code: 'LU', name: 'Luxembourg', currency: 'EUR' },
  { code: 'MX', name: 'Mexico', currency: 'MXN' },
  { code: 'NL', name: 'Netherlands', currency: 'EUR' },
  { code: 'NZ', name: 'New Zealand', currency: 'NZD' },
  { code: 'NO', name: 'Norway', currency: 'NOK' },
  { code: 'PL', name: 'Poland', currency: 'PLN' },
  { code: 'PT', name: 'Portugal', currency: 'EUR' },
  { code: 'SG', name: 'Singapore', currency: 'SGD' },
  { code: 'SK', name: 'Slovakia', currency: 'EUR' },
  { code: 'SI', name: 'Slovenia', currency: 'EUR' },
  { code: 'ES', name: 'Spain', currency: 'EUR' },
  { code: 'SE', name: 'Sweden', currency: 'SEK' },
  { code: 'CH', name: 'Switzerland', currency: 'CHF' },
  { code: 'GB', name: 'United Kingdom', currency: 'GBP' },
  { code: 'US', name: 'United States', currency: 'USD' },
];

export function payoutCountry(code: string): PayoutCountry | undefined {
  return PAYOUT_COUNTRIES.find((country) => country.code === code);
}

export function isPayoutCurrency(value: string): value is PayoutCurrency {
  return (PAYOUT_CURRENCIES as readonly string[]).includes(value);
}

/** The store address suggested from its name ('Pixel Forge Studio!' → 'pixel-forge-studio'); '' when nothing is left. */
export function storeSlugFrom(name: string): string {
  if (!/[a-z0-9]/i.test(name.normalize('NFKD'))) return '';
  return slugify(name).slice(0, STORE_SLUG_MAX).replace(/-+$/, '');
}

export const SELLER_PROFILE_TEXT = {
  storeNameTooShort: `Store name must be at least ${STORE_NAME_MIN} characters`,
  storeNameTooLong: `Store name is at most ${STORE_NAME_MAX} characters`,
  slugLength: `Store address must be ${STORE_SLUG_MIN} to ${STORE_SLUG_MAX} characters`,
  slugFormat: 'Use lower-case letters, digits and single hyphens, like pixel-forge',
  slugTaken: (slug: string) => `The store address "${slug}" is taken. Try another.`,
  bioTooLong: `Bio is at most ${STORE_BIO_MAX} characters`,
  invalidWebsite: 'Please enter a valid website address',
  countryRequired: 'Choose the country you are paid in',
  currencyRequired: 'Choose the currency you are paid in',
  /** Every payout is in SELLER_CURRENCY (decision 029): the choice is kept, nothing converts into it yet. */
  payoutCurrencyHint: `Payouts are made in ${SELLER_CURRENCY.toUpperCase()}. Themeport does not convert them into this currency yet.`,
  profileMissing: 'Set up your developer store first.',
  profileExists: 'You already have a developer store. Change it in the developer portal Settings.',
  /** A developer sent to the client's profile step: their onboarding is the store form. */
  clientStepForDeveloper:
    'Developers set up their store instead of a client profile: your website and the rest go there, once.',
  developerNotFound: 'Developer not found',
  saved: 'Store settings saved.',
  /** What happens to the old public address when the slug changes. */
  slugChangeNote: (oldSlug: string) =>
    `Your public page moves to the new address. For a year, /developers/${oldSlug} leads there and no other store can take it; you can take it back.`,
  noThemes: 'No published themes yet.',
  byline: (storeName: string) => `by ${storeName}`,
  /** Themes without a developer are Themeport's own. */
  ownThemes: 'by Themeport',
} as const;

/** The store's seller line on a theme: name and public page address. */
export interface ThemeSeller {
  storeName: string;
  slug: string;
}

/** GET/PUT /api/developer/profile: the signed-in developer's own store. */
export interface DeveloperProfile {
  storeName: string;
  slug: string;
  bio: string;
  websiteUrl: string | null;
  /** The developer's avatar (the profile's), shown as the store's picture. */
  avatarUrl: string | null;
  payoutCountry: string;
  payoutCurrency: PayoutCurrency;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/developer/profile: null before the developer onboarding. */
export interface OwnStoreResponse {
  profile: DeveloperProfile | null;
}

/** GET /api/developers/{slug}: the public page of a store, with its published themes. */
export interface PublicDeveloper {
  storeName: string;
  slug: string;
  bio: string;
  websiteUrl: string | null;
  avatarUrl: string | null;
  memberSince: string;
  themes: ThemeSummary[];
}

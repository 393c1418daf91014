import { describe, expect, it } from 'vitest';
import { PAYOUT_COUNTRIES, SELLER_PROFILE_TEXT, isPayoutCurrency, storeSlugFrom } from './seller-profile.ts';
import { developerOnboardingSchema, developerProfileSchema } from './seller-profile-schemas.ts';
import { developerPagePath } from './storefront-paths.ts';

const store = {
  storeName: '  Pixel Forge ',
  slug: 'Pixel-Forge',
  bio: '',
  website: 'pixelforge.dev',
  payoutCountry: 'DE',
  payoutCurrency: 'EUR',
};

function fieldErrors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));
}

describe('store slugs', () => {
  it('suggests an address from the name, within the limit, or nothing', () => {
    expect(storeSlugFrom('Pixel Forge Studio!')).toBe('pixel-forge-studio');
    expect(storeSlugFrom('Crème Brûlée Themes')).toBe('creme-brulee-themes');
    expect(storeSlugFrom('a'.repeat(30) + ' ' + 'b'.repeat(30))).toBe(`${'a'.repeat(30)}-${'b'.repeat(9)}`);
    // Cut at the limit, never ending on a hyphen.
    expect(storeSlugFrom(`${'a'.repeat(39)} b`)).toBe('a'.repeat(39));
    expect(storeSlugFrom('!!!')).toBe('');
    expect(developerPagePath('pixel-forge')).toBe('/developers/pixel-forge');
  });
});

describe('the store form', () => {
  it('trims, lowers the slug and adds https:// to the website', () => {
    const parsed = developerProfileSchema.parse(store);
    expect(parsed).toMatchObject({ storeName: 'Pixel Forge', slug: 'pixel-forge', website: 'https://pixelforge.dev' });
  });

  it('names each bad field with its message', () => {
    const result = developerProfileSchema.safeParse({
      storeName: 'x',
      slug: 'two--hyphens',
      bio: 'b'.repeat(501),
      website: 'http://',
      payoutCountry: 'XX',
      payoutCurrency: 'usd',
    });
    expect(fieldErrors(result)).toEqual({
      storeName: SELLER_PROFILE_TEXT.storeNameTooShort,
      slug: SELLER_PROFILE_TEXT.slugFormat,
      bio: SELLER_PROFILE_TEXT.bioTooLong,
      website: SELLER_PROFILE_TEXT.invalidWebsite,
      payoutCountry: SELLER_PROFILE_TEXT.countryRequired,
      payoutCurrency: SELLER_PROFILE_TEXT.currencyRequired,
    });
    expect(fieldErrors(developerProfileSchema.safeParse({ ...store, slug: 'ab' })).slug).toBe(
      SELLER_PROFILE_TEXT.slugLength,
    );
  });

  it('needs the terms agreed at onboarding', () => {
    expect(fieldErrors(developerOnboardingSchema.safeParse({ ...store, agreeToTerms: false })).agreeToTerms).toBe(
      'Agree to TOS',
    );
    expect(developerOnboardingSchema.safeParse({ ...store, agreeToTerms: true }).success).toBe(true);
  });

  it('pays every listed country in a listed currency', () => {
    for (const country of PAYOUT_COUNTRIES) expect(isPayoutCurrency(country.currency)).toBe(true);
    expect(new Set(PAYOUT_COUNTRIES.map((country) => country.code)).size).toBe(PAYOUT_COUNTRIES.length);
  });
});

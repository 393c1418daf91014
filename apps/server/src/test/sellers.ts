// Developers with a store (issue 22), made through the API as the onboarding makes them.
import type { DeveloperOnboardingInput, DeveloperProfile } from '@themeport/core';
import type { TestApp } from './app.ts';
import { signedInClient } from './auth.ts';

let sequence = 0;

/** A store form a developer would send; a fresh slug unless given. */
export function storeBody(overrides: Partial<DeveloperOnboardingInput> = {}): DeveloperOnboardingInput {
  sequence += 1;
  const slug = `store-${Date.now().toString(36)}-${sequence}`;
  return {
    storeName: `Store ${sequence}`,
    slug,
    bio: 'Themes for studios that ship.',
    website: 'example.com',
    payoutCountry: 'US',
    payoutCurrency: 'USD',
    agreeToTerms: true,
    ...overrides,
  };
}

/** A signed-in developer who finished the developer onboarding (POST /api/developer/onboarding). */
export async function signedInDeveloper(t: TestApp, store: Partial<DeveloperOnboardingInput> = {}) {
  const signedIn = await signedInClient(t, { role: 'developer' });
  const res = await signedIn.client.post('/api/developer/onboarding', storeBody(store));
  if (res.status !== 201) throw new Error(`developer onboarding failed: ${res.status} ${await res.text()}`);
  const { profile } = (await res.json()) as { profile: DeveloperProfile };
  return { ...signedIn, profile };
}

import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { themes, users } from '../db/schema.ts';
import { notifyThemeChanged } from '../lib/domain-events.ts';
import { createStore } from '../modules/seller-profile/index.ts';

/** The demo developer's store (issue 22): its public page is /developers/northwind-studio. */
export const DEMO_STORE = {
  storeName: 'Northwind Studio',
  slug: 'northwind-studio',
  bio: 'A two-person studio from Portland building fast, accessible Astro.js and Next.js themes for SaaS, finance and legal teams.',
  website: 'https://northwind.example',
  payoutCountry: 'US',
  payoutCurrency: 'USD',
} as const;

/**
 * The demo themes the demo developer sells: three paid and one free. Every other demo theme stays
 * Themeport's own (no creator; the storefront shows no seller line for them).
 */
export const DEMO_STORE_THEME_SLUGS = ['aurora-saas', 'neuron-ai', 'ledger-finance', 'counsel-legal'] as const;

/** The demo developer gets a store and becomes the creator of DEMO_STORE_THEME_SLUGS. */
export async function seedDemoStore(db: Database, developerEmail: string): Promise<void> {
  const [developer] = await db.select({ id: users.id }).from(users).where(eq(users.email, developerEmail)).limit(1);
  if (!developer) return;
  await createStore(db, developer.id, DEMO_STORE);
  await db
    .update(themes)
    .set({ creatorId: developer.id })
    .where(inArray(themes.slug, [...DEMO_STORE_THEME_SLUGS]));
  notifyThemeChanged(db);
}

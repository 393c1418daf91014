import { count, like, sql } from 'drizzle-orm';
import { FRAMEWORKS, INDUSTRY_TAXONOMY, type IndustryCategory } from '@themeport/core';
import type { Database } from '../db/client.ts';
import { themeReviews, themes, type NewTheme, type NewThemeReview } from '../db/schema.ts';
import { notifyThemeChanged } from '../lib/domain-events.ts';

// `npm run db:seed -- --themes N` (issue 25): a catalogue of N themes in all, the demo ones plus
// generated ones, to measure search and filters at size (bench/catalogue.ts). Deterministic (one
// seeded PRNG), so two runs at the same size hold the same rows; each size is written once.

const GENERATED_PREFIX = 'gen-';
const BATCH = 500;
const DAY_MS = 86_400_000;

const ADJECTIVES = [
  'Aurora', 'Nimbus', 'Velvet', 'Cobalt', 'Solstice', 'Harbor', 'Ember', 'Lumen', 'Quartz', 'Meadow',
  'Atlas', 'Summit', 'Drift', 'Prism', 'Cedar', 'Orbit', 'Willow', 'Onyx', 'Zephyr', 'Canyon',
  'Beacon', 'Fable', 'Granite', 'Juniper', 'Kestrel', 'Marble', 'Nova', 'Pioneer', 'Sable', 'Tidal',
]; // prettier-ignore
const NOUNS = [
  'Studio', 'Ledger', 'Folio', 'Market', 'Clinic', 'Academy', 'Journal', 'Launch', 'Works', 'Lab',
  'Gallery', 'Kitchen', 'Voyage', 'Counsel', 'Forge', 'Shop', 'Press', 'Hub', 'Collective', 'Desk',
]; // prettier-ignore
const FEATURES = [
  'Dark mode', 'Pricing table', 'Newsletter form', 'Blog', 'Contact form', 'Product grid', 'Cart drawer',
  'Testimonials', 'Team page', 'Case studies', 'Booking calendar', 'Photo gallery', 'Course catalogue',
  'Docs search', 'Changelog', 'Careers page', 'Map embed', 'Multilingual', 'Podcast player', 'FAQ accordion',
]; // prettier-ignore
const AUDIENCES = [
  'startups', 'agencies', 'photographers', 'law firms', 'restaurants', 'online schools', 'fitness coaches',
  'boutique shops', 'consultants', 'travel writers', 'machine learning labs', 'security teams',
]; // prettier-ignore

/** mulberry32: small, fast and the same on every machine. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const CATEGORIES = Object.keys(INDUSTRY_TAXONOMY) as IndustryCategory[];

export interface GeneratedTheme {
  theme: NewTheme;
  ratings: number[];
}

/** The generated theme number `index` (0-based): its row and the ratings of its approved reviews. */
export function generatedTheme(index: number, now: number): GeneratedTheme {
  const random = prng(index + 1);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
  const adjective = pick(ADJECTIVES);
  const noun = pick(NOUNS);
  const category = pick(CATEGORIES);
  const type = pick(INDUSTRY_TAXONOMY[category]);
  const audience = pick(AUDIENCES);
  const features = [...new Set([pick(FEATURES), pick(FEATURES), pick(FEATURES)])];
  const name = `${adjective} ${noun} ${index + 1}`;
  const createdAt = new Date(now - Math.floor(random() * 900) * DAY_MS - index * 1_000);
  const reviewCount = random() < 0.4 ? 0 : 1 + Math.floor(random() * 6);
  return {
    theme: {
      name,
      slug: `${GENERATED_PREFIX}${adjective}-${noun}-${index + 1}`.toLowerCase(),
      description: `A ${type.replace(/-/g, ' ')} theme for ${audience}, with ${features.join(', ').toLowerCase()}.`,
      longDescription: `${name} gives ${audience} a fast site with ${features.join(', ').toLowerCase()}.`,
      framework: pick(FRAMEWORKS),
      price: random() < 0.3 ? 0 : 900 + Math.floor(random() * 20) * 500,
      features,
      downloads: Math.floor(random() ** 3 * 20_000),
      industryCategory: category,
      industryType: type,
      published: random() >= 0.03,
      createdAt,
      updatedAt: createdAt,
      lastUpdated: createdAt,
    },
    ratings: Array.from({ length: reviewCount }, () => 1 + Math.floor(random() ** 0.5 * 5)),
  };
}

/** Adds generated themes (and approved reviews) until the catalogue holds `total` themes. */
export async function generateThemes(db: Database, total: number, now = Date.now()): Promise<{ added: number }> {
  const [all] = await db.select({ n: count() }).from(themes);
  const [generated] = await db
    .select({ n: count() })
    .from(themes)
    .where(like(themes.slug, `${GENERATED_PREFIX}%`));
  const missing = total - (all?.n ?? 0);
  if (missing <= 0) return { added: 0 };
  const first = generated?.n ?? 0;
  for (let start = first; start < first + missing; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, first + missing - start) }, (_, i) =>
      generatedTheme(start + i, now),
    );
    await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(themes)
        .values(batch.map((item) => item.theme))
        .returning({ id: themes.id });
      const reviews: NewThemeReview[] = batch.flatMap((item, i) =>
        item.ratings.map((rating, n) => ({
          themeId: inserted[i]!.id,
          reviewerName: `Reviewer ${n + 1}`,
          rating,
          reviewText: 'Generated review.',
          status: 'approved' as const,
          createdAt: new Date(now - n * DAY_MS),
        })),
      );
      if (reviews.length > 0) await tx.insert(themeReviews).values(reviews);
    });
  }
  // After a bulk load, what autovacuum would do later: statistics for the planner, and the
  // visibility map that lets counts and offsets read the indexes alone.
  await db.execute(sql`vacuum analyze themes, theme_reviews`);
  notifyThemeChanged(db);
  return { added: missing };
}

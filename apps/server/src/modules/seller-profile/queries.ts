import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { developerProfiles, profiles, retiredStoreSlugs, themes } from '../../db/schema.ts';

export interface StoreValues {
  storeName: string;
  slug: string;
  bio: string;
  websiteUrl: string | null;
  payoutCountry: string;
  payoutCurrency: string;
}

const storeColumns = {
  userId: developerProfiles.userId,
  storeName: developerProfiles.storeName,
  slug: developerProfiles.slug,
  bio: developerProfiles.bio,
  websiteUrl: developerProfiles.websiteUrl,
  payoutCountry: developerProfiles.payoutCountry,
  payoutCurrency: developerProfiles.payoutCurrency,
  createdAt: developerProfiles.createdAt,
  updatedAt: developerProfiles.updatedAt,
  avatarUrl: profiles.avatarUrl,
};

export type StoreRow = Awaited<ReturnType<typeof selectStoreByUser>>;

/** The developer's store with the avatar of their profile; null without one. */
export async function selectStoreByUser(db: Database, userId: string) {
  const [row] = await db
    .select(storeColumns)
    .from(developerProfiles)
    .leftJoin(profiles, eq(profiles.userId, developerProfiles.userId))
    .where(eq(developerProfiles.userId, userId))
    .limit(1);
  return row ?? null;
}

/** A store by its public address (the developer must still be a developer). */
export async function selectStoreBySlug(db: Database, slug: string) {
  const [row] = await db
    .select(storeColumns)
    .from(developerProfiles)
    .innerJoin(profiles, eq(profiles.userId, developerProfiles.userId))
    .where(and(eq(developerProfiles.slug, slug), eq(profiles.role, 'developer')))
    .limit(1);
  return row ?? null;
}

/**
 * The store that had this address until it changed it, while the old address is still held
 * (retired after `heldSince`); null otherwise. The row carries the store's current slug.
 */
export async function selectStoreByFormerSlug(db: Database, slug: string, heldSince: Date) {
  const [row] = await db
    .select(storeColumns)
    .from(retiredStoreSlugs)
    .innerJoin(developerProfiles, eq(developerProfiles.userId, retiredStoreSlugs.userId))
    .innerJoin(profiles, eq(profiles.userId, developerProfiles.userId))
    .where(
      and(eq(retiredStoreSlugs.slug, slug), gt(retiredStoreSlugs.retiredAt, heldSince), eq(profiles.role, 'developer')),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Saves that claim or give up these addresses take turns (a store leaving a slug, another taking
 * it), so a claim's checks (live, then held) read one settled state rather than two moments of a
 * change; in the caller's transaction, sorted, so two saves locking the same pair cannot deadlock.
 */
export async function lockStoreSlugs(db: Database, slugs: string[]): Promise<void> {
  for (const slug of [...new Set(slugs)].sort())
    await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`store_slug:${slug}`}))`);
}

/** Who holds this former address (retired after `heldSince`), or null. */
export async function selectRetiredSlugHolder(db: Database, slug: string, heldSince: Date): Promise<string | null> {
  const [row] = await db
    .select({ userId: retiredStoreSlugs.userId })
    .from(retiredStoreSlugs)
    .where(and(eq(retiredStoreSlugs.slug, slug), gt(retiredStoreSlugs.retiredAt, heldSince)))
    .limit(1);
  return row?.userId ?? null;
}

/** The address is in use again (its store took it back, or its hold ended): no longer a former one. */
export async function deleteRetiredSlug(db: Database, slug: string): Promise<void> {
  await db.delete(retiredStoreSlugs).where(eq(retiredStoreSlugs.slug, slug));
}

/** The store's old address, held for it from `at`. */
export async function insertRetiredSlug(db: Database, userId: string, slug: string, at: Date): Promise<void> {
  await db
    .insert(retiredStoreSlugs)
    .values({ slug, userId, retiredAt: at })
    .onConflictDoUpdate({ target: retiredStoreSlugs.slug, set: { userId, retiredAt: at } });
}

/** Whether another developer's store has this address. */
export async function isSlugTakenByOther(db: Database, slug: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: developerProfiles.userId })
    .from(developerProfiles)
    .where(and(eq(developerProfiles.slug, slug), ne(developerProfiles.userId, userId)))
    .limit(1);
  return row !== undefined;
}

/** The developer's store row, locked for the rest of the transaction; null without one. */
export async function lockStore(db: Database, userId: string): Promise<{ slug: string } | null> {
  const [row] = await db
    .select({ slug: developerProfiles.slug })
    .from(developerProfiles)
    .where(eq(developerProfiles.userId, userId))
    .for('update');
  return row ?? null;
}

/** Inserts the store; false when the developer already has one (nothing written). */
export async function insertStore(db: Database, userId: string, values: StoreValues): Promise<boolean> {
  const rows = await db
    .insert(developerProfiles)
    .values({ userId, ...values })
    .onConflictDoNothing({ target: developerProfiles.userId })
    .returning({ userId: developerProfiles.userId });
  return rows.length === 1;
}

/** Updates the store; false when the developer has none. */
export async function updateStore(db: Database, userId: string, values: StoreValues): Promise<boolean> {
  const rows = await db
    .update(developerProfiles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(developerProfiles.userId, userId))
    .returning({ userId: developerProfiles.userId });
  return rows.length === 1;
}

/**
 * The terms agreed and onboarding complete (spec 000 §4), keeping the first timestamps: a
 * developer's onboarding is their store, in one step, with no workspace to set up. The website
 * stays the store's alone (developer_profiles.website_url): one copy, which Settings edits.
 */
export async function completeDeveloperOnboarding(db: Database, userId: string) {
  const now = new Date();
  await db
    .update(profiles)
    .set({
      tosAgreedAt: sql`coalesce(${profiles.tosAgreedAt}, ${now})`,
      onboardingCompletedAt: sql`coalesce(${profiles.onboardingCompletedAt}, ${now})`,
      updatedAt: now,
    })
    .where(eq(profiles.userId, userId));
}

/** Every store with a published theme, for the sitemap. */
export async function selectSitemapStores(db: Database) {
  return db
    .select({ slug: developerProfiles.slug, updatedAt: developerProfiles.updatedAt })
    .from(developerProfiles)
    .innerJoin(profiles, eq(profiles.userId, developerProfiles.userId))
    .where(
      and(
        eq(profiles.role, 'developer'),
        sql`exists (select 1 from ${themes} where ${themes.creatorId} = ${developerProfiles.userId} and ${themes.published})`,
      ),
    )
    .orderBy(developerProfiles.slug);
}

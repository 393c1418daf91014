import {
  RETIRED_STORE_SLUG_HOLD_DAYS,
  SELLER_PROFILE_TEXT,
  isPayoutCurrency,
  type DeveloperProfile,
  type PublicDeveloper,
} from '@themeport/core';
import type { z } from 'zod';
import type { developerProfileSchema } from '@themeport/core';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { notifyThemeChanged } from '../../lib/domain-events.ts';
import { listCreatorThemes } from '../themes/index.ts';
import {
  completeDeveloperOnboarding,
  lockStore,
  deleteRetiredSlug,
  insertRetiredSlug,
  insertStore,
  isSlugTakenByOther,
  lockStoreSlugs,
  selectRetiredSlugHolder,
  selectStoreByFormerSlug,
  selectStoreBySlug,
  selectStoreByUser,
  updateStore,
  type StoreRow,
  type StoreValues,
} from './queries.ts';

type StoreInput = z.output<typeof developerProfileSchema>;

const profileMissing = () => new AppError('DEVELOPER_PROFILE_NOT_FOUND', 404, SELLER_PROFILE_TEXT.profileMissing);
const slugTaken = (slug: string) =>
  new AppError('STORE_SLUG_TAKEN', 409, SELLER_PROFILE_TEXT.slugTaken(slug), {
    slug: SELLER_PROFILE_TEXT.slugTaken(slug),
  });

/** What the public page and the owner both see of a store. */
function shownFields(row: NonNullable<StoreRow>) {
  const { storeName, slug, bio, websiteUrl, avatarUrl } = row;
  return { storeName, slug, bio, websiteUrl, avatarUrl };
}

function toProfile(row: NonNullable<StoreRow>): DeveloperProfile {
  return {
    ...shownFields(row),
    payoutCountry: row.payoutCountry,
    payoutCurrency: isPayoutCurrency(row.payoutCurrency) ? row.payoutCurrency : 'USD',
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toValues(input: StoreInput): StoreValues {
  return {
    storeName: input.storeName,
    slug: input.slug,
    bio: input.bio,
    websiteUrl: input.website || null,
    payoutCountry: input.payoutCountry,
    payoutCurrency: input.payoutCurrency,
  };
}

/** Two saves racing for one address: the unique index decides, and the loser hears it is taken. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Object; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

async function guardSlug<T>(slug: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(slug);
    throw error;
  }
}

/** The developer's own store; null before the developer onboarding. */
export async function findOwnProfile(db: Database, userId: string): Promise<DeveloperProfile | null> {
  const row = await selectStoreByUser(db, userId);
  return row ? toProfile(row) : null;
}

async function getOwnProfile(db: Database, userId: string): Promise<DeveloperProfile> {
  const profile = await findOwnProfile(db, userId);
  if (!profile) throw profileMissing();
  return profile;
}

/** Former addresses retired after this moment are still held (decision 031, amendment). */
const heldSince = (now: Date) => new Date(now.getTime() - RETIRED_STORE_SLUG_HOLD_DAYS * 86_400_000);

/**
 * The store may take this address: no other store has it, nor holds it as a former address. Its
 * own former address, or one whose hold ended, is an address in use again and stops redirecting.
 * Runs under lockStoreSlugs, so a store giving the address up and one taking it take turns.
 */
async function claimSlug(tx: Database, userId: string, slug: string, now: Date): Promise<void> {
  if (await isSlugTakenByOther(tx, slug, userId)) throw slugTaken(slug);
  const holder = await selectRetiredSlugHolder(tx, slug, heldSince(now));
  if (holder !== null && holder !== userId) throw slugTaken(slug);
  await deleteRetiredSlug(tx, slug);
}

/**
 * The developer onboarding: the store is created, the terms agreed and onboarding completed, in
 * one transaction; no client workspace is made (decision 031). A second onboarding is refused.
 */
export async function createStore(
  db: Database,
  userId: string,
  input: StoreInput,
  now = new Date(),
): Promise<DeveloperProfile> {
  const values = toValues(input);
  await guardSlug(values.slug, () =>
    db.transaction(async (tx) => {
      const t = tx as unknown as Database;
      await lockStoreSlugs(t, [values.slug]);
      await claimSlug(t, userId, values.slug, now);
      if (!(await insertStore(t, userId, values)))
        throw new AppError('DEVELOPER_PROFILE_EXISTS', 409, SELLER_PROFILE_TEXT.profileExists);
      await completeDeveloperOnboarding(t, userId);
    }),
  );
  return getOwnProfile(db, userId);
}

/**
 * The portal's Settings: the developer's own store, every field replaced. A new address keeps the
 * old one as a former address: it redirects to the store and is held for it (decision 031).
 */
export async function saveStore(
  db: Database,
  userId: string,
  input: StoreInput,
  now = new Date(),
): Promise<DeveloperProfile> {
  const values = toValues(input);
  await guardSlug(values.slug, () =>
    db.transaction(async (tx) => {
      const t = tx as unknown as Database;
      const current = await lockStore(t, userId);
      if (!current) throw profileMissing();
      const moved = current.slug !== values.slug;
      await lockStoreSlugs(t, [current.slug, values.slug]);
      if (moved) await claimSlug(t, userId, values.slug, now);
      await updateStore(t, userId, values);
      if (moved) await insertRetiredSlug(t, userId, current.slug, now);
    }),
  );
  // Theme cards carry the store's name and address: the catalogue cache drops them.
  notifyThemeChanged(db);
  return getOwnProfile(db, userId);
}

/** GET /api/developers/{slug}: the store and its published themes; 404 for an unknown address. */
export async function findPublicDeveloper(
  db: Database,
  slug: string,
  now = new Date(),
): Promise<PublicDeveloper | null> {
  // A former address answers the store with its current slug: the page and the web host redirect.
  const row = (await selectStoreBySlug(db, slug)) ?? (await selectStoreByFormerSlug(db, slug, heldSince(now)));
  if (!row) return null;
  return {
    ...shownFields(row),
    memberSince: row.createdAt.toISOString(),
    themes: await listCreatorThemes(db, row.userId),
  };
}

export async function getPublicDeveloper(db: Database, slug: string): Promise<PublicDeveloper> {
  const developer = await findPublicDeveloper(db, slug);
  if (!developer) throw new AppError('DEVELOPER_NOT_FOUND', 404, SELLER_PROFILE_TEXT.developerNotFound);
  return developer;
}

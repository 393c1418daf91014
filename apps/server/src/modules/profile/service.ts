// The signed-in person's own profile (issue 12): name, avatar and sessions. Every query carries the
// user's id, so nobody reaches another user's row.
import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, ne } from 'drizzle-orm';
import {
  AVATAR_MAX_BYTES,
  MEDIA_TEXT,
  PROFILE_TEXT,
  type ProfileNameInput,
  type ProfileSession,
} from '@themeport/core';
import type { StorageAdapter } from '../../adapters/storage/index.ts';
import type { Database } from '../../db/client.ts';
import { profiles, sessions, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Logger } from '../../logger.ts';
import { detectImage } from '../media/index.ts';

export interface ProfileDeps {
  db: Database;
  storage: StorageAdapter;
  logger: Logger;
}

export const avatarTooLarge = () => new AppError('FILE_TOO_LARGE', 413, PROFILE_TEXT.avatarTooLarge);

/** The profile's names and the better-auth user's name, in one transaction so they never differ. */
export async function updateName(db: Database, userId: string, input: ProfileNameInput): Promise<void> {
  const fullName = `${input.firstName} ${input.lastName}`;
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx
      .update(profiles)
      .set({ firstName: input.firstName, lastName: input.lastName, fullName, updatedAt: now })
      .where(eq(profiles.userId, userId));
    await tx.update(users).set({ name: fullName, updatedAt: now }).where(eq(users.id, userId));
  });
}

const AVATAR_KEY = /^avatars\/[0-9a-f-]{36}\/[0-9a-f]{16}\.[a-z]+$/;

/** The storage key behind a stored avatar URL, when it is one of ours (a seeded URL is left alone). */
function avatarKeyOf(storage: StorageAdapter, url: string | null): string | null {
  if (!url) return null;
  const prefix = storage.publicUrl('');
  if (!url.startsWith(prefix)) return null;
  const key = url.slice(prefix.length);
  return AVATAR_KEY.test(key) ? key : null;
}

async function currentAvatarUrl(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ avatarUrl: profiles.avatarUrl })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  return row?.avatarUrl ?? null;
}

async function setAvatarUrl(db: Database, userId: string, url: string | null): Promise<void> {
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx.update(profiles).set({ avatarUrl: url, updatedAt: now }).where(eq(profiles.userId, userId));
    await tx.update(users).set({ image: url, updatedAt: now }).where(eq(users.id, userId));
  });
}

/** The old file goes after the row points elsewhere; a failure leaves an orphan file, never a broken avatar. */
async function deleteOldAvatar(deps: ProfileDeps, oldUrl: string | null): Promise<void> {
  const key = avatarKeyOf(deps.storage, oldUrl);
  if (!key) return;
  try {
    await deps.storage.delete(key);
  } catch (err) {
    deps.logger.warn({ err, key }, 'old avatar file not deleted');
  }
}

/** An image by its bytes (the Library's formats, SVG refused), at most AVATAR_MAX_BYTES, under a fresh key. */
export async function setAvatar(deps: ProfileDeps, userId: string, bytes: Uint8Array): Promise<string> {
  if (bytes.length > AVATAR_MAX_BYTES) throw avatarTooLarge();
  const detected = bytes.length === 0 ? ({ kind: 'other' } as const) : detectImage(bytes);
  if (detected.kind === 'svg') throw new AppError('NOT_AN_IMAGE', 400, MEDIA_TEXT.svgRefused);
  if (detected.kind !== 'image') throw new AppError('NOT_AN_IMAGE', 400, MEDIA_TEXT.onlyImages);
  const { contentType, extension } = detected.image;
  const key = `avatars/${userId}/${randomBytes(8).toString('hex')}.${extension}`;
  await deps.storage.put(key, bytes, contentType);
  const oldUrl = await currentAvatarUrl(deps.db, userId);
  const url = deps.storage.publicUrl(key);
  await setAvatarUrl(deps.db, userId, url);
  await deleteOldAvatar(deps, oldUrl);
  return url;
}

export async function removeAvatar(deps: ProfileDeps, userId: string): Promise<void> {
  const oldUrl = await currentAvatarUrl(deps.db, userId);
  await setAvatarUrl(deps.db, userId, null);
  await deleteOldAvatar(deps, oldUrl);
}

/** The user's live sessions, newest activity first, the caller's own marked. */
export async function listSessions(db: Database, userId: string, currentId: string): Promise<ProfileSession[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.updatedAt));
  return rows.map((row) => ({
    id: row.id,
    userAgent: row.userAgent,
    ipAddress: row.ipAddress,
    createdAt: row.createdAt.toISOString(),
    lastActiveAt: row.updatedAt.toISOString(),
    isCurrent: row.id === currentId,
  }));
}

/** Ends one of the user's other sessions; another user's id is simply not found. */
export async function revokeSession(
  db: Database,
  { userId, currentId, sessionId }: { userId: string; currentId: string; sessionId: string },
): Promise<void> {
  if (sessionId === currentId) throw new AppError('SESSION_IS_CURRENT', 400, PROFILE_TEXT.sessionIsCurrent);
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  if (deleted.length === 0) throw new AppError('SESSION_NOT_FOUND', 404, PROFILE_TEXT.sessionNotFound);
}

/** 'Sign out everywhere else': every session of the user but this one; how many ended. */
export async function revokeOtherSessions(db: Database, userId: string, currentId: string): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, currentId)))
    .returning({ id: sessions.id });
  return deleted.length;
}

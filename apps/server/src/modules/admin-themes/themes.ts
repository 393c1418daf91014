import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import {
  FIRST_THEME_VERSION,
  THEME_CMS_TEXT,
  diffChanges,
  slugify,
  type AdminThemeInput,
  type Framework,
  emptyTemplateConfig,
  type AdminTheme,
} from '@themeport/core';
import type { z } from 'zod';
import type { adminThemeSchema } from '@themeport/core';
import type { StorageAdapter } from '../../adapters/storage/index.ts';
import type { Database } from '../../db/client.ts';
import { purchases, sites, themes, type Theme } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { audited, type AuditContext } from '../../lib/audit.ts';
import type { Logger } from '../../logger.ts';
import { notifyThemeChanged } from '../../lib/domain-events.ts';

// spec 001 §2.7 Themes (admin): every theme, published or draft, with what the table and the
// Add/Edit modal show; create, edit and delete, each audited in its transaction (decision 023).

export interface AdminThemeDeps {
  db: Database;
  logger: Logger;
  storage: StorageAdapter;
}

type ThemeFields = z.output<typeof adminThemeSchema>;

export const themeNotFound = () => new AppError('THEME_NOT_FOUND', 404, THEME_CMS_TEXT.notFound);

/** The theme as the admin table and modal read it. */
export function toAdminTheme(row: Theme, sitesUsing = 0): AdminTheme {
  const config = row.templateConfig;
  const lastModified = config?.metadata.lastModified ? Date.parse(config.metadata.lastModified) : 0;
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    longDescription: row.longDescription,
    images: row.images,
    previewUrl: row.previewUrl,
    demoUrl: row.demoUrl,
    framework: row.framework,
    price: row.price,
    features: row.features,
    industry: { category: row.industryCategory, type: row.industryType },
    version: row.version,
    published: row.published,
    pageCount: config?.pages.length ?? 0,
    sitesUsing,
    /** The template config changed after the last publish: clients do not have it yet. */
    unpublishedChanges: !row.published || lastModified > row.lastUpdated.getTime(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lastUpdated: row.lastUpdated.toISOString(),
  };
}

const sitesUsingSql = sql<number>`(select count(*)::int from ${sites} where ${sites.themeId} = ${themes.id} and ${sites.status} = 'active')`;

export async function listAdminThemes(db: Database): Promise<AdminTheme[]> {
  const rows = await db
    .select({ theme: themes, sitesUsing: sitesUsingSql })
    .from(themes)
    .orderBy(desc(themes.createdAt), themes.id);
  return rows.map((row) => toAdminTheme(row.theme, row.sitesUsing));
}

export async function getAdminTheme(db: Database, themeId: string): Promise<AdminTheme> {
  const [row] = await db
    .select({ theme: themes, sitesUsing: sitesUsingSql })
    .from(themes)
    .where(eq(themes.id, themeId));
  if (!row) throw themeNotFound();
  return toAdminTheme(row.theme, row.sitesUsing);
}

/** The slug asked for, else one made from the name; a taken one gets -2, -3… */
async function freeSlug(db: Database, wanted: string, exceptId?: string): Promise<string> {
  for (let n = 1; n < 100; n += 1) {
    const slug = n === 1 ? wanted : `${wanted}-${n}`;
    const [taken] = await db.select({ id: themes.id }).from(themes).where(eq(themes.slug, slug));
    if (!taken || taken.id === exceptId) return slug;
  }
  throw new AppError('VALIDATION_ERROR', 400, 'That slug is taken', { slug: 'That slug is taken' });
}

function columns(input: ThemeFields) {
  return {
    name: input.name,
    description: input.description,
    ...(input.longDescription === undefined ? {} : { longDescription: input.longDescription }),
    images: input.images,
    previewUrl: input.previewUrl ?? null,
    demoUrl: input.demoUrl ?? null,
    framework: input.framework as Framework,
    price: input.price,
    features: input.features,
    industryCategory: input.industry.category,
    industryType: input.industry.type,
  };
}

/** What an audit entry keeps of a theme: the fields the modal edits. */
function auditedFields(row: Theme) {
  const {
    id: _id,
    longDescription: _long,
    version: _version,
    published: _published,
    pageCount: _pages,
    sitesUsing: _sites,
    unpublishedChanges: _changes,
    createdAt: _created,
    updatedAt: _updated,
    lastUpdated: _last,
    ...fields
  } = toAdminTheme(row);
  return fields;
}

/** spec 001 §7.1 themes-create-theme: a draft (not in the catalogue until published), made by the admin. */
export async function createAdminTheme(
  deps: AdminThemeDeps,
  ctx: AuditContext,
  input: ThemeFields,
): Promise<AdminTheme> {
  if (!ctx.userId) throw new AppError('UNAUTHENTICATED', 401, THEME_CMS_TEXT.noUser);
  const row = await audited(
    deps,
    ctx,
    { actionType: 'create', resourceType: 'theme', resourceName: input.name },
    async (tx, note) => {
      await refuseOtherThemesImages(tx, input.images);
      const slug = await freeSlug(tx, input.slug ?? slugify(input.name).replace(/^post$/, 'theme'));
      const now = new Date();
      const [theme] = await tx
        .insert(themes)
        .values({
          ...columns(input),
          slug,
          creatorId: ctx.userId,
          published: false,
          version: FIRST_THEME_VERSION,
          templateConfig: emptyTemplateConfig(now),
        })
        .returning();
      note({ resourceId: theme!.id, changes: diffChanges({}, auditedFields(theme!)) });
      return theme!;
    },
  );
  return toAdminTheme(row);
}

const UPLOADED = '/uploads/themes/';

/** The uploaded images ('/uploads/themes/…') among these that another theme than `themeId` lists. */
async function imagesOfOtherThemes(db: Database, images: string[], themeId?: string): Promise<Set<string>> {
  const uploaded = [...new Set(images.filter((url) => url.startsWith(UPLOADED)))];
  if (uploaded.length === 0) return new Set();
  const others = await db
    .select({ images: themes.images })
    .from(themes)
    .where(
      and(
        themeId ? ne(themes.id, themeId) : undefined,
        sql`${themes.images} ?| array[${sql.join(
          uploaded.map((url) => sql`${url}`),
          sql`, `,
        )}]::text[]`,
      ),
    );
  const listed = new Set(others.flatMap((row) => row.images));
  return new Set(uploaded.filter((url) => listed.has(url)));
}

/**
 * A theme may list only its own uploads: an upload another theme lists is refused, so that
 * dropping it from this theme's list can never delete another theme's file (one theme's editor,
 * a developer, must not reach another's images).
 */
async function refuseOtherThemesImages(db: Database, images: string[], themeId?: string): Promise<void> {
  if ((await imagesOfOtherThemes(db, images, themeId)).size > 0)
    throw new AppError('THEME_IMAGE_OF_ANOTHER_THEME', 400, THEME_CMS_TEXT.imageOfAnotherTheme);
}

/** Deletes the uploaded images among these that no other theme lists. */
async function removeImages(deps: AdminThemeDeps, images: string[], themeId: string): Promise<void> {
  const shared = await imagesOfOtherThemes(deps.db, images, themeId);
  for (const url of images) {
    if (!url.startsWith(UPLOADED) || shared.has(url)) continue;
    const key = url.slice('/uploads/'.length);
    // The row no longer names the file; a file left behind is only space.
    await deps.storage.delete(key).catch((err: unknown) => deps.logger.warn({ err, key }, 'theme image not deleted'));
  }
}

/** spec 001 §7.1 themes-update-theme: the modal's fields; images dropped from the list are deleted. */
export async function updateAdminTheme(
  deps: AdminThemeDeps,
  ctx: AuditContext,
  themeId: string,
  input: ThemeFields,
): Promise<AdminTheme> {
  const { before, after } = await audited(
    deps,
    ctx,
    { actionType: 'update', resourceType: 'theme', resourceId: themeId },
    async (tx, note) => {
      const [current] = await tx.select().from(themes).where(eq(themes.id, themeId)).for('update');
      if (!current) throw themeNotFound();
      const own = new Set(current.images);
      await refuseOtherThemesImages(
        tx,
        input.images.filter((url) => !own.has(url)),
        themeId,
      );
      const slug = input.slug === undefined ? current.slug : await freeSlug(tx, input.slug, themeId);
      const [updated] = await tx
        .update(themes)
        .set({ ...columns(input), slug, updatedAt: new Date() })
        .where(eq(themes.id, themeId))
        .returning();
      note({ resourceName: updated!.name, changes: diffChanges(auditedFields(current), auditedFields(updated!)) });
      return { before: current, after: updated! };
    },
  );
  const kept = new Set(after.images);
  await removeImages(
    deps,
    before.images.filter((url) => !kept.has(url)),
    themeId,
  );
  notifyThemeChanged(deps.db);
  return getAdminTheme(deps.db, themeId);
}

/** A caller's own rule on what it may delete, run on the locked row before anything goes (throws to refuse). */
export type DeleteThemeRule = (tx: Database, theme: Theme) => Promise<void>;

/**
 * Deletes the theme, its templates (cascade) and its uploaded images. A theme a site uses, or
 * that clients bought, is refused (409): their sites and receipts point at it. A developer deleting
 * their own draft passes `rule` (theme-review), checked under the same row lock.
 */
export async function deleteAdminTheme(
  deps: AdminThemeDeps,
  ctx: AuditContext,
  themeId: string,
  rule?: DeleteThemeRule,
): Promise<void> {
  const removed = await audited(
    deps,
    ctx,
    { actionType: 'delete', resourceType: 'theme', resourceId: themeId },
    async (tx, note) => {
      const [current] = await tx.select().from(themes).where(eq(themes.id, themeId)).for('update');
      if (!current) throw themeNotFound();
      note({ resourceName: current.name });
      await rule?.(tx, current);
      const [used] = await tx.select({ n: count() }).from(sites).where(eq(sites.themeId, themeId));
      if ((used?.n ?? 0) > 0) throw new AppError('THEME_IN_USE', 409, THEME_CMS_TEXT.themeInUse(used!.n));
      const [bought] = await tx.select({ n: count() }).from(purchases).where(eq(purchases.themeId, themeId));
      if ((bought?.n ?? 0) > 0) throw new AppError('THEME_IN_USE', 409, THEME_CMS_TEXT.themePurchased);
      await tx.delete(themes).where(eq(themes.id, themeId));
      note({ changes: diffChanges(auditedFields(current), {}) });
      return current;
    },
  );
  await removeImages(deps, removed.images, themeId);
  notifyThemeChanged(deps.db, removed.slug);
}

export type { AdminThemeInput };

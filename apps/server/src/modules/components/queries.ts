import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { isUuid, type ComponentOrderField } from '@themeport/core';
import type { Database } from '../../db/client.ts';
import { componentInstances, sitePages, type ComponentInstanceRow } from '../../db/schema.ts';

/** Whose rows a query sees: the site's own (account and site in every where), or its theme's templates. */
export type ComponentScope =
  { kind: 'site'; accountId: string; siteId: string } | { kind: 'templates'; themeId: string };

export interface KeyFilter {
  section: 'meta' | 'content' | 'settings';
  key: string;
  value: string;
}

/** spec 000 §7 List filters (account and is_template are the scope). */
export interface ComponentFilters {
  componentType?: string;
  componentTypes?: string[];
  pagePath?: string;
  location?: string;
  /** Deleted rows are left out unless true. */
  deleted?: boolean;
  keys: KeyFilter[];
  order?: ComponentOrderField;
  direction: 'asc' | 'desc';
  limit?: number;
  offset?: number;
}

const t = componentInstances;

function scopeWhere(scope: ComponentScope): SQL {
  return scope.kind === 'site'
    ? and(eq(t.accountId, scope.accountId), eq(t.siteId, scope.siteId), eq(t.isTemplate, false))!
    : and(eq(t.themeId, scope.themeId), eq(t.isTemplate, true))!;
}

/** A key inside data: meta and settings compare the key's text; a content field its value (or itself). */
function keyWhere({ section, key, value }: KeyFilter): SQL {
  if (section === 'content')
    return sql`coalesce(${t.data} -> 'content' -> ${key} ->> 'value', ${t.data} -> 'content' ->> ${key}) = ${value}`;
  return sql`${t.data} -> ${section} ->> ${key} = ${value}`;
}

function filtersWhere(scope: ComponentScope, filters: ComponentFilters): SQL {
  const parts: (SQL | undefined)[] = [scopeWhere(scope)];
  if (filters.componentType !== undefined) parts.push(eq(t.componentType, filters.componentType));
  if (filters.componentTypes !== undefined) parts.push(inArray(t.componentType, filters.componentTypes));
  if (filters.pagePath !== undefined) parts.push(eq(t.pagePath, filters.pagePath));
  if (filters.location !== undefined) parts.push(eq(t.location, filters.location));
  if (filters.deleted !== true) parts.push(isNull(t.deletedAt));
  for (const key of filters.keys) parts.push(keyWhere(key));
  return and(...parts)!;
}

/** spec 000 §7 List: the rows of one window and the count of all that match. */
export async function selectComponents(
  db: Database,
  scope: ComponentScope,
  filters: ComponentFilters,
): Promise<{ rows: ComponentInstanceRow[]; total: number }> {
  const where = filtersWhere(scope, filters);
  const by = filters.direction === 'desc' ? desc : asc;
  // Order by the given field, otherwise sort_order then created_at; the id keeps windows stable.
  const order = filters.order ? [by(t[filters.order]), asc(t.id)] : [asc(t.sortOrder), asc(t.createdAt), asc(t.id)];
  let query = db
    .select()
    .from(t)
    .where(where)
    .orderBy(...order)
    .$dynamic();
  if (filters.limit !== undefined) query = query.limit(filters.limit);
  if (filters.offset !== undefined) query = query.offset(filters.offset);
  const [rows, [counted]] = await Promise.all([query, db.select({ n: count() }).from(t).where(where)]);
  return { rows, total: counted?.n ?? 0 };
}

/** spec 000 §7 By page: the site's live components of a page, sort_order ascending. */
export function selectPageComponents(db: Database, scope: ComponentScope, pagePath: string) {
  return db
    .select()
    .from(t)
    .where(and(scopeWhere(scope), eq(t.pagePath, pagePath), isNull(t.deletedAt)))
    .orderBy(asc(t.sortOrder), asc(t.createdAt), asc(t.id));
}

/** One row of the scope by id; deleted rows only when asked (`deleted: 'only'` for a restore). */
export async function selectComponent(
  db: Database,
  scope: ComponentScope,
  id: string,
  { deleted = 'no', lock = false }: { deleted?: 'no' | 'only' | 'any'; lock?: boolean } = {},
): Promise<ComponentInstanceRow | null> {
  if (!isUuid(id)) return null;
  const state = deleted === 'no' ? isNull(t.deletedAt) : deleted === 'only' ? isNotNull(t.deletedAt) : undefined;
  const query = db
    .select()
    .from(t)
    .where(and(scopeWhere(scope), eq(t.id, id), state))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertComponent(db: Database, values: typeof t.$inferInsert): Promise<ComponentInstanceRow> {
  const [row] = await db.insert(t).values(values).returning();
  return row!;
}

/** Sets the given columns and bumps the version, by account, site and id. */
export async function updateComponent(
  db: Database,
  scope: Extract<ComponentScope, { kind: 'site' }>,
  id: string,
  values: Partial<typeof t.$inferInsert>,
): Promise<ComponentInstanceRow | null> {
  const [row] = await db
    .update(t)
    .set({ ...values, version: sql`${t.version} + 1`, updatedAt: new Date() })
    .where(and(scopeWhere(scope), eq(t.id, id)))
    .returning();
  return row ?? null;
}

/** The site's live page with this path, for a component's page_id. */
export async function selectPageId(db: Database, siteId: string, path: string): Promise<string | null> {
  const [page] = await db
    .select({ id: sitePages.id })
    .from(sitePages)
    .where(and(eq(sitePages.siteId, siteId), eq(sitePages.path, path), isNull(sitePages.deletedAt)))
    .limit(1);
  return page?.id ?? null;
}

/** Whether the page is a live page of this site (a component's page_id may name no other). */
export async function isSitePage(db: Database, siteId: string, pageId: string): Promise<boolean> {
  const [page] = await db
    .select({ id: sitePages.id })
    .from(sitePages)
    .where(and(eq(sitePages.siteId, siteId), eq(sitePages.id, pageId), isNull(sitePages.deletedAt)))
    .limit(1);
  return page !== undefined;
}

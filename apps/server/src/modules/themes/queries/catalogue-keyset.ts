import { sql, type SQL } from 'drizzle-orm';
import type { ThemeListSort } from '@themeport/core';
import { themes } from '../../../db/schema.ts';
import { AppError } from '../../../errors.ts';

// Keyset pages of the catalogue (docs/decisions/043-catalogue-search.md): a page after a cursor
// starts where the last row of the previous one was, through the browse index of its sort, so
// page 500 costs what page 1 does. The cursor is opaque to clients: base64url of the sort and the
// last row's sort values, as PostgreSQL wrote them (json), so timestamps keep their microseconds.

interface SortKey {
  expr: SQL;
  dir: 'asc' | 'desc';
  /** The type a cursor value is cast back to. */
  type: 'int' | 'float8' | 'timestamptz' | 'uuid';
}

const key = (expr: SQL, dir: SortKey['dir'], type: SortKey['type']): SortKey => ({ expr, dir, type });
const downloads = key(sql`${themes.downloads}`, 'desc', 'int');
// Every order ends with the id so that pages never repeat or skip a theme.
const id = key(sql`${themes.id}`, 'asc', 'uuid');

/** The order of a sort; `relevance` needs the search's rank (without one it is `popular`). */
export function sortKeys(sort: ThemeListSort, rank?: SQL<number>): SortKey[] {
  switch (sort) {
    case 'relevance':
      if (rank) return [key(rank, 'desc', 'float8'), downloads, id];
      return sortKeys('popular');
    case 'newest':
      return [key(sql`${themes.createdAt}`, 'desc', 'timestamptz'), id];
    case 'rating':
      // rating_average is 0 without approved reviews, so unrated themes come last.
      return [
        key(sql`${themes.ratingAverage}`, 'desc', 'float8'),
        key(sql`${themes.ratingCount}`, 'desc', 'int'),
        downloads,
        id,
      ];
    case 'price-asc':
      return [key(sql`${themes.price}`, 'asc', 'int'), downloads, id];
    case 'price-desc':
      return [key(sql`${themes.price}`, 'desc', 'int'), downloads, id];
    case 'popular':
      return [downloads, key(sql`${themes.createdAt}`, 'desc', 'timestamptz'), id];
  }
}

/** `desc nulls last` as the indexes are built (the columns are not null; the planner matches words). */
export function orderBy(keys: SortKey[]): SQL[] {
  return keys.map((k) => (k.dir === 'asc' ? sql`${k.expr} asc` : sql`${k.expr} desc nulls last`));
}

/** The row's sort values as PostgreSQL writes them: what a cursor after this row holds. */
export function cursorValues(keys: SortKey[]): SQL<string> {
  return sql<string>`json_build_array(${sql.join(
    keys.map((k) => k.expr),
    sql`, `,
  )})::text`;
}

export type CursorValue = string | number;

export function encodeCursor(sort: ThemeListSort, valuesJson: string): string {
  return Buffer.from(JSON.stringify({ s: sort, v: JSON.parse(valuesJson) as unknown }), 'utf8').toString('base64url');
}

const INVALID_CURSOR = () =>
  new AppError('INVALID_CURSOR', 400, 'This page link has expired: start again from the first page');

/** The cursor's values for this sort; a cursor of another sort or of no sort is a 400. */
export function decodeCursor(cursor: string, sort: ThemeListSort, keys: SortKey[]): CursorValue[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw INVALID_CURSOR();
  }
  const { s, v } = (parsed ?? {}) as { s?: unknown; v?: unknown };
  if (s !== sort || !Array.isArray(v) || v.length !== keys.length) throw INVALID_CURSOR();
  // Each value must cast back without an error: a made-up cursor is a 400, never a 500.
  if (!keys.every((k, i) => VALID[k.type](v[i]))) throw INVALID_CURSOR();
  return v as CursorValue[];
}

const VALID: Record<SortKey['type'], (value: unknown) => boolean> = {
  int: (value) => Number.isInteger(value) && Math.abs(value as number) <= 2_147_483_647,
  float8: (value) => Number.isFinite(value),
  uuid: (value) => typeof value === 'string' && /^[0-9a-f]{8}-([0-9a-f]{4}-){3}[0-9a-f]{12}$/i.test(value),
  // As PostgreSQL writes a timestamptz in json: 2025-03-01T10:00:00.123456+00:00
  timestamptz: (value) =>
    typeof value === 'string' &&
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:\d{2})?|Z)$/.test(value) &&
    !Number.isNaN(Date.parse(value)),
};

/**
 * Rows after the cursor in the sort's order: (k1, k2, …) past (v1, v2, …), each key in its own
 * direction. The leading bound alone (k1 <= v1) is what the index seeks to.
 */
export function afterCursor(keys: SortKey[], values: CursorValue[]): SQL {
  const value = (i: number) => sql`${values[i]}::${sql.raw(keys[i]!.type)}`;
  let rest: SQL | undefined;
  for (let i = keys.length - 1; i >= 0; i--) {
    const k = keys[i]!;
    const past = k.dir === 'asc' ? sql`${k.expr} > ${value(i)}` : sql`${k.expr} < ${value(i)}`;
    rest = rest ? sql`(${past} or (${k.expr} = ${value(i)} and ${rest}))` : past;
  }
  const first = keys[0]!;
  const lead = first.dir === 'asc' ? sql`${first.expr} >= ${value(0)}` : sql`${first.expr} <= ${value(0)}`;
  return sql`(${lead} and ${rest})`;
}

import { sql, type SQL } from 'drizzle-orm';
import { themes } from '../../../db/schema.ts';

// Catalogue search (docs/decisions/043-catalogue-search.md): the stored tsvector (GIN) finds and
// ranks words; when no word matches, the name's trigram index (GIN, gin_trgm_ops) finds substrings
// and typos of names. Both indexes come from migration 0024. Substrings and typos are looked for
// in names only and only after the words: over descriptions, or OR-ed with the words, PostgreSQL
// scanned the table (55 to 800 ms at 10,000 themes, against 14 ms for the words alone).

/** Which rows match, and how well (higher is better). */
export interface TextSearch {
  match: SQL;
  rank: SQL<number>;
}

/** Below this many characters a query has almost no trigrams: match word prefixes instead. */
const PREFIX_BELOW = 3;
/** word_similarity() a typo needs to match (pg_trgm's default is 0.6: one wrong letter in five fails). */
export const TYPO_SIMILARITY = 0.4;

/** '%' and '_' typed by a person are literal characters, not wildcards. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * Words (websearch syntax: "quoted phrase", -excluded, or) stemmed against name (weight A),
 * description (B), features and industry (C). Short queries match the start of any word.
 */
export function textSearch(q: string): TextSearch {
  if (q.length < PREFIX_BELOW) {
    const word = q.replace(/[^\p{L}\p{N}]/gu, '').toLowerCase();
    if (word === '') return { match: sql`${themes.name} ilike ${likePattern(q)}`, rank: sql<number>`0::float8` };
    const prefix = sql`to_tsquery('simple', ${`${word}:*`})`;
    return {
      match: sql`${themes.searchVector} @@ ${prefix}`,
      rank: sql<number>`ts_rank(${themes.searchVector}, ${prefix})::float8`,
    };
  }
  const words = sql`websearch_to_tsquery('english', ${q})`;
  return {
    match: sql`${themes.searchVector} @@ ${words}`,
    rank: sql<number>`ts_rank(${themes.searchVector}, ${words})::float8`,
  };
}

/**
 * No word matched: names that hold the text ("ora" finds Aurora) or a word close to the query's
 * ("aurra" finds Aurora), through the name's trigram index; the closest first.
 */
export function fallbackSearch(q: string): TextSearch | null {
  if (q.length < PREFIX_BELOW) return null;
  return {
    // `<%` is word_similarity() >= pg_trgm.word_similarity_threshold, which the caller sets.
    match: sql`(${themes.name} ilike ${likePattern(q)} or ${q} <% ${themes.name})`,
    rank: sql<number>`word_similarity(${q}, ${themes.name})::float8`,
  };
}

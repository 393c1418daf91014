import { sql, type SQL } from 'drizzle-orm';
import { themes } from '../../../db/schema.ts';

// Catalogue search (docs/decisions/043-catalogue-search.md): the stored tsvector (GIN) ranks words,
// the trigram index (GIN, gin_trgm_ops on search_text) serves substrings and, when nothing
// matches, typos. Both indexes come from migration 0024.

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
 * description (B), features and industry (C); or the text as a substring anywhere in them, so a
 * part of a word ("saa") still finds "SaaS". Short queries match the start of any word.
 */
export function textSearch(q: string): TextSearch {
  const substring = sql`${themes.searchText} ilike ${likePattern(q)}`;
  if (q.length < PREFIX_BELOW) {
    const word = q.replace(/[^\p{L}\p{N}]/gu, '').toLowerCase();
    if (word === '') return { match: substring, rank: sql<number>`0::float8` };
    const prefix = sql`to_tsquery('simple', ${`${word}:*`})`;
    return {
      match: sql`${themes.searchVector} @@ ${prefix}`,
      rank: sql<number>`ts_rank(${themes.searchVector}, ${prefix})::float8`,
    };
  }
  const words = sql`websearch_to_tsquery('english', ${q})`;
  return {
    match: sql`(${themes.searchVector} @@ ${words} or ${substring})`,
    rank: sql<number>`ts_rank(${themes.searchVector}, ${words})::float8`,
  };
}

/** Nothing matched: words close to a word of the query ("aurra" → Aurora), through the trigram index. */
export function typoSearch(q: string): TextSearch | null {
  if (q.length < PREFIX_BELOW) return null;
  return {
    // `<%` is word_similarity() >= pg_trgm.word_similarity_threshold, which the caller sets.
    match: sql`${q} <% ${themes.searchText}`,
    rank: sql<number>`word_similarity(${q}, ${themes.searchText})::float8`,
  };
}

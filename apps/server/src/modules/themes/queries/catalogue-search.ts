import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { themeSearchWords, themes } from '../../../db/schema.ts';

// Catalogue search (docs/decisions/043-catalogue-search.md): the stored tsvector (GIN) finds and
// ranks words. A search that matches no word has each word replaced by the closest word of the
// catalogue's lexicon (theme_search_words, pg_trgm GIN), the way pg_trgm's documentation suggests,
// and runs again: a few thousand short words to compare, whatever the catalogue's size. Trigrams
// over the themes themselves (their names, or descriptions) cost 60 to 800 ms at 10,000 themes:
// too many near matches to recheck.

/** Which rows match, and how well (higher is better). */
export interface TextSearch {
  match: SQL;
  rank: SQL<number>;
}

/** Below this many characters a query has almost no trigrams: match word prefixes instead. */
const PREFIX_BELOW = 3;

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
 * The query with each word of 3+ letters the lexicon does not hold replaced by its closest word
 * there (pg_trgm similarity >= 0.3: "aurra" → aurora, "portfolo" → portfolio); null when nothing
 * could be corrected.
 */
export async function correctedQuery(db: Database, q: string): Promise<string | null> {
  const typed = [...new Set(q.toLowerCase().match(/\p{L}{3,}/gu) ?? [])];
  if (typed.length === 0) return null;
  const closest = await Promise.all(
    typed.map(async (word) => {
      const [row] = await db
        .select({ word: themeSearchWords.word })
        .from(themeSearchWords)
        .where(sql`${themeSearchWords.word} % ${word}`)
        .orderBy(sql`similarity(${themeSearchWords.word}, ${word}) desc`, themeSearchWords.word)
        .limit(1);
      return row?.word;
    }),
  );
  let corrected = q;
  typed.forEach((word, i) => {
    const replacement = closest[i];
    if (replacement && replacement !== word) {
      corrected = corrected.replace(new RegExp(`(?<!\\p{L})${word}(?!\\p{L})`, 'giu'), replacement);
    }
  });
  return corrected === q ? null : corrected;
}

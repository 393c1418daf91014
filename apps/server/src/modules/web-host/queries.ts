import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../../db/client.ts';

/**
 * The page at `path` as a date (its Last-Modified): when a render first gave this ETag, kept until
 * a render gives another. Null while that was in the current second: HTTP dates count whole
 * seconds, so a copy dated in a second that saw a change could be judged current after it (RFC
 * 9110 §8.8.2.2). Once the second is over, any later version is dated in a later one.
 */
export async function pageLastModified(db: Database, path: string, etag: string): Promise<Date | null> {
  // Most renders find the page as it was: a read, with no row lock for renders of it to queue on.
  const [current] = await selectRows<VersionRow & { etag: string }>(
    db,
    sql`SELECT etag, ${DATED} FROM page_versions WHERE path = ${path}`,
  );
  const version =
    current?.etag === etag
      ? current
      : (
          await selectRows<VersionRow>(
            db,
            sql`
              WITH changed AS (
                INSERT INTO page_versions (path, etag, since)
                VALUES (${path}, ${etag}, now())
                ON CONFLICT (path) DO UPDATE SET etag = excluded.etag, since = excluded.since
                  WHERE page_versions.etag <> excluded.etag
                RETURNING since
              ),
              versions AS (
                SELECT since FROM changed
                UNION ALL
                SELECT since FROM page_versions WHERE path = ${path}
                ORDER BY since DESC
                LIMIT 1
              )
              SELECT ${DATED} FROM versions
            `,
          )
        )[0];
  if (version === undefined) throw new Error(`No version of ${path} after recording one`);
  return version.settled ? new Date(version.since) : null;
}

interface VersionRow {
  since: Date | string;
  settled: boolean;
}

/** The version's date in whole seconds, and whether the second it began in is over. */
const DATED = sql.raw(`date_trunc('second', since) AS since, since < date_trunc('second', now()) AS settled`);

// The event explorer's reads: the kept events or the last hour's window, filtered (admin-events.ts
// holds the shaping and the export).
import { isUuid, type SecurityEventsExportQuery } from '@themeport/core';
import { and, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { securityEvents, securityRecentEvents, users } from '../../../db/schema.ts';

const DAY_MS = 86_400_000;
type Table = typeof securityEvents | typeof securityRecentEvents;

const tableOf = (query: SecurityEventsExportQuery): Table =>
  query.window === 'recent' ? securityRecentEvents : securityEvents;

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
const like = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function filters(table: Table, query: SecurityEventsExportQuery): SQL | undefined {
  const user = query.user?.toLowerCase();
  // A day as 'to' runs to its end (UTC); an ISO time is taken as it is.
  const to = query.to ? new Date(Date.parse(query.to) + (isDay(query.to) ? DAY_MS : 1)) : undefined;
  return and(
    query.type ? eq(table.type, query.type) : undefined,
    query.severity ? eq(table.severity, query.severity) : undefined,
    query.ip ? eq(table.ip, query.ip) : undefined,
    user
      ? isUuid(user)
        ? eq(table.userId, user)
        : or(eq(table.subject, user), sql`lower(${users.email}) = ${user}`)
      : undefined,
    query.search ? ilike(table.details, like(query.search)) : undefined,
    query.from ? gte(table.createdAt, new Date(query.from)) : undefined,
    to ? lt(table.createdAt, to) : undefined,
  );
}

function selectEvents(db: Database, table: Table) {
  return db
    .select({
      id: sql<string>`${table.id}::text`,
      type: table.type,
      severity: table.severity,
      userId: table.userId,
      userEmail: users.email,
      subject: table.subject,
      ip: table.ip,
      userAgent: table.userAgent,
      endpoint: table.endpoint,
      requestId: table.requestId,
      details: table.details,
      metadata: table.metadata,
      createdAt: table.createdAt,
    })
    .from(table)
    .leftJoin(users, eq(users.id, table.userId));
}

/** An event with its user's e-mail. */
export type AdminEventRow = Awaited<ReturnType<ReturnType<typeof selectEvents>['execute']>>[number];

/** Matching events, newest first, from `offset` on (default 0). */
export function selectMatchingEvents(
  db: Database,
  query: SecurityEventsExportQuery,
  { limit, offset = 0 }: { limit: number; offset?: number },
): Promise<AdminEventRow[]> {
  const table = tableOf(query);
  return selectEvents(db, table)
    .where(filters(table, query))
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(limit)
    .offset(offset);
}

export async function countMatchingEvents(db: Database, query: SecurityEventsExportQuery): Promise<number> {
  const table = tableOf(query);
  const [counted] = await db
    .select({ total: count() })
    .from(table)
    .leftJoin(users, eq(users.id, table.userId))
    .where(filters(table, query));
  return counted?.total ?? 0;
}

// The security monitor in tests (Vitest only): monitors of other processes, fresh addresses, and what was recorded.
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { SecurityEventType } from '@themeport/core';
import type { ErrorReporter } from '../adapters/errors/index.ts';
import { createMailSender } from '../adapters/mail/index.ts';
import { createPool, databaseFromPool, type Database } from '../db/client.ts';
import { jobs, securityAlerts, securityBlocks, securityEvents, securityRecentEvents } from '../db/schema.ts';
import { createLogger } from '../logger.ts';
import { createSecurityMonitor, type SecurityMonitor } from '../modules/security/index.ts';
import type { TestApp } from './app.ts';

/** A monitor of the test's own over the app's database: another server process as far as the rules can tell. */
export function monitorFor(
  t: TestApp,
  { db = t.db, errorReporter = null }: { db?: Database; errorReporter?: ErrorReporter | null } = {},
): SecurityMonitor {
  return createSecurityMonitor({
    db,
    config: t.config,
    logger: createLogger(t.config),
    mail: createMailSender(t.config, db),
    errorReporter,
  });
}

/**
 * A second connection pool on the app's PostgreSQL database (another server process), or the same
 * database on PGlite; close() ends the pool.
 */
export function secondProcessDb(t: TestApp): { db: Database; close(): Promise<void> } {
  if (!t.databaseUrl) return { db: t.db, close: async () => {} };
  const pool = createPool(t.databaseUrl, 4);
  return { db: databaseFromPool(pool), close: () => pool.end() };
}

let sequence = 0;
/** An address of its own per call (198.18.0.0/15, the benchmarking range): no test shares a counter. */
export const freshIp = () => `198.18.${Math.floor(++sequence / 250)}.${(sequence % 250) + 1}`;
export const freshSubject = (label = 'victim') => `${label}-${++sequence}-${Date.now()}@example.com`;

export function blocksOf(db: Database, ip: string) {
  return db.select().from(securityBlocks).where(eq(securityBlocks.ip, ip)).orderBy(asc(securityBlocks.createdAt));
}

export function alertsOf(db: Database, rule: SecurityEventType, dedupeKey: string) {
  return db
    .select()
    .from(securityAlerts)
    .where(and(eq(securityAlerts.rule, rule), eq(securityAlerts.dedupeKey, dedupeKey)))
    .orderBy(asc(securityAlerts.firstSeenAt));
}

/** The jobs queued for one alert on a delivery queue. */
export async function deliveryJobs(
  db: Database,
  queue: 'security.alert-mail' | 'security.alert-webhook',
  alertId: string,
) {
  const rows = await db.select().from(jobs).where(eq(jobs.queue, queue));
  return rows.filter((row) => (row.payload as { alertId?: string }).alertId === alertId);
}

interface EventFilter {
  type?: SecurityEventType;
  ip?: string;
  userId?: string;
  subject?: string;
  endpoint?: string;
}

function conditions(table: typeof securityRecentEvents | typeof securityEvents, filter: EventFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.type) parts.push(eq(table.type, filter.type));
  if (filter.ip) parts.push(eq(table.ip, filter.ip));
  if (filter.userId) parts.push(eq(table.userId, filter.userId));
  if (filter.subject) parts.push(eq(table.subject, filter.subject.toLowerCase()));
  if (filter.endpoint) parts.push(eq(table.endpoint, filter.endpoint));
  return and(...parts);
}

/** Events in the 1-hour window (security_recent_events) matching every given field, oldest first. */
export function recentEvents(db: Database, filter: EventFilter) {
  return db
    .select()
    .from(securityRecentEvents)
    .where(conditions(securityRecentEvents, filter))
    .orderBy(asc(securityRecentEvents.createdAt), asc(securityRecentEvents.id));
}

/** The kept high and critical events (security_events) matching every given field, oldest first. */
export function keptEvents(db: Database, filter: EventFilter) {
  return db
    .select()
    .from(securityEvents)
    .where(conditions(securityEvents, filter))
    .orderBy(asc(securityEvents.createdAt));
}

// What the security monitor recorded (Vitest only): the detection window's rows, oldest first.
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { SecurityEventType } from '@themeport/core';
import { securityEvents, securityRecentEvents } from '../db/schema.ts';
import type { TestApp } from './app.ts';

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

/** Events in the 1-hour window (security_recent_events) matching every given field. */
export function recentEvents(t: TestApp, filter: EventFilter) {
  return t.db
    .select()
    .from(securityRecentEvents)
    .where(conditions(securityRecentEvents, filter))
    .orderBy(asc(securityRecentEvents.id));
}

/** The kept high and critical events (security_events) matching every given field. */
export function keptEvents(t: TestApp, filter: EventFilter) {
  return t.db
    .select()
    .from(securityEvents)
    .where(conditions(securityEvents, filter))
    .orderBy(asc(securityEvents.createdAt));
}

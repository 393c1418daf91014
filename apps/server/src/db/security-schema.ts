import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  SECURITY_ALERT_STATUSES,
  SECURITY_EVENT_TYPES,
  SECURITY_SEVERITIES,
  type SecurityEventType,
  type SecuritySeverity,
} from '@themeport/core';
import { users } from './auth-schema.ts';

// The security monitor (docs/security-monitor.md, decision 039). Every process writes and reads the
// same tables, so an attack spread over several servers is seen whole.

/** The columns an event has wherever it is kept (spec 001 §3 'Security event', §7.3). */
const eventColumns = () => ({
  type: text({ enum: SECURITY_EVENT_TYPES }).$type<SecurityEventType>().notNull(),
  severity: text({ enum: SECURITY_SEVERITIES }).$type<SecuritySeverity>().notNull(),
  /** The user the event is about (the signed-in one, or the one whose e-mail was typed); kept after they go. */
  userId: uuid().references(() => users.id, { onDelete: 'set null' }),
  /** The e-mail typed at sign-in, lower-cased: the key of per-account rules when no such user exists. */
  subject: text(),
  /** The client's address as the server trusts it (http/client-ip.ts); blocks and rules need it whole. */
  ip: text(),
  userAgent: text(),
  /** 'POST /api/auth/sign-in/email'. */
  endpoint: text(),
  requestId: text(),
  /** One line a person reads in the explorer. */
  details: text().notNull().default(''),
  /** Facts for the evidence; never a password, token or secret (redactSecrets). */
  metadata: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * The detection window (spec 001 §4): every event, kept 1 hour and at most the newest 1000
 * (`security.prune` trims it). The detectors count here.
 */
export const securityRecentEvents = pgTable(
  'security_recent_events',
  { id: bigserial({ mode: 'number' }).primaryKey(), ...eventColumns() },
  (t) => [
    index('security_recent_ip_idx').on(t.type, t.ip, t.createdAt),
    index('security_recent_subject_idx').on(t.type, t.subject, t.createdAt),
    index('security_recent_user_idx').on(t.type, t.userId, t.createdAt),
    index('security_recent_created_idx').on(t.createdAt),
  ],
);

/** spec 001 §7.3 security_events: only high and critical events, kept 1 year for the explorer. */
export const securityEvents = pgTable(
  'security_events',
  { id: uuid().primaryKey().defaultRandom(), ...eventColumns() },
  (t) => [
    index('security_events_created_idx').on(t.createdAt),
    index('security_events_type_idx').on(t.type, t.createdAt),
    index('security_events_ip_idx').on(t.ip, t.createdAt),
    index('security_events_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * Counts of every event by type in 5-minute buckets, kept 30 days: the tiles, the chart and the
 * spike rule's 6-hour baseline read these, not the events (which the window drops after an hour).
 */
export const securityEventBuckets = pgTable(
  'security_event_buckets',
  {
    bucketStart: timestamp({ withTimezone: true }).notNull(),
    type: text({ enum: SECURITY_EVENT_TYPES }).$type<SecurityEventType>().notNull(),
    count: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bucketStart, t.type] })],
);

/**
 * An alert: one per rule and key (an IP, an account) within 2 hours; later events of the same rule
 * and key add to its count and evidence instead of alerting again.
 */
export const securityAlerts = pgTable(
  'security_alerts',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The event type that fired it. */
    rule: text({ enum: SECURITY_EVENT_TYPES }).$type<SecurityEventType>().notNull(),
    /** What the rule counted by: 'ip:203.0.113.9', 'user:<id>', 'global'. */
    dedupeKey: text().notNull(),
    severity: text({ enum: SECURITY_SEVERITIES }).$type<SecuritySeverity>().notNull(),
    status: text({ enum: SECURITY_ALERT_STATUSES }).notNull().default('open'),
    summary: text().notNull(),
    /** The events and facts behind it (the newest 20 events' ids and details, the counts). */
    evidence: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    eventCount: integer().notNull().default(1),
    firstSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    acknowledgedAt: timestamp({ withTimezone: true }),
    acknowledgedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp({ withTimezone: true }),
    resolvedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('security_alerts_key_idx').on(t.rule, t.dedupeKey, t.firstSeenAt),
    index('security_alerts_status_idx').on(t.status, t.lastSeenAt),
  ],
);

/**
 * An address throttled (429 with Retry-After) until `expiresAt`: by a detector (createdBy null) or
 * an admin. Lifting it early keeps the row (liftedAt, liftedBy); the next block of the same address
 * within a day lasts twice as long (`level`).
 */
export const securityBlocks = pgTable(
  'security_blocks',
  {
    id: uuid().primaryKey().defaultRandom(),
    ip: text().notNull(),
    /** The event type behind it ('brute_force'), or 'manual'. */
    reason: text().notNull(),
    level: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    liftedAt: timestamp({ withTimezone: true }),
    liftedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('security_blocks_active_idx')
      .on(t.ip, t.expiresAt)
      .where(sql`${t.liftedAt} is null`),
  ],
);

/** Addresses or CIDR ranges the monitor never blocks (an office, a monitoring service). */
export const securityAllowlist = pgTable('security_allowlist', {
  id: uuid().primaryKey().defaultRandom(),
  /** '203.0.113.0/24' or one address. */
  cidr: text().notNull().unique(),
  note: text().notNull().default(''),
  createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A user's own sign-ins, kept 90 days for their profile page ('this wasn't me') and the new-device
 * rule: successes and the failures of their e-mail.
 */
export const signInHistory = pgTable(
  'sign_in_history',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    outcome: text({ enum: ['success', 'failure'] }).notNull(),
    ip: text(),
    userAgent: text(),
    /** 'Chrome on macOS', from the user agent. */
    device: text().notNull().default(''),
    /** Two letters ('DE'), from the trusted proxy's country header (TRUSTED_COUNTRY_HEADER); null unknown. */
    country: text(),
    /** The session a success made (ended sessions keep their history). */
    sessionId: uuid(),
    /** Set when the user said 'this wasn't me'. */
    reportedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sign_in_history_user_idx').on(t.userId, t.createdAt)],
);

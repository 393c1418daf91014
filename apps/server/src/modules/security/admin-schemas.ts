// What the admin Security routes answer, for the OpenAPI document (types: core security-admin.ts).
import { z } from '@hono/zod-openapi';
import { SECURITY_ALERT_STATUSES, SECURITY_EVENT_TYPES, SECURITY_RANGES, SECURITY_SEVERITIES } from '@themeport/core';
import { ErrorSchema, authErrors, json } from '../../http/schemas.ts';

const time = z.string().openapi({ format: 'date-time' });
const uuid = z.string().openapi({ format: 'uuid' });
const severity = z.enum(SECURITY_SEVERITIES);
const bySeverity = z.object({
  low: z.number().int(),
  medium: z.number().int(),
  high: z.number().int(),
  critical: z.number().int(),
});

export const adminOnly = { 403: json(ErrorSchema, 'FORBIDDEN: not a platform admin'), ...authErrors };

export const SecuritySummarySchema = z
  .object({
    failedSignIns24h: z.number().int(),
    blockedIps: z.number().int(),
    openAlerts: bySeverity,
    detections24h: z.number().int(),
  })
  .openapi('SecuritySummary');

export const SecurityTimelineSchema = z
  .object({
    range: z.enum(SECURITY_RANGES),
    step: z.enum(['hour', 'day']),
    points: z.array(
      z
        .object({ start: time })
        .catchall(z.union([z.number().int(), z.string()]))
        .openapi({ description: 'The step start and a count per detection or action type (absent: none)' }),
    ),
  })
  .openapi('SecurityTimeline');

export const SecurityAlertSchema = z
  .object({
    id: uuid,
    rule: z.enum(SECURITY_EVENT_TYPES),
    dedupeKey: z.string(),
    severity,
    status: z.enum(SECURITY_ALERT_STATUSES),
    summary: z.string(),
    evidence: z.record(z.string(), z.unknown()),
    eventCount: z.number().int(),
    firstSeenAt: time,
    lastSeenAt: time,
    acknowledgedAt: time.nullable(),
    acknowledgedBy: uuid.nullable(),
    acknowledgedByEmail: z.string().nullable(),
    resolvedAt: time.nullable(),
    resolvedBy: uuid.nullable(),
    resolvedByEmail: z.string().nullable(),
  })
  .openapi('SecurityAlert');

export const SecurityEventSchema = z
  .object({
    id: z.string().openapi({ description: 'A uuid (kept events) or a number (the window)' }),
    type: z.enum(SECURITY_EVENT_TYPES),
    severity,
    userId: uuid.nullable(),
    userEmail: z.string().nullable(),
    subject: z.string().nullable(),
    ip: z.string().nullable(),
    userAgent: z.string().nullable(),
    endpoint: z.string().nullable(),
    requestId: z.string().nullable(),
    details: z.string(),
    metadata: z.record(z.string(), z.unknown()),
    createdAt: time,
  })
  .openapi('SecurityEvent');

export const SecurityTopSchema = z
  .object({
    range: z.enum(SECURITY_RANGES),
    ips: z.array(
      z.object({
        ip: z.string(),
        events: z.number().int(),
        failures: z.number().int(),
        lastSeenAt: time,
        isBlocked: z.boolean(),
      }),
    ),
    accounts: z.array(
      z.object({
        key: z.string(),
        userId: uuid.nullable(),
        email: z.string().nullable(),
        events: z.number().int(),
        failures: z.number().int(),
        ips: z.number().int(),
        lastSeenAt: time,
      }),
    ),
  })
  .openapi('SecurityTop');

export const SecurityBlockSchema = z
  .object({
    id: uuid,
    ip: z.string(),
    reason: z.string().openapi({ description: "The detection behind it ('brute_force'), or 'manual'" }),
    level: z.number().int(),
    createdAt: time,
    expiresAt: time,
    createdBy: uuid.nullable(),
    createdByEmail: z.string().nullable(),
    liftedAt: time.nullable(),
    liftedBy: uuid.nullable(),
    liftedByEmail: z.string().nullable(),
  })
  .openapi('SecurityBlock');

export const SecurityAllowEntrySchema = z
  .object({
    id: uuid,
    cidr: z.string(),
    note: z.string(),
    createdBy: uuid.nullable(),
    createdByEmail: z.string().nullable(),
    createdAt: time,
  })
  .openapi('SecurityAllowEntry');

export const SecurityBlockListSchema = z
  .object({ active: z.array(SecurityBlockSchema), recent: z.array(SecurityBlockSchema) })
  .openapi('SecurityBlockList');

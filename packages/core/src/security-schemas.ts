// Zod schemas of the admin Security tab's inputs (issue 24), shared by its forms and routes.
import { z } from 'zod';
import { SECURITY_ALERT_STATUSES, SECURITY_EVENT_TYPES, SECURITY_SEVERITIES } from './security.ts';
import {
  SECURITY_BLOCK_MAX_MINUTES,
  SECURITY_EVENT_WINDOWS,
  SECURITY_PAGE_SIZE,
  SECURITY_RANGES,
  SECURITY_TEXT,
} from './security-admin.ts';

const page = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(SECURITY_PAGE_SIZE),
};

/** ?range= of the chart and the top tables. */
export const securityRangeQuerySchema = z.object({ range: z.enum(SECURITY_RANGES).default('24h') });
export type SecurityRangeQuery = z.output<typeof securityRangeQuerySchema>;

/** GET /api/admin/security/alerts: by status (all without one), newest activity first. */
export const securityAlertsQuerySchema = z.object({ status: z.enum(SECURITY_ALERT_STATUSES).optional(), ...page });
export type SecurityAlertsQuery = z.output<typeof securityAlertsQuerySchema>;

/** PATCH /api/admin/security/alerts/{id}. */
export const securityAlertUpdateSchema = z.object({ status: z.enum(SECURITY_ALERT_STATUSES) });
export type SecurityAlertUpdate = z.output<typeof securityAlertUpdateSchema>;

const instant = z
  .string()
  .trim()
  .refine((value) => /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value)), SECURITY_TEXT.badDate);

const eventFilters = {
  window: z.enum(SECURITY_EVENT_WINDOWS).default('kept'),
  type: z.enum(SECURITY_EVENT_TYPES).optional(),
  severity: z.enum(SECURITY_SEVERITIES).optional(),
  ip: z.string().trim().max(64).optional(),
  /** A user's id, or an e-mail (the user's, or the one typed at sign-in). */
  user: z.string().trim().max(320).optional(),
  /** Words in the details line. */
  search: z.string().trim().max(100).optional(),
  /** A day (from its start, UTC) or an ISO time. */
  from: instant.optional(),
  /** A day (to its end, UTC) or an ISO time. */
  to: instant.optional(),
};
const endNotBeforeStart = (query: { from?: string; to?: string }) =>
  !query.from || !query.to || Date.parse(query.from) <= Date.parse(query.to);
const endBeforeStart = { message: SECURITY_TEXT.endBeforeStart, path: ['to'] };

/** GET /api/admin/security/events: the explorer's filters and page. */
export const securityEventsQuerySchema = z
  .object({ ...eventFilters, ...page })
  .refine(endNotBeforeStart, endBeforeStart);
export type SecurityEventsQuery = z.output<typeof securityEventsQuerySchema>;

/** GET /api/admin/security/events.csv: the same filters, no pages. */
export const securityEventsExportQuerySchema = z.object(eventFilters).refine(endNotBeforeStart, endBeforeStart);
export type SecurityEventsExportQuery = z.output<typeof securityEventsExportQuerySchema>;

/** POST /api/admin/security/blocks: the server checks the address itself (ipaddr.js). */
export const securityBlockSchema = z.object({
  ip: z.string({ error: SECURITY_TEXT.badIp }).trim().min(1, SECURITY_TEXT.badIp).max(64, SECURITY_TEXT.badIp),
  minutes: z.coerce
    .number()
    .int()
    .min(1, 'Block for at least a minute')
    .max(SECURITY_BLOCK_MAX_MINUTES, `Block for at most ${SECURITY_BLOCK_MAX_MINUTES} minutes (24 hours)`),
  reason: z.string().trim().max(200).optional(),
});
export type SecurityBlockInput = z.input<typeof securityBlockSchema>;

/** POST /api/admin/security/allowlist. */
export const securityAllowSchema = z.object({
  cidr: z.string({ error: SECURITY_TEXT.badCidr }).trim().min(1, SECURITY_TEXT.badCidr).max(64, SECURITY_TEXT.badCidr),
  note: z.string().trim().max(200).default(''),
});
export type SecurityAllowInput = z.input<typeof securityAllowSchema>;

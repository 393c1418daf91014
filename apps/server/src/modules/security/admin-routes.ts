// The admin Security tab's reads and the alert inbox (issue 24, docs/api/security.md); the blocks
// and the allowlist are in admin-block-routes.ts. Every route is the platform admin's.
import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import {
  EXPORT_MAX_ROWS,
  exportFileName,
  securityAlertUpdateSchema,
  securityAlertsQuerySchema,
  securityEventsExportQuerySchema,
  securityEventsQuerySchema,
  securityRangeQuerySchema,
} from '@themeport/core';
import { requirePlatformRole } from '../../http/access.ts';
import type { AppContext } from '../../http/app-context.ts';
import { auditContext } from '../../http/audit-context.ts';
import { ErrorSchema, json, jsonBody, uuidParam } from '../../http/schemas.ts';
import type { AppEnv } from '../../http/types.ts';
import { registerSecurityBlockRoutes } from './admin-block-routes.ts';
import { listSecurityAlerts, moveSecurityAlert } from './admin-alerts.ts';
import { exportSecurityEvents, listSecurityEvents } from './admin-events.ts';
import { securitySummary, securityTimeline, securityTop } from './admin-overview.ts';
import {
  SecurityAlertSchema,
  SecurityEventSchema,
  SecuritySummarySchema,
  SecurityTimelineSchema,
  SecurityTopSchema,
  adminOnly,
} from './admin-schemas.ts';

const tags = ['Admin: security'];
const guard = () => requirePlatformRole('admin');
const badQuery = { 400: json(ErrorSchema, 'A bad filter, range or page (the message says which)') };

const routes = {
  summary: createRoute({
    method: 'get',
    path: '/api/admin/security/summary',
    middleware: [guard()],
    tags,
    summary:
      'The tiles: failed sign-ins and detections in the last 24 hours, blocked addresses, open alerts by severity',
    responses: { 200: json(SecuritySummarySchema, 'The tiles'), ...adminOnly },
  }),
  timeline: createRoute({
    method: 'get',
    path: '/api/admin/security/timeline',
    middleware: [guard()],
    tags,
    summary: 'Detections and automatic actions by type, per hour (24h) or per UTC day (7d, 30d)',
    request: { query: securityRangeQuerySchema },
    responses: { 200: json(SecurityTimelineSchema, 'Every step of the range'), ...badQuery, ...adminOnly },
  }),
  top: createRoute({
    method: 'get',
    path: '/api/admin/security/top',
    middleware: [guard()],
    tags,
    summary: 'The 10 addresses and the 10 accounts with the most events in the range, failed sign-ins apart',
    request: { query: securityRangeQuerySchema },
    responses: { 200: json(SecurityTopSchema, 'The top addresses and accounts'), ...badQuery, ...adminOnly },
  }),
  alerts: createRoute({
    method: 'get',
    path: '/api/admin/security/alerts',
    middleware: [guard()],
    tags,
    summary: 'Alerts by status (all without one), latest activity first, paged',
    request: { query: securityAlertsQuerySchema },
    responses: {
      200: json(z.object({ items: z.array(SecurityAlertSchema), total: z.number().int() }), 'A page of alerts'),
      ...badQuery,
      ...adminOnly,
    },
  }),
  moveAlert: createRoute({
    method: 'patch',
    path: '/api/admin/security/alerts/{alertId}',
    middleware: [guard()],
    tags,
    summary: 'Acknowledge, resolve or re-open an alert (open → acknowledged → resolved; resolved → open), audited',
    request: { params: z.object({ alertId: uuidParam('alertId') }), ...jsonBody(securityAlertUpdateSchema) },
    responses: {
      200: json(SecurityAlertSchema, 'The alert, stamped with who moved it and when'),
      400: json(ErrorSchema, 'An unknown status, or a move the inbox does not allow'),
      404: json(ErrorSchema, 'NOT_FOUND: no such alert'),
      ...adminOnly,
    },
  }),
  events: createRoute({
    method: 'get',
    path: '/api/admin/security/events',
    middleware: [guard()],
    tags,
    summary:
      'Kept (high, critical) events, or window=recent for the last hour of all, by type, severity, IP, user, text, time; paged',
    request: { query: securityEventsQuerySchema },
    responses: {
      200: json(z.object({ items: z.array(SecurityEventSchema), total: z.number().int() }), 'A page of events'),
      ...badQuery,
      ...adminOnly,
    },
  }),
  eventsCsv: createRoute({
    method: 'get',
    path: '/api/admin/security/events.csv',
    middleware: [guard()],
    tags,
    summary: `Up to ${EXPORT_MAX_ROWS.toLocaleString('en-US')} events matching the explorer's filters as CSV (audited)`,
    request: { query: securityEventsExportQuerySchema },
    responses: {
      200: { content: { 'text/csv': { schema: z.string() } }, description: 'The events, newest first' },
      ...badQuery,
      ...adminOnly,
    },
  }),
};

export function registerSecurityAdminRoutes(app: OpenAPIHono<AppEnv>, ctx: AppContext): void {
  const { db, logger, config } = ctx;
  app.openapi(routes.summary, async (c) => c.json(await securitySummary(db), 200));
  app.openapi(routes.timeline, async (c) => c.json(await securityTimeline(db, c.req.valid('query').range), 200));
  app.openapi(routes.top, async (c) => c.json(await securityTop(db, c.req.valid('query').range), 200));
  app.openapi(routes.alerts, async (c) => c.json(await listSecurityAlerts(db, c.req.valid('query')), 200));
  app.openapi(routes.moveAlert, async (c) =>
    c.json(
      await moveSecurityAlert(
        { db, logger },
        auditContext(c, config),
        c.req.valid('param').alertId,
        c.req.valid('json').status,
      ),
      200,
    ),
  );
  app.openapi(routes.events, async (c) => c.json(await listSecurityEvents(db, c.req.valid('query')), 200));
  app.openapi(routes.eventsCsv, async (c) => {
    const csv = await exportSecurityEvents({ db, logger }, auditContext(c, config), c.req.valid('query'));
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="${exportFileName('security-events', 'csv', new Date())}"`);
    return c.body(csv) as never;
  });
  registerSecurityBlockRoutes(app, ctx);
}

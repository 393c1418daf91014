// The browser's reporting endpoint (spec 001 §9, issue 24): CSP violation reports, in the legacy
// (application/csp-report) and the Reporting API (application/reports+json) forms, and our own
// long-task warnings (application/json). Each becomes a low event of the monitor. Public: browsers
// send CSP reports without cookies and not always with our Origin (app.ts exempts the path from
// the origin check); it writes only low events, is size-bounded and limited per address.
import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { SECURITY_REPORTS, SECURITY_RULES, safeText } from '@themeport/core';
import { AppError } from '../../errors.ts';
import { publicRoute } from '../../http/access.ts';
import type { AppContext } from '../../http/app-context.ts';
import type { IpLimit } from '../../http/ip-limits.ts';
import type { LargeBodyRoute } from '../../http/safe-input.ts';
import { ErrorSchema, json } from '../../http/schemas.ts';
import type { AppEnv } from '../../http/types.ts';
import type { SecurityEventInput } from './record.ts';

export const REPORTS_TEXT = {
  tooLarge: `A report is at most ${SECURITY_REPORTS.maxBytes / 1024} KB.`,
  notJson: 'The report is not valid JSON.',
  unsupportedType: 'Send a report as application/csp-report, application/reports+json or application/json.',
  badCspReport: 'A CSP report needs a "csp-report" object.',
  badReportList: 'A Reporting API body is a list of reports, each with a type and a body.',
  tooMany: `At most ${SECURITY_REPORTS.maxPerRequest} reports at once.`,
  badLongTask: `A long-task report needs durationMs of at least ${SECURITY_RULES.longTaskMs} and the page.`,
} as const;

const badReport = (message: string) => new AppError('BAD_REQUEST', 400, message);

/** Counted per address before the body is read (http/ip-limits.ts). */
export const securityReportIpLimits: IpLimit[] = [
  {
    method: 'POST',
    path: SECURITY_REPORTS.path,
    key: 'security-reports',
    rule: { window: 60, max: SECURITY_REPORTS.perMinute },
  },
];

/** Smaller than the /api default: refused unread past 16 KB. */
export const securityReportBodyLimit: LargeBodyRoute = {
  method: 'POST',
  path: /^\/api\/security\/reports$/,
  maxSize: SECURITY_REPORTS.maxBytes,
  refusal: () => new AppError('PAYLOAD_TOO_LARGE', 413, REPORTS_TEXT.tooLarge),
};

/** A short line of report text: safe characters, at most `max`. */
const clip = (value: unknown, max = 300): string | null =>
  typeof value === 'string' && value !== '' ? safeText(value).slice(0, max) : null;

/** A URL without its query and fragment (they may hold tokens); a keyword ('inline', 'eval') as it is. */
function clipUrl(value: unknown): string | null {
  const text = clip(value, 1000);
  if (!text) return null;
  return text.split(/[?#]/, 1)[0]!.slice(0, 300);
}

const record = z.record(z.string(), z.unknown());

/** The fields of one violation, from either form (legacy hyphenated keys or the Reporting API's camelCase). */
function cspEvent(body: Record<string, unknown>): SecurityEventInput {
  const pick = (camel: string, legacy: string) => body[camel] ?? body[legacy];
  const metadata = {
    blockedURL: clipUrl(pick('blockedURL', 'blocked-uri')),
    effectiveDirective: clip(pick('effectiveDirective', 'effective-directive') ?? body['violated-directive'], 100),
    documentURL: clipUrl(pick('documentURL', 'document-uri')),
    sourceFile: clipUrl(pick('sourceFile', 'source-file')),
    lineNumber: typeof pick('lineNumber', 'line-number') === 'number' ? pick('lineNumber', 'line-number') : null,
    disposition: clip(body.disposition, 20),
  };
  return {
    type: 'csp_violation',
    details: `CSP blocked ${metadata.blockedURL ?? 'something'} (${metadata.effectiveDirective ?? 'unknown directive'}) on ${metadata.documentURL ?? 'a page'}`,
    metadata,
  };
}

const legacyCspSchema = z.object({ 'csp-report': record });
const reportListSchema = z.array(z.object({ type: z.string(), body: record.optional() }).passthrough());
const longTaskSchema = z.object({
  type: z.literal('long-task'),
  durationMs: z.number().finite().min(SECURITY_RULES.longTaskMs).max(3_600_000),
  page: z.string().min(1).max(2000),
});

/**
 * The events a report body holds, by its media type; a malformed body is a 400 and nothing is
 * recorded. A Reporting API batch may hold other report types (deprecations): those are skipped.
 */
export function parseSecurityReports(contentType: string | undefined, text: string): SecurityEventInput[] {
  const mediaType = (contentType ?? '').split(';', 1)[0]!.trim().toLowerCase();
  if (!['application/csp-report', 'application/reports+json', 'application/json'].includes(mediaType))
    throw badReport(REPORTS_TEXT.unsupportedType);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badReport(REPORTS_TEXT.notJson);
  }
  if (mediaType === 'application/reports+json') {
    const list = reportListSchema.safeParse(value);
    if (!list.success) throw badReport(REPORTS_TEXT.badReportList);
    if (list.data.length > SECURITY_REPORTS.maxPerRequest) throw badReport(REPORTS_TEXT.tooMany);
    return list.data.flatMap((report) =>
      report.type === 'csp-violation' && report.body ? [cspEvent(report.body)] : [],
    );
  }
  const legacy = legacyCspSchema.safeParse(value);
  if (legacy.success) return [cspEvent(legacy.data['csp-report'])];
  if (mediaType === 'application/csp-report') throw badReport(REPORTS_TEXT.badCspReport);
  const longTask = longTaskSchema.safeParse(value);
  if (!longTask.success) throw badReport(REPORTS_TEXT.badLongTask);
  const durationMs = Math.round(longTask.data.durationMs);
  const page = clipUrl(longTask.data.page) ?? '/';
  return [
    {
      type: 'long_task',
      details: `A task on ${page} ran ${durationMs} ms (over ${SECURITY_RULES.longTaskMs} ms)`,
      metadata: { durationMs, page },
    },
  ];
}

const reportsRoute = createRoute({
  method: 'post',
  path: SECURITY_REPORTS.path,
  middleware: [publicRoute()],
  tags: ['Security'],
  summary: "The browser's CSP violation reports and long-task warnings, recorded as low security events",
  description:
    'application/csp-report `{"csp-report": {...}}`, application/reports+json `[{type: "csp-violation", body: {...}}]` ' +
    `or application/json \`{type: "long-task", durationMs, page}\` (durationMs at least ${SECURITY_RULES.longTaskMs}). ` +
    `At most ${SECURITY_REPORTS.maxBytes} bytes and ${SECURITY_REPORTS.perMinute} reports a minute per address. ` +
    'No session or Origin needed.',
  responses: {
    204: { description: 'Recorded' },
    400: json(ErrorSchema, 'Malformed, or a media type other than the three; nothing recorded'),
    413: json(ErrorSchema, 'Over 16 KB'),
    429: json(ErrorSchema, 'Too many reports from this address; see Retry-After'),
  },
});

export function registerSecurityReportRoutes(app: OpenAPIHono<AppEnv>, { security }: Pick<AppContext, 'security'>) {
  app.openapi(reportsRoute, async (c) => {
    const events = parseSecurityReports(c.req.header('content-type'), await c.req.text());
    for (const event of events) await security.recordRequest(c, event);
    return c.body(null, 204);
  });
}

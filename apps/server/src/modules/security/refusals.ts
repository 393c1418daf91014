// Issue 24: the one error path's refusals, as the security monitor sees them (the onRefused hook
// of createErrorHandler, set in app.ts). Which refusals count is decided here:
// - 401 on /api/* → unauthorized, except a wrong password at sign-in (recorded as sign_in_failure
//   by the route itself).
// - 403 → permission_denied, except answers that are a step of a flow rather than an access
//   refusal: EMAIL_NOT_VERIFIED and ACCOUNT_SUSPENDED (sign-in records its own outcome),
//   SEAT_LIMIT (a plan limit), DEVELOPER_ONBOARDING_IS_THE_STORE, REAUTH_REQUIRED (an admin asked
//   to sign in again); FORBIDDEN_ORIGIN → csrf_refused.
// - 429 → rate_limited.
// - INVALID_SIGNATURE on /api/webhooks/* → webhook_signature_failed.
// - 400 from validation (a schema refusal, VALIDATION_ERROR, BAD_REQUEST, BAD_ADDRESS, BAD_TEXT):
//   the path, query string and parsed JSON body are scanned (input-patterns.ts) and the strongest
//   finding is recorded; ordinary bad input records nothing.
import type { SecurityEventType } from '@themeport/core';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ZodError } from 'zod';
import { AppError } from '../../errors.ts';
import type { AppEnv } from '../../http/types.ts';
import { jsonStrings, scanFields, type InputFinding } from './input-patterns.ts';
import type { SecurityMonitor } from './monitor.ts';

const NOT_ACCESS_REFUSALS = new Set([
  'INVALID_CREDENTIALS',
  'EMAIL_NOT_VERIFIED',
  'ACCOUNT_SUSPENDED',
  'SEAT_LIMIT',
  'DEVELOPER_ONBOARDING_IS_THE_STORE',
  'REAUTH_REQUIRED',
]);
const VALIDATION_CODES = new Set(['VALIDATION_ERROR', 'BAD_REQUEST', 'BAD_ADDRESS', 'BAD_TEXT']);
const JSON_TYPE = /^application\/([\w.+-]+\+)?json\b/i;

/** The event a refusal is, or 'scan' for a validation refusal whose input is to be scanned, or null. */
export function refusalEvent(err: Error, path: string): SecurityEventType | 'scan' | null {
  if (err instanceof ZodError) return 'scan';
  if (err instanceof HTTPException) return err.status === 400 ? 'scan' : null;
  if (!(err instanceof AppError)) return null;
  if (NOT_ACCESS_REFUSALS.has(err.code)) return null;
  if (err.code === 'FORBIDDEN_ORIGIN') return 'csrf_refused';
  if (err.code === 'INVALID_SIGNATURE' && path.startsWith('/api/webhooks/')) return 'webhook_signature_failed';
  if (err.status === 429) return 'rate_limited';
  if (err.status === 401) return path.startsWith('/api/') ? 'unauthorized' : null;
  if (err.status === 403) return 'permission_denied';
  if (err.status === 400 && VALIDATION_CODES.has(err.code)) return 'scan';
  return null;
}

/** The request's path, query and (already read, or small) JSON body, scanned for attack patterns. */
export async function scanRequest(c: Context<AppEnv>): Promise<InputFinding | null> {
  const url = new URL(c.req.url);
  const fields: [string, string][] = [['path', url.pathname]];
  for (const [key, value] of url.searchParams) fields.push([`query.${key}`, value], [`query.${key}#key`, key]);
  const body = await jsonBody(c);
  return scanFields(body === undefined ? fields : [...fields, ...jsonStrings(body)]);
}

/**
 * The JSON body: what the validator parsed (Hono caches it), else the body read now. The body
 * limit and the depth check ran before any route (http/safe-input.ts), so it is small and flat.
 */
async function jsonBody(c: Context<AppEnv>): Promise<unknown> {
  const type = c.req.header('content-type');
  if (!c.req.raw.body || type === undefined || !JSON_TYPE.test(type)) return undefined;
  try {
    return await c.req.json();
  } catch {
    return undefined;
  }
}

/** The onRefused hook: records the refusal (or the attack its input looks like); never throws. */
export function recordRefusal(monitor: SecurityMonitor) {
  return async (err: Error, c: Context<AppEnv>): Promise<void> => {
    // A body too deep to parse safely is not read again here.
    if (err instanceof AppError && err.code === 'JSON_TOO_DEEP') return;
    const event = refusalEvent(err, c.req.path);
    if (event === null) return;
    if (event !== 'scan') {
      const code = err instanceof AppError ? err.code : undefined;
      await monitor.recordRefusal(c, { type: event, details: code ?? '', metadata: code ? { code } : {} });
      return;
    }
    const finding = await scanRequest(c);
    if (finding)
      await monitor.recordRefusal(c, {
        type: finding.type,
        details: `Refused input in ${finding.field}`,
        metadata: { field: finding.field, sample: finding.sample },
      });
  };
}

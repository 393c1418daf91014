import { redactSecrets, safeJson, safeText, SECURITY_EVENT_SEVERITY, SECURITY_RULES } from '@themeport/core';
import type { SecurityEventType, SecuritySeverity } from '@themeport/core';
import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { securityEventBuckets, securityEvents, securityRecentEvents, signInHistory } from '../../db/schema.ts';
import { clientIp } from '../../http/client-ip.ts';
import type { AppEnv } from '../../http/types.ts';
import type { Logger } from '../../logger.ts';
import { deviceName } from './device.ts';

/** What a caller says happened; the monitor fills the severity from the type. */
export interface SecurityEventInput {
  type: SecurityEventType;
  /** Defaults to SECURITY_EVENT_SEVERITY[type]. */
  severity?: SecuritySeverity;
  userId?: string | null;
  /** The e-mail typed at sign-in (lower-cased here). */
  subject?: string | null;
  ip?: string | null;
  userAgent?: string | null;
  endpoint?: string | null;
  requestId?: string | null;
  details?: string;
  metadata?: Record<string, unknown>;
  /** For sign_in_success: the session it made. */
  sessionId?: string | null;
  /** The time of the event (a test's clock); now by default. */
  at?: Date;
}

/** An event as stored in the window: what the detectors read. */
export type RecordedEvent = typeof securityRecentEvents.$inferSelect;

export const BUCKET_MS = SECURITY_RULES.spike.bucketMs;
export const bucketStart = (at: Date) => new Date(Math.floor(at.getTime() / BUCKET_MS) * BUCKET_MS);

/** The request's side of an event: address, agent, endpoint, request id and the signed-in user. */
export function requestFacts(
  c: Context<AppEnv>,
  config: Pick<Config, 'trustedProxyHeader' | 'trustedProxyHops'>,
): Pick<SecurityEventInput, 'ip' | 'userAgent' | 'endpoint' | 'requestId' | 'userId'> {
  return {
    ip: clientIp(c, config),
    userAgent: c.req.header('user-agent')?.slice(0, 512) ?? null,
    endpoint: `${c.req.method} ${safeText(c.req.path).slice(0, 300)}`,
    requestId: c.get('requestId') ?? null,
    userId: c.get('user')?.id ?? null,
  };
}

/**
 * Writes one event: into the detection window, its 5-minute bucket, and (high and critical) the
 * kept security_events (spec 001 §7.3); a sign-in of a known user also into their history.
 * Answers the window's row, for the detectors.
 */
export async function insertSecurityEvent(db: Database, input: SecurityEventInput): Promise<RecordedEvent> {
  const at = input.at ?? new Date();
  const severity = input.severity ?? SECURITY_EVENT_SEVERITY[input.type];
  const values = {
    type: input.type,
    severity,
    userId: input.userId ?? null,
    subject: input.subject ? input.subject.trim().toLowerCase().slice(0, 320) : null,
    ip: input.ip ?? null,
    userAgent: input.userAgent?.slice(0, 512) ?? null,
    endpoint: input.endpoint?.slice(0, 400) ?? null,
    requestId: input.requestId ?? null,
    details: safeText(input.details ?? '').slice(0, 1000),
    metadata: safeJson(redactSecrets(input.metadata ?? {})),
    createdAt: at,
  };
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(securityRecentEvents).values(values).returning();
    await tx
      .insert(securityEventBuckets)
      .values({ bucketStart: bucketStart(at), type: input.type, count: 1 })
      .onConflictDoUpdate({
        target: [securityEventBuckets.bucketStart, securityEventBuckets.type],
        set: { count: sql`${securityEventBuckets.count} + 1` },
      });
    if (severity === 'high' || severity === 'critical') await tx.insert(securityEvents).values(values);
    if ((input.type === 'sign_in_success' || input.type === 'sign_in_failure') && values.userId)
      await tx.insert(signInHistory).values({
        userId: values.userId,
        outcome: input.type === 'sign_in_success' ? 'success' : 'failure',
        ip: values.ip,
        userAgent: values.userAgent,
        device: deviceName(values.userAgent),
        sessionId: input.sessionId ?? null,
        createdAt: at,
      });
    return row!;
  });
}

/** Recording never breaks the request it watches: a failure is logged and the request goes on. */
export async function recordQuietly(
  deps: { db: Database; logger: Logger },
  input: SecurityEventInput,
  after: (event: RecordedEvent) => Promise<void>,
): Promise<void> {
  try {
    await after(await insertSecurityEvent(deps.db, input));
  } catch (err) {
    deps.logger.error({ err, type: input.type }, 'security monitor: could not record an event');
  }
}

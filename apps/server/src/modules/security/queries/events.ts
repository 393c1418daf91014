import { redactSecrets, safeJson, safeText, SECURITY_EVENT_SEVERITY } from '@themeport/core';
import { sql, type WithSubquery } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { securityEventBuckets, securityEvents, securityRecentEvents, signInHistory } from '../../../db/schema.ts';
import { deviceName } from '../device.ts';
import { bucketStart, type RecordedEvent, type SecurityEventInput } from '../event.ts';

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
    metadata: safeJson(redactSecrets({ ...input.metadata, ...(input.country ? { country: input.country } : {}) })),
    createdAt: at,
  };
  // One statement, whatever the event: a refused request costs one round trip (decision 041).
  const windowRow = db.$with('window_row').as(db.insert(securityRecentEvents).values(values).returning());
  const writes: WithSubquery[] = [
    windowRow,
    db.$with('bucket').as(
      db
        .insert(securityEventBuckets)
        .values({ bucketStart: bucketStart(at), type: input.type, count: 1 })
        .onConflictDoUpdate({
          target: [securityEventBuckets.bucketStart, securityEventBuckets.type],
          set: { count: sql`${securityEventBuckets.count} + 1` },
        }),
    ),
  ];
  if (severity === 'high' || severity === 'critical')
    writes.push(db.$with('kept').as(db.insert(securityEvents).values(values)));
  if ((input.type === 'sign_in_success' || input.type === 'sign_in_failure') && values.userId)
    writes.push(
      db.$with('history').as(
        db.insert(signInHistory).values({
          userId: values.userId,
          outcome: input.type === 'sign_in_success' ? 'success' : 'failure',
          ip: values.ip,
          userAgent: values.userAgent,
          device: deviceName(values.userAgent),
          country: input.country ?? null,
          sessionId: input.sessionId ?? null,
          createdAt: at,
        }),
      ),
    );
  const [row] = await db
    .with(...writes)
    .select()
    .from(windowRow);
  return row!;
}

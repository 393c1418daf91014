// Demo history for the admin's Security tab (issue 24): a week of sign-ins and refusals in the
// 5-minute buckets, a few detections kept as events, alerts in each state and blocks, one still
// active, so a fresh `npm start` shows the tab as an admin would find it after a week. Seeded once,
// with the demo users; times are relative to the start.
import { SECURITY_EVENT_SEVERITY, type SecurityEventType } from '@themeport/core';
import type { Database } from '../db/client.ts';
import { securityAlerts, securityBlocks, securityEventBuckets } from '../db/schema.ts';
import { insertSecurityEvent } from '../modules/security/index.ts';

const HOUR = 60 * 60_000;
const DAYS = 7;
/** Addresses of the documentation ranges (RFC 5737): nobody's real address. */
const ATTACKERS = ['203.0.113.45', '203.0.113.46', '203.0.113.47', '203.0.113.48', '198.51.100.23'];

/** Background traffic per hour: a day's rhythm, with a burst of failures two days ago. */
function hourlyCounts(hoursAgo: number): Partial<Record<SecurityEventType, number>> {
  const hourOfDay = (24 + 24 - (hoursAgo % 24)) % 24;
  const busy = hourOfDay >= 8 && hourOfDay <= 20 ? 3 : 1;
  const burst = hoursAgo >= 47 && hoursAgo <= 49 ? 40 : 0;
  return {
    sign_in_success: 4 * busy,
    sign_in_failure: busy + burst + (hoursAgo % 5 === 0 ? 2 : 0),
    unauthorized: busy,
    rate_limited: burst > 0 ? 12 : hoursAgo % 11 === 0 ? 1 : 0,
    long_task: hoursAgo % 3 === 0 ? 1 : 0,
  };
}

export async function seedSecurityHistory(db: Database, now = new Date()): Promise<{ seeded: boolean }> {
  if ((await db.select({ id: securityAlerts.id }).from(securityAlerts).limit(1)).length > 0) return { seeded: false };
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const bucket = (at: Date) => new Date(Math.floor(at.getTime() / (5 * 60_000)) * 5 * 60_000);

  const buckets = [];
  for (let hoursAgo = 1; hoursAgo <= DAYS * 24; hoursAgo++)
    for (const [type, count] of Object.entries(hourlyCounts(hoursAgo)))
      if (count > 0)
        buckets.push({ bucketStart: bucket(ago(hoursAgo * HOUR)), type: type as SecurityEventType, count });
  await db.insert(securityEventBuckets).values(buckets).onConflictDoNothing();

  const detections: { type: SecurityEventType; hoursAgo: number; ip: string; subject?: string; details: string }[] = [
    {
      type: 'brute_force',
      hoursAgo: 48,
      ip: ATTACKERS[0]!,
      details: `6 failed sign-ins from ${ATTACKERS[0]} in 5 minutes`,
    },
    {
      type: 'distributed_attack',
      hoursAgo: 47.5,
      ip: ATTACKERS[3]!,
      subject: 'client@themeport.dev',
      details: '4 different IPs failed to sign in as client@themeport.dev in 15 minutes',
    },
    {
      type: 'sql_injection_attempt',
      hoursAgo: 30,
      ip: ATTACKERS[4]!,
      details: "Refused input shaped like SQL injection in 'search'",
    },
    {
      type: 'sql_injection_attempt',
      hoursAgo: 29.9,
      ip: ATTACKERS[4]!,
      details: "Refused input shaped like SQL injection in 'slug'",
    },
    { type: 'ip_blocked', hoursAgo: 48, ip: ATTACKERS[0]!, details: 'Blocked for 15 minutes (brute_force)' },
    { type: 'ip_blocked', hoursAgo: 0.5, ip: ATTACKERS[4]!, details: 'Blocked for 24 hours (manual)' },
  ];
  for (const event of detections)
    await insertSecurityEvent(db, {
      type: event.type,
      ip: event.ip,
      subject: event.subject ?? null,
      endpoint: 'POST /api/auth/sign-in/email',
      details: event.details,
      metadata: { demo: true },
      at: ago(event.hoursAgo * HOUR),
    });

  await db.insert(securityAlerts).values([
    {
      rule: 'distributed_attack',
      dedupeKey: 'subject:client@themeport.dev',
      severity: SECURITY_EVENT_SEVERITY.distributed_attack,
      status: 'open',
      summary: '4 different IPs failed to sign in as client@themeport.dev in 15 minutes',
      evidence: { addresses: ATTACKERS.slice(0, 4), failures: 11, windowMinutes: 15 },
      eventCount: 1,
      firstSeenAt: ago(47.5 * HOUR),
      lastSeenAt: ago(47.5 * HOUR),
    },
    {
      rule: 'sql_injection_attempt',
      dedupeKey: `ip:${ATTACKERS[4]}`,
      severity: SECURITY_EVENT_SEVERITY.sql_injection_attempt,
      status: 'acknowledged',
      summary: `2 inputs shaped like SQL injection from ${ATTACKERS[4]}`,
      evidence: { fields: ['search', 'slug'] },
      eventCount: 2,
      firstSeenAt: ago(30 * HOUR),
      lastSeenAt: ago(29.9 * HOUR),
      acknowledgedAt: ago(29 * HOUR),
    },
  ]);
  await db.insert(securityBlocks).values([
    {
      ip: ATTACKERS[0]!,
      reason: 'brute_force',
      level: 1,
      createdAt: ago(48 * HOUR),
      expiresAt: ago(48 * HOUR - 15 * 60_000),
    },
    { ip: ATTACKERS[4]!, reason: 'manual', level: 1, createdAt: ago(0.5 * HOUR), expiresAt: ago(-23.5 * HOUR) },
  ]);
  return { seeded: true };
}

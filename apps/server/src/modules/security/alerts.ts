import { firesAlert, SECURITY_ALERT_THRESHOLDS, SECURITY_LEVELS, SECURITY_RULES } from '@themeport/core';
import { enqueue } from '../../jobs/index.ts';
import {
  addEventToAlert,
  alertMayChange,
  insertAlert,
  selectAlertSince,
  type SecurityAlert,
} from './queries/alerts.ts';
import type { SecurityEngine } from './engine.ts';
import { countInWindow, keyText, lockName, recentInWindow, type WindowKey } from './queries/window.ts';
import type { RecordedEvent } from './event.ts';

export type { SecurityAlert } from './queries/alerts.ts';

/** The newest events kept as an alert's evidence. */
const EVIDENCE_EVENTS = 20;

/** What an alert of this event counts by: the attacked e-mail, the spiking type, else the IP, the user, the e-mail. */
export function alertKey(event: RecordedEvent): WindowKey | null {
  if (event.type === 'event_spike' && typeof event.metadata.type === 'string')
    return { metadataType: event.metadata.type };
  if (event.type === 'distributed_attack' && event.subject) return { subject: event.subject };
  if (event.ip) return { ip: event.ip };
  if (event.userId) return { userId: event.userId };
  if (event.subject) return { subject: event.subject };
  return null;
}

const evidenceEvent = (event: Pick<RecordedEvent, 'id' | 'details' | 'createdAt' | 'ip'>) => ({
  id: event.id,
  at: event.createdAt.toISOString(),
  ip: event.ip,
  details: event.details,
});

/**
 * spec 001 §9: an event that alerts (critical, or high of the alerting types) opens an alert once
 * the window holds the severity's threshold of its type and key (critical 1, high 2). Within 2 hours
 * of an alert's first event, later ones of the same rule and key are added to it and deliver
 * nothing. A lock on the rule and key makes that hold across processes. A new alert is mailed to
 * the admins and posted to SECURITY_WEBHOOK_URL by jobs, added in the same transaction.
 */
export async function raiseAlert(engine: SecurityEngine, event: RecordedEvent): Promise<SecurityAlert | null> {
  if (!firesAlert(event.type, event.severity)) return null;
  const key = alertKey(event);
  const dedupeKey = key ? keyText(key) : 'global';
  const at = event.createdAt;
  const since = new Date(at.getTime() - SECURITY_RULES.alertDedupMs);
  const span = { type: event.type, key: key ?? { all: true as const }, at, windowMs: SECURITY_RULES.windowMs };
  const threshold = SECURITY_ALERT_THRESHOLDS[event.severity];
  // Most alerting events (one injection attempt from an address) neither open nor join an alert:
  // one read says so, without the lock (each event's write commits before this read, so the last
  // of two racing events sees both).
  if (!(await alertMayChange(engine.db, { span, threshold, rule: event.type, dedupeKey, since }))) return null;
  const opened = await engine.db.transaction(async (tx) => {
    await lockName(tx, `security_alert:${event.type}:${dedupeKey}`);
    const open = await selectAlertSince(tx, { rule: event.type, dedupeKey, since });
    if (open) {
      const events = Array.isArray(open.evidence.events) ? (open.evidence.events as { id?: unknown }[]) : [];
      // Counted already: another process opened the alert with this event in its window.
      if (events.some((seen) => seen.id === event.id)) return null;
      await addEventToAlert(tx, {
        id: open.id,
        at,
        evidence: { ...open.evidence, events: [evidenceEvent(event), ...events].slice(0, EVIDENCE_EVENTS) },
      });
      return null;
    }
    const n = await countInWindow(tx, span);
    if (n < threshold) return null;
    const recent = await recentInWindow(tx, span, EVIDENCE_EVENTS);
    const alert = await insertAlert(tx, {
      rule: event.type,
      dedupeKey,
      severity: event.severity,
      summary: event.details || `${event.type} (${dedupeKey})`,
      evidence: { key: dedupeKey, count: n, metadata: event.metadata, events: recent.map(evidenceEvent) },
      eventCount: n,
      firstSeenAt: at,
      lastSeenAt: at,
    });
    await enqueue(tx, 'security.alert-mail', { alertId: alert.id });
    if (engine.config.securityWebhookUrl) await enqueue(tx, 'security.alert-webhook', { alertId: alert.id });
    return alert;
  });
  if (opened)
    engine.errorReporter?.message?.(`Security alert: ${opened.summary}`, SECURITY_LEVELS[opened.severity], {
      alertId: opened.id,
      rule: opened.rule,
      dedupeKey,
    });
  return opened;
}

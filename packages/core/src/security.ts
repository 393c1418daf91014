// spec 001 §3 'Security event', §4, §7.3 security_events, §9 'Security monitor': the server-side
// monitor's vocabulary and thresholds (docs/security-monitor.md). The spec's numbers are word for
// word; the rules marked 'ours' go beyond it (../shared/notes/security-monitor.md).
import { SECURITY_REPORTS } from './security-reports.ts';

export const SECURITY_SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export type SecuritySeverity = (typeof SECURITY_SEVERITIES)[number];

/** spec 001 §9: severity → the error reporter's level. */
export const SECURITY_LEVELS: Record<SecuritySeverity, 'info' | 'warning' | 'error' | 'fatal'> = {
  low: 'info',
  medium: 'warning',
  high: 'error',
  critical: 'fatal',
};

/** spec 001 §9: events of a severity within the window before an alert fires. */
export const SECURITY_ALERT_THRESHOLDS: Record<SecuritySeverity, number> = { low: 10, medium: 5, high: 2, critical: 1 };

/** What the server records. Grouped: what people did, what was refused, what the detectors concluded, what the monitor did. */
export const SECURITY_EVENT_TYPES = [
  // Authentication and account changes (ASVS 16.3.1, 16.3.3).
  'sign_in_success',
  'sign_in_failure',
  'sign_up',
  'email_verified',
  'password_reset',
  'password_change',
  'email_change',
  'session_revoked',
  'account_suspended',
  'role_change',
  'ownership_change',
  'platform_admin_change',
  'reported_not_me',
  // Refusals (ASVS 16.3.2) and attempts to get past the controls.
  'unauthorized',
  'permission_denied',
  'rate_limited',
  'csrf_refused',
  'webhook_signature_failed',
  'card_declined',
  'payment_fraud_detected',
  'sql_injection_attempt',
  'xss_attempt',
  'path_traversal_attempt',
  'subscription_tampering',
  // Detections.
  'brute_force',
  'distributed_attack',
  'credential_stuffing',
  'privilege_escalation',
  'success_after_failures',
  'new_admin_device',
  'event_spike',
  // The monitor's own actions (each automatic response is an event, and an admin can undo it).
  'ip_blocked',
  'ip_unblocked',
  'unlock_mail_sent',
  // From the browser (the reporting endpoint).
  'csp_violation',
  'long_task',
] as const;
export type SecurityEventType = (typeof SECURITY_EVENT_TYPES)[number];

/** The severity each type is recorded with. */
export const SECURITY_EVENT_SEVERITY: Record<SecurityEventType, SecuritySeverity> = {
  sign_in_success: 'low',
  sign_in_failure: 'low',
  sign_up: 'low',
  email_verified: 'low',
  password_reset: 'medium',
  password_change: 'medium',
  email_change: 'medium',
  session_revoked: 'low',
  account_suspended: 'medium',
  role_change: 'medium',
  ownership_change: 'medium',
  platform_admin_change: 'high',
  reported_not_me: 'high',
  unauthorized: 'low',
  permission_denied: 'medium',
  rate_limited: 'low',
  csrf_refused: 'medium',
  webhook_signature_failed: 'medium',
  card_declined: 'low',
  payment_fraud_detected: 'high',
  sql_injection_attempt: 'high',
  xss_attempt: 'high',
  path_traversal_attempt: 'high',
  subscription_tampering: 'high',
  brute_force: 'high',
  distributed_attack: 'critical',
  credential_stuffing: 'critical',
  privilege_escalation: 'high',
  success_after_failures: 'medium',
  new_admin_device: 'medium',
  event_spike: 'high',
  ip_blocked: 'medium',
  ip_unblocked: 'low',
  unlock_mail_sent: 'low',
  csp_violation: 'low',
  long_task: 'low',
};

/**
 * spec 001 §9: alerts fire for critical events, and for high events of these types (the spec's
 * four, and ours: a spike and a user's 'this wasn't me').
 */
export const ALERTING_HIGH_TYPES: readonly SecurityEventType[] = [
  'payment_fraud_detected',
  'sql_injection_attempt',
  'xss_attempt',
  'subscription_tampering',
  'event_spike',
  'reported_not_me',
];

export function firesAlert(type: SecurityEventType, severity: SecuritySeverity): boolean {
  return severity === 'critical' || (severity === 'high' && ALERTING_HIGH_TYPES.includes(type));
}

const MINUTE = 60_000;

/** spec 001 §4 and §9, and ours (marked). */
export const SECURITY_RULES = {
  /** The detection window: recent events kept 1 hour, at most 1000 (spec 001 §4). */
  windowMs: 60 * MINUTE,
  windowMaxEvents: 1000,
  /** More than 5 failed sign-ins from one IP in 5 minutes → high (spec). */
  bruteForce: { failures: 5, windowMs: 5 * MINUTE },
  /** More than 3 different IPs failing for one user in 15 minutes → critical (spec). */
  distributedAttack: { ips: 3, windowMs: 15 * MINUTE },
  /** An unauthorised or permission-denied event within 30 minutes after the user's sign-in → high (spec). */
  privilegeEscalation: { windowMs: 30 * MINUTE },
  /** Ours: one IP failing for at least 10 different accounts in 10 minutes → critical. */
  credentialStuffing: { accounts: 10, windowMs: 10 * MINUTE },
  /** Ours: a success after at least 5 failures for the user in 15 minutes → the user is mailed. */
  successAfterFailures: { failures: 5, windowMs: 15 * MINUTE },
  /** Ours: at least 5 declined cards from one IP or account in 10 minutes → payment_fraud_detected. */
  cardDeclines: { declines: 5, windowMs: 10 * MINUTE },
  /** Ours (Cloudflare's rule, a smaller floor): z > 3.5 against 6 hours of 5-minute buckets, and at least 50 events. */
  spike: { bucketMs: 5 * MINUTE, baselineMs: 6 * 60 * MINUTE, z: 3.5, minEvents: 50 },
  /** No second alert for the same rule and key within 2 hours. */
  alertDedupMs: 2 * 60 * MINUTE,
  /** A flagged IP is throttled 15 minutes, doubling with each block in the last day, at most 24 hours. */
  block: { firstMs: 15 * MINUTE, maxMs: 24 * 60 * MINUTE, escalateWithinMs: 24 * 60 * MINUTE },
  /** spec 001 §9: a long task is one over 50 ms (kept with the reports, which the browser reads). */
  longTaskMs: SECURITY_REPORTS.longTaskMs,
  /**
   * Ours (decision 041): each address's refusals of one type enter the window in full up to 20 a
   * minute per process (above every rule's threshold); past that they are only counted in their
   * bucket, added every 2 s, so a flood of refused requests is not a flood of database writes.
   */
  refusalBudget: { perMinute: 20, flushMs: 2_000 },
} as const;

export const SECURITY_ALERT_STATUSES = ['open', 'acknowledged', 'resolved'] as const;
export type SecurityAlertStatus = (typeof SECURITY_ALERT_STATUSES)[number];

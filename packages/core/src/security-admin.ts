// The admin Security tab (issue 24): what its routes answer, the alert inbox's moves and its texts.
// The zod schemas of the inputs are in security-schemas.ts.
import type { SecurityAlertStatus, SecurityEventType, SecuritySeverity } from './security.ts';

export const SECURITY_RANGES = ['24h', '7d', '30d'] as const;
export type SecurityRange = (typeof SECURITY_RANGES)[number];

/** What the detectors conclude: the chart's detections. */
export const SECURITY_DETECTION_TYPES = [
  'brute_force',
  'distributed_attack',
  'credential_stuffing',
  'privilege_escalation',
  'success_after_failures',
  'new_admin_device',
  'event_spike',
  'payment_fraud_detected',
  'sql_injection_attempt',
  'xss_attempt',
  'path_traversal_attempt',
  'subscription_tampering',
] as const satisfies readonly SecurityEventType[];

/** What the monitor did on its own: the chart's actions. */
export const SECURITY_ACTION_TYPES = ['ip_blocked', 'unlock_mail_sent'] as const satisfies readonly SecurityEventType[];

/** Where the explorer reads: the kept high and critical events, or the last hour's window of all. */
export const SECURITY_EVENT_WINDOWS = ['kept', 'recent'] as const;
export type SecurityEventWindow = (typeof SECURITY_EVENT_WINDOWS)[number];

export const SECURITY_PAGE_SIZE = 25;
/** A manual block lasts at most the monitor's longest block (24 hours). */
export const SECURITY_BLOCK_MAX_MINUTES = 24 * 60;

/**
 * The alert inbox's moves: open → acknowledged → resolved, resolving straight from open, and a
 * resolved alert re-opened (its stamps cleared). An acknowledged alert is not un-acknowledged.
 */
export const SECURITY_ALERT_MOVES: Record<SecurityAlertStatus, readonly SecurityAlertStatus[]> = {
  open: ['acknowledged', 'resolved'],
  acknowledged: ['resolved'],
  resolved: ['open'],
};

export function canMoveAlert(from: SecurityAlertStatus, to: SecurityAlertStatus): boolean {
  return SECURITY_ALERT_MOVES[from].includes(to);
}

export const SECURITY_TEXT = {
  fetchFailed: 'Failed to fetch security data',
  alertNotFound: 'The alert could not be found.',
  badMove: (from: SecurityAlertStatus, to: SecurityAlertStatus) => `An ${from} alert cannot be marked ${to}.`,
  badIp: 'Enter an IPv4 or IPv6 address, such as 203.0.113.9.',
  badCidr: 'Enter an address or a CIDR range, such as 203.0.113.0/24.',
  blockNotFound: 'The block could not be found.',
  blockNotActive: 'This address is no longer blocked.',
  alreadyBlocked: 'This address is already blocked.',
  allowlisted: 'This address is on the allowlist; remove it there first.',
  allowNotFound: 'The allowlist entry could not be found.',
  alreadyAllowed: 'This range is already on the allowlist.',
  badDate: 'Use a date (2026-11-01) or an ISO time',
  endBeforeStart: 'The end is before the start',
} as const;

export interface SecuritySummary {
  failedSignIns24h: number;
  blockedIps: number;
  openAlerts: Record<SecuritySeverity, number>;
  detections24h: number;
}

/** One step of the chart: its start and a count per detection and action type. */
export type SecurityTimelinePoint = { start: string } & Partial<Record<SecurityEventType, number>>;
export interface SecurityTimeline {
  range: SecurityRange;
  step: 'hour' | 'day';
  points: SecurityTimelinePoint[];
}

export interface SecurityAlert {
  id: string;
  rule: SecurityEventType;
  dedupeKey: string;
  severity: SecuritySeverity;
  status: SecurityAlertStatus;
  summary: string;
  evidence: Record<string, unknown>;
  eventCount: number;
  firstSeenAt: string;
  lastSeenAt: string;
  acknowledgedAt: string | null;
  acknowledgedBy: string | null;
  acknowledgedByEmail: string | null;
  resolvedAt: string | null;
  resolvedBy: string | null;
  resolvedByEmail: string | null;
}
export interface SecurityAlertList {
  items: SecurityAlert[];
  total: number;
}

export interface SecurityEventItem {
  id: string;
  type: SecurityEventType;
  severity: SecuritySeverity;
  userId: string | null;
  userEmail: string | null;
  subject: string | null;
  ip: string | null;
  userAgent: string | null;
  endpoint: string | null;
  requestId: string | null;
  details: string;
  metadata: Record<string, unknown>;
  createdAt: string;
}
export interface SecurityEventList {
  items: SecurityEventItem[];
  total: number;
}

export interface SecurityTopIp {
  ip: string;
  events: number;
  failures: number;
  lastSeenAt: string;
  isBlocked: boolean;
}
export interface SecurityTopAccount {
  /** The user's id, or the e-mail typed when no such user exists. */
  key: string;
  userId: string | null;
  email: string | null;
  events: number;
  failures: number;
  ips: number;
  lastSeenAt: string;
}
export interface SecurityTop {
  range: SecurityRange;
  ips: SecurityTopIp[];
  accounts: SecurityTopAccount[];
}

export interface SecurityBlock {
  id: string;
  ip: string;
  reason: string;
  level: number;
  createdAt: string;
  expiresAt: string;
  createdBy: string | null;
  createdByEmail: string | null;
  liftedAt: string | null;
  liftedBy: string | null;
  liftedByEmail: string | null;
}
export interface SecurityBlockList {
  active: SecurityBlock[];
  /** Lifted or expired in the last day, newest first. */
  recent: SecurityBlock[];
}

export interface SecurityAllowEntry {
  id: string;
  cidr: string;
  note: string;
  createdBy: string | null;
  createdByEmail: string | null;
  createdAt: string;
}

import { SECURITY_RULES, type SecurityEventType, type SecuritySeverity } from '@themeport/core';
import type { securityRecentEvents } from '../../db/schema.ts';

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
  /** Two letters from the trusted proxy's country header (requestFacts); kept in the metadata and the sign-in history. */
  country?: string | null;
  /** For sign_in_success: the session it made. */
  sessionId?: string | null;
  /** The time of the event (a test's clock); now by default. */
  at?: Date;
}

/** An event as stored in the window: what the detectors read. */
export type RecordedEvent = typeof securityRecentEvents.$inferSelect;

export const BUCKET_MS = SECURITY_RULES.spike.bucketMs;
export const bucketStart = (at: Date) => new Date(Math.floor(at.getTime() / BUCKET_MS) * BUCKET_MS);

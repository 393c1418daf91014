// What browsers send the security monitor (spec 001 §9, issue 24): CSP violation reports and our
// long-task warnings, to one public endpoint (docs/api/security-reports.md).

export const SECURITY_REPORTS = {
  path: '/api/security/reports',
  /** A report is small; a larger body is refused unread (413). */
  maxBytes: 16 * 1024,
  /** Reports per client address a minute; a page that loops is refused (429), not recorded. */
  perMinute: 30,
  /** Reports of one request: a Reporting API batch holds a few. */
  maxPerRequest: 10,
  /** spec 001 §9: a long task is one over 50 ms (SECURITY_RULES.longTaskMs is this one). */
  longTaskMs: 50,
  /** The page sends at most one long-task report per 30 seconds: the longest of that period. */
  longTaskBatchMs: 30_000,
} as const;

/** Our own report of a long task (over SECURITY_REPORTS.longTaskMs), sent as application/json. */
export interface LongTaskReport {
  type: 'long-task';
  durationMs: number;
  /** The page's path, without its query. */
  page: string;
}

// Every queue the server has, in one place: its name, what its payload holds (JSON: no Dates,
// no class instances) and how its jobs retry. A module handles a queue with `jobs.handle(…)` and
// adds work with `enqueue(db, …)` (docs/decisions/036).

/** Payload of each queue's jobs. Add a queue here first, then its entry in QUEUES below. */
export interface JobPayloads {
  /** The local payment provider's billing clock: renewals, past due, endings, stale sessions. */
  'billing.local-renewals': Record<string, never>;
  /**
   * One retry of a failed renewal's dunning case (issue 23, decision 037): a scheduled day after
   * the first failure, or a card the owner just added. Local cases are charged here; a Stripe
   * case asks Stripe to pay the open invoice with the new card.
   */
  'billing.dunning-retry': { caseId: string; day: number | null; providerPaymentMethodId: string | null };
  /** The mail to the owners of an account whose renewal failed: add a new card. */
  'billing.dunning-notice': { caseId: string };
  /** Custom domains whose next check is due (pending ones with back-off, active ones daily). */
  'domains.check-due': Record<string, never>;
  /** Removed sites' content past its 30 days. */
  'slots.purge-expired-content': Record<string, never>;
  /** Rate-limit counters older than a day. */
  'system.prune-rate-limits': Record<string, never>;
  /** Finished jobs past their keeping time. */
  'jobs.prune': Record<string, never>;
  /** The monthly payout run on the 15th: every developer with $50 available is paid all of it. */
  'seller-money.payout-run': Record<string, never>;
  /**
   * Themes with a template config but no template rows get them (a database seeded before
   * templates, or by the bulk generator), and demo themes their newer pages: queued by every start.
   */
  'themes.backfill-templates': Record<string, never>;
  /** Themes whose template config gained pages: their template rows, then their sites' missing pages. */
  'themes.resync-templates': { themeIds: string[] };
  /** The security monitor's window trimmed to 1 hour and 1000 events; old buckets, events and history dropped. */
  'security.prune': Record<string, never>;
  /** Every 5 minutes: event types whose last bucket spikes against their 6-hour baseline. */
  'security.spike-check': Record<string, never>;
  /** A new security alert mailed to every platform admin. */
  'security.alert-mail': { alertId: string };
  /** A new security alert posted to SECURITY_WEBHOOK_URL (retried with back-off when it fails). */
  'security.alert-webhook': { alertId: string };
}

export type QueueName = keyof JobPayloads;

export interface QueueOptions {
  /** Runs in all, the first included; then the job is kept as failed. */
  maxAttempts: number;
  /** Delay before the first retry; each further retry doubles it (capped at a day). */
  retryDelaySeconds: number;
  /** A claim's lease: a job still active past it (its process died) is claimed again. */
  timeoutSeconds: number;
}

const DEFAULTS: QueueOptions = { maxAttempts: 3, retryDelaySeconds: 30, timeoutSeconds: 10 * 60 };

export const QUEUES: Record<QueueName, QueueOptions> = {
  'billing.local-renewals': DEFAULTS,
  // A retry is an event claimed once (its id names the case and the day): a second run charges nothing.
  'billing.dunning-retry': DEFAULTS,
  'billing.dunning-notice': DEFAULTS,
  // The next period's run checks again: a failed run is not worth retrying on its own.
  'domains.check-due': { ...DEFAULTS, maxAttempts: 1 },
  'slots.purge-expired-content': DEFAULTS,
  'system.prune-rate-limits': DEFAULTS,
  'jobs.prune': DEFAULTS,
  // A run pays available balances only, so a second try pays nobody twice.
  'seller-money.payout-run': DEFAULTS,
  // One theme a transaction: a run cut short resumes where it stopped. 10,000 themes take minutes.
  'themes.backfill-templates': { ...DEFAULTS, timeoutSeconds: 60 * 60 },
  'themes.resync-templates': DEFAULTS,
  'security.prune': DEFAULTS,
  'security.spike-check': { ...DEFAULTS, maxAttempts: 1 },
  'security.alert-mail': DEFAULTS,
  // A receiver that is down for a while still gets the alert: 30 s, 1, 2, 4 … minutes.
  'security.alert-webhook': { ...DEFAULTS, maxAttempts: 8 },
};

import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { RateLimitedError } from '../errors.ts';

export interface RateLimitRule {
  /** Seconds. */
  window: number;
  max: number;
}

export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until the window frees up; null when allowed. */
  retryAfter: number | null;
}

/** The limits of the public auth endpoints (ARCHITECTURE: rate limiting on in every mode). */
export const AUTH_RATE_LIMITS = {
  signIn: { window: 60, max: 5 },
  /**
   * Failed sign-ins per (e-mail, client address): ten guesses per 15 minutes from one address. Per
   * address, so that a guesser cannot lock the owner out from everywhere else. Also counts wrong
   * current passwords on POST /api/me/password and /api/me/email. (docs/decisions/003)
   */
  signInFailuresPerAccount: { window: 15 * 60, max: 10 },
  /**
   * Failed sign-ins per e-mail from any address: the 10th in 15 minutes (when one address would be
   * paused) mails the owner an unlock link, instead of a silent lock.
   */
  signInFailureBurst: { window: 15 * 60, max: 9 },
  /** At most one unlock mail per account in this window, however long the burst goes on. */
  unlockMail: { window: 15 * 60, max: 1 },
  signUp: { window: 60, max: 5 },
  passwordReset: { window: 60, max: 5 },
  resendPerIp: { window: 60, max: 5 },
  /** spec 000 §9: one verification mail per 60 s per e-mail. */
  resendPerEmail: { window: 60, max: 1 },
  /** The /email-verification page polls every 2 s (AUTH_TIMING.verificationPollMs): 30 a minute per tab. */
  verificationStatus: { window: 60, max: 60 },
  /** The /update-password page asks once; tokens are 32 random characters, this only caps noise. */
  resetTokenStatus: { window: 60, max: 20 },
} satisfies Record<string, RateLimitRule>;
export type AuthRateLimits = typeof AUTH_RATE_LIMITS;

export interface RateLimiter {
  consume(key: string, rule: RateLimitRule): Promise<RateLimitDecision>;
  /** consume, and throw a 429 (RateLimitedError) when the limit is reached. */
  enforce(key: string, rule: RateLimitRule): Promise<void>;
  /**
   * Gives one consumed attempt back (never below zero), for limits that count failures: consume
   * before the attempt, so that concurrent attempts cannot all pass, and refund the ones that succeed.
   */
  refund(key: string): Promise<void>;
  /** Forgets every counter whose key starts with keyPrefix (e.g. an account's failures from all addresses). */
  clear(keyPrefix: string): Promise<void>;
}

/**
 * One fixed-window counter per key in the database (rate_limits), so replicas share it. The check
 * and the increment are one atomic upsert: concurrent requests cannot all pass a stale read. Times
 * are clock_timestamp(), not now(): now() is when a transaction began, so a request that waited on
 * another's row lock would measure the window from before it opened (a Retry-After of 2 for 1 s).
 */
export function createRateLimiter(db: Database): RateLimiter {
  async function consume(key: string, rule: RateLimitRule): Promise<RateLimitDecision> {
    const window = sql`make_interval(secs => ${rule.window})`;
    const result = (await db.execute(sql`
      insert into rate_limits (key, count, window_start) values (${key}, 1, clock_timestamp())
      on conflict (key) do update set
        count = case when rate_limits.window_start <= clock_timestamp() - ${window} then 1 else rate_limits.count + 1 end,
        window_start = case when rate_limits.window_start <= clock_timestamp() - ${window} then clock_timestamp() else rate_limits.window_start end
      returning count, extract(epoch from (window_start + ${window} - clock_timestamp())) as retry_after`)) as unknown as {
      rows: { count: number; retry_after: string | number }[];
    };
    const row = result.rows[0]!;
    if (Number(row.count) <= rule.max) return { allowed: true, retryAfter: null };
    return { allowed: false, retryAfter: Math.max(1, Math.ceil(Number(row.retry_after))) };
  }
  return {
    consume,
    async enforce(key, rule) {
      const decision = await consume(key, rule);
      if (!decision.allowed) throw new RateLimitedError(decision.retryAfter ?? rule.window);
    },
    async refund(key) {
      await db.execute(sql`update rate_limits set count = greatest(count - 1, 0) where key = ${key}`);
    },
    async clear(keyPrefix) {
      // left() rather than LIKE: an e-mail may hold _ or %.
      await db.execute(sql`delete from rate_limits where left(key, ${keyPrefix.length}) = ${keyPrefix}`);
    },
  };
}

/** Counters whose window ended long ago say nothing any more: drop them (run periodically). */
export async function pruneRateLimits(db: Database, olderThanSeconds = 24 * 60 * 60): Promise<number> {
  const result = (await db.execute(
    sql`delete from rate_limits where window_start < now() - make_interval(secs => ${olderThanSeconds}) returning key`,
  )) as unknown as { rows: unknown[] };
  return result.rows.length;
}

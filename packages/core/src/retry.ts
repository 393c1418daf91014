export interface RetryPolicy {
  /** Total tries, the first one included. */
  attempts: number;
  initialDelayMs: number;
  maxDelayMs: number;
  /** Each retry waits factor times the previous delay, up to maxDelayMs. */
  factor: number;
}

/**
 * spec 000 §9 and 001 §8.1: checkout and payment retry policies. The spec gives no factor for
 * subscription and customer; they use 2 like payment and default.
 */
export const RETRY_POLICIES = {
  payment: { attempts: 3, initialDelayMs: 2_000, maxDelayMs: 10_000, factor: 2 },
  subscription: { attempts: 3, initialDelayMs: 1_000, maxDelayMs: 15_000, factor: 2 },
  webhook: { attempts: 5, initialDelayMs: 500, maxDelayMs: 5_000, factor: 1.5 },
  customer: { attempts: 3, initialDelayMs: 1_000, maxDelayMs: 10_000, factor: 2 },
  default: { attempts: 3, initialDelayMs: 1_000, maxDelayMs: 30_000, factor: 2 },
} as const satisfies Record<string, RetryPolicy>;

export type RetryPolicyName = keyof typeof RETRY_POLICIES;

/** spec 000 §9: 25% random jitter either way, so retries from many clients spread out. */
export const JITTER = 0.25;

/**
 * Delay before retry number `attempt` (1-based): min(initial × factor^(attempt−1), max), then
 * ±25% jitter. random() = 0.5 gives the delay without jitter; 0 gives −25%, 1 gives +25%.
 * Whole milliseconds, never negative, never above maxDelayMs × 1.25.
 */
export function retryDelayMs(policy: RetryPolicy, attempt: number, random: () => number = Math.random): number {
  const retry = Math.max(1, Math.floor(attempt));
  const base = Math.min(policy.initialDelayMs * policy.factor ** (retry - 1), policy.maxDelayMs);
  const r = Math.min(1, Math.max(0, random()));
  return Math.max(0, Math.round(base * (1 + JITTER * (2 * r - 1))));
}

export interface RetryInfo {
  /** 1-based retry number (the second try is retry 1). */
  attempt: number;
  delayMs: number;
  error: unknown;
}

export interface RetryOptions {
  /** Only errors for which this is true are retried; payments use isRetryablePaymentError. */
  isRetryable: (error: unknown) => boolean;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  onRetry?: (info: RetryInfo) => void;
}

function realSleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Runs `operation` at most policy.attempts times, waiting retryDelayMs between tries. A
 * non-retryable error is thrown at once; after the last try its error is thrown.
 */
export async function withRetry<T>(
  operation: (attempt: number) => Promise<T> | T,
  policy: RetryPolicy,
  options: RetryOptions,
): Promise<T> {
  const { isRetryable, sleep = realSleep, random = Math.random, onRetry } = options;
  const attempts = Math.max(1, Math.floor(policy.attempts));
  for (let attempt = 1; ; attempt++) {
    try {
      return await operation(attempt);
    } catch (error) {
      if (attempt >= attempts || !isRetryable(error)) throw error;
      const delayMs = retryDelayMs(policy, attempt, random);
      onRetry?.({ attempt, delayMs, error });
      await sleep(delayMs);
    }
  }
}

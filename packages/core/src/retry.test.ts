import { describe, expect, it } from 'vitest';
import { JITTER, RETRY_POLICIES, retryDelayMs, withRetry, type RetryInfo } from './retry.ts';

const noJitter = () => 0.5;

function fakeSleep() {
  const delays: number[] = [];
  return { delays, sleep: async (ms: number) => void delays.push(ms) };
}

class Retryable extends Error {}

describe('retry policies', () => {
  it('follow spec 000 §9', () => {
    expect(RETRY_POLICIES).toEqual({
      payment: { attempts: 3, initialDelayMs: 2000, maxDelayMs: 10000, factor: 2 },
      subscription: { attempts: 3, initialDelayMs: 1000, maxDelayMs: 15000, factor: 2 },
      webhook: { attempts: 5, initialDelayMs: 500, maxDelayMs: 5000, factor: 1.5 },
      customer: { attempts: 3, initialDelayMs: 1000, maxDelayMs: 10000, factor: 2 },
      default: { attempts: 3, initialDelayMs: 1000, maxDelayMs: 30000, factor: 2 },
    });
    expect(JITTER).toBe(0.25);
  });
});

describe('retryDelayMs', () => {
  it('grows by the factor from the initial delay when random is 0.5', () => {
    const delays = (policy: (typeof RETRY_POLICIES)[keyof typeof RETRY_POLICIES]) =>
      [1, 2, 3, 4].map((attempt) => retryDelayMs(policy, attempt, noJitter));
    expect(delays(RETRY_POLICIES.payment)).toEqual([2000, 4000, 8000, 10000]);
    expect(delays(RETRY_POLICIES.webhook)).toEqual([500, 750, 1125, 1688]);
    expect(delays(RETRY_POLICIES.default)).toEqual([1000, 2000, 4000, 8000]);
  });

  it('caps the delay at the policy maximum', () => {
    expect(retryDelayMs(RETRY_POLICIES.payment, 10, noJitter)).toBe(10000);
    expect(retryDelayMs(RETRY_POLICIES.subscription, 5, noJitter)).toBe(15000);
    expect(retryDelayMs(RETRY_POLICIES.webhook, 20, noJitter)).toBe(5000);
  });

  it('jitters by 25% either way at the random extremes', () => {
    expect(retryDelayMs(RETRY_POLICIES.payment, 1, () => 0)).toBe(1500);
    expect(retryDelayMs(RETRY_POLICIES.payment, 1, () => 1)).toBe(2500);
    expect(retryDelayMs(RETRY_POLICIES.payment, 9, () => 1)).toBe(12500);
  });

  it('stays within ±25% of the capped delay for any random value', () => {
    for (const policy of Object.values(RETRY_POLICIES)) {
      for (let attempt = 1; attempt <= 8; attempt++) {
        const base = Math.min(policy.initialDelayMs * policy.factor ** (attempt - 1), policy.maxDelayMs);
        for (let i = 0; i <= 100; i++) {
          const delay = retryDelayMs(policy, attempt, () => i / 100);
          expect(delay).toBeGreaterThanOrEqual(Math.floor(base * 0.75));
          expect(delay).toBeLessThanOrEqual(Math.ceil(base * 1.25));
          expect(delay).toBeLessThanOrEqual(policy.maxDelayMs * 1.25);
        }
      }
    }
  });

  it('never goes negative or past the bound with an out-of-range random', () => {
    expect(retryDelayMs(RETRY_POLICIES.payment, 1, () => -5)).toBe(1500);
    expect(retryDelayMs(RETRY_POLICIES.payment, 1, () => 7)).toBe(2500);
    expect(retryDelayMs(RETRY_POLICIES.payment, 0, noJitter)).toBe(2000);
  });
});

describe('withRetry', () => {
  it('tries at most policy.attempts times and throws the last error', async () => {
    const { delays, sleep } = fakeSleep();
    let calls = 0;
    const run = withRetry(
      async () => {
        calls++;
        throw new Retryable(`try ${calls}`);
      },
      RETRY_POLICIES.webhook,
      { isRetryable: () => true, sleep, random: noJitter },
    );
    await expect(run).rejects.toThrow('try 5');
    expect(calls).toBe(5);
    expect(delays).toEqual([500, 750, 1125, 1688]);
  });

  it('stops at once on a non-retryable error', async () => {
    const { delays, sleep } = fakeSleep();
    let calls = 0;
    const declined = new Error('declined');
    const run = withRetry(
      () => {
        calls++;
        throw declined;
      },
      RETRY_POLICIES.payment,
      { isRetryable: (error) => error instanceof Retryable, sleep },
    );
    await expect(run).rejects.toBe(declined);
    expect(calls).toBe(1);
    expect(delays).toEqual([]);
  });

  it('returns the result after a retry and reports the retry', async () => {
    const { delays, sleep } = fakeSleep();
    const retries: RetryInfo[] = [];
    const failure = new Retryable('flaky');
    const result = await withRetry(
      async (attempt) => {
        if (attempt === 1) throw failure;
        return `ok on ${attempt}`;
      },
      RETRY_POLICIES.payment,
      {
        isRetryable: (error) => error instanceof Retryable,
        sleep,
        random: noJitter,
        onRetry: (info) => retries.push(info),
      },
    );
    expect(result).toBe('ok on 2');
    expect(delays).toEqual([2000]);
    expect(retries).toEqual([{ attempt: 1, delayMs: 2000, error: failure }]);
  });

  it('does not sleep when the first try succeeds', async () => {
    const { delays, sleep } = fakeSleep();
    await expect(withRetry(() => 7, RETRY_POLICIES.default, { isRetryable: () => true, sleep })).resolves.toBe(7);
    expect(delays).toEqual([]);
  });
});

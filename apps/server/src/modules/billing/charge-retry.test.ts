// spec 001 §8.1: a renewal's retryable decline is tried again at once under the subscription
// policy (3 attempts, 1 s then 2 s, ±25% jitter); a hard decline is tried once and waits for dunning.
import { describe, expect, it } from 'vitest';
import { chargeLocalCard } from './dunning.ts';

const now = new Date('2026-06-15T06:00:00Z');
const card = (last4: string) => ({ last4, expMonth: 12, expYear: 2030 }) as Parameters<typeof chargeLocalCard>[0];

describe('charging a saved local card at a renewal', () => {
  it('tries a processing error three times, waiting about 1 s then 2 s', async () => {
    const waits: number[] = [];
    const tries = await chargeLocalCard(card('0119'), now, async (ms) => void waits.push(ms));
    expect(tries).toEqual([
      { ok: false, code: 'processing_error' },
      { ok: false, code: 'processing_error' },
      { ok: false, code: 'processing_error' },
    ]);
    expect(waits).toHaveLength(2);
    expect(waits[0]).toBeGreaterThanOrEqual(750);
    expect(waits[0]).toBeLessThanOrEqual(1250);
    expect(waits[1]).toBeGreaterThanOrEqual(1500);
    expect(waits[1]).toBeLessThanOrEqual(2500);
  });

  it('tries a hard decline once, and a good card once', async () => {
    const waits: number[] = [];
    expect(await chargeLocalCard(card('0341'), now, async (ms) => void waits.push(ms))).toEqual([
      { ok: false, code: 'card_declined' },
    ]);
    expect(await chargeLocalCard(card('4242'), now, async (ms) => void waits.push(ms))).toEqual([{ ok: true }]);
    expect(await chargeLocalCard(undefined, now)).toEqual([{ ok: false, code: 'missing_payment_method' }]);
    expect(waits).toEqual([]);
  });
});

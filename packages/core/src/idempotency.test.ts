import { describe, expect, it } from 'vitest';
import { fnv1a64, idempotencyKey, stableStringify } from './idempotency.ts';

const day = new Date('2025-03-14T12:03:00Z');

describe('fnv1a64', () => {
  it('matches the published FNV-1a 64-bit test vectors', () => {
    expect(fnv1a64('')).toBe('cbf29ce484222325');
    expect(fnv1a64('a')).toBe('af63dc4c8601ec8c');
    expect(fnv1a64('foobar')).toBe('85944171f73967e8');
  });
});

describe('stableStringify', () => {
  it('sorts keys at every depth and keeps array order', () => {
    expect(stableStringify({ b: 1, a: { d: [2, 1], c: null } })).toBe('{"a":{"c":null,"d":[2,1]},"b":1}');
    expect(stableStringify(undefined)).toBe('null');
  });
});

describe('idempotencyKey', () => {
  const payload = { priceId: 'price_pro', accountId: 'acc_1', meta: { b: 2, a: 1 } };

  it('gives the same request the same key on the same day', () => {
    const later = new Date('2025-03-14T23:59:59Z');
    expect(idempotencyKey('create_checkout', payload, { now: day })).toBe(
      idempotencyKey('create_checkout', { ...payload }, { now: later }),
    );
  });

  it('reads operation, payload hash and UTC date', () => {
    expect(idempotencyKey('create_checkout', payload, { now: day })).toMatch(
      /^create_checkout:[0-9a-f]{16}:2025-03-14$/,
    );
  });

  it('ignores key order at every depth', () => {
    const reordered = { meta: { a: 1, b: 2 }, accountId: 'acc_1', priceId: 'price_pro' };
    expect(idempotencyKey('create_checkout', reordered, { now: day })).toBe(
      idempotencyKey('create_checkout', payload, { now: day }),
    );
  });

  it('differs for another payload, operation or day', () => {
    const key = idempotencyKey('create_checkout', payload, { now: day });
    expect(idempotencyKey('create_checkout', { ...payload, priceId: 'price_starter' }, { now: day })).not.toBe(key);
    expect(idempotencyKey('create_subscription', payload, { now: day })).not.toBe(key);
    expect(idempotencyKey('create_checkout', payload, { now: new Date('2025-03-15T00:00:00Z') })).not.toBe(key);
    expect(idempotencyKey('create_checkout', [1, 2], { now: day })).not.toBe(
      idempotencyKey('create_checkout', [2, 1], { now: day }),
    );
  });

  it('uses the start of the 5-minute bucket and changes at its boundary', () => {
    const at = (iso: string) => idempotencyKey('create_checkout', payload, { now: new Date(iso), bucketMinutes: 5 });
    expect(at('2025-03-14T12:00:00.000Z')).toMatch(/:2025-03-14T12:00$/);
    expect(at('2025-03-14T12:04:59.999Z')).toBe(at('2025-03-14T12:00:00.000Z'));
    expect(at('2025-03-14T12:05:00.000Z')).not.toBe(at('2025-03-14T12:04:59.999Z'));
    expect(at('2025-03-14T12:05:00.000Z')).toMatch(/:2025-03-14T12:05$/);
    expect(at('2025-03-14T23:59:00.000Z')).toMatch(/:2025-03-14T23:55$/);
  });

  it('rejects a bucket that is not a positive whole number of minutes', () => {
    expect(() => idempotencyKey('op', {}, { now: day, bucketMinutes: 0 })).toThrow(RangeError);
    expect(() => idempotencyKey('op', {}, { now: day, bucketMinutes: 2.5 })).toThrow(RangeError);
  });
});

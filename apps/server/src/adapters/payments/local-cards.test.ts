import { describe, expect, it } from 'vitest';
import { digitsOnly, isExpired, parseExpiry, passesLuhn, testCardOutcome } from './local-cards.ts';

describe('the local test-mode cards', () => {
  it('checks the Luhn sum', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('378282246310005')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('42')).toBe(false);
    expect(passesLuhn(digitsOnly('4242 4242-4242 4242'))).toBe(true);
  });

  it("answers Stripe's test numbers as Stripe does", () => {
    expect(testCardOutcome('4242424242424242')).toEqual({ ok: true, brand: 'visa', last4: '4242', cvcCheck: 'pass' });
    expect(testCardOutcome('5555555555554444')).toMatchObject({ ok: true, brand: 'mastercard' });
    expect(testCardOutcome('4000000000000101')).toMatchObject({ ok: true, cvcCheck: 'fail' });
    expect(testCardOutcome('4000000000000002')).toEqual({ ok: false, code: 'card_declined' });
    expect(testCardOutcome('4000000000009995')).toEqual({ ok: false, code: 'insufficient_funds' });
    expect(testCardOutcome('4000000000000069')).toEqual({ ok: false, code: 'expired_card' });
    expect(testCardOutcome('4000000000000127')).toEqual({ ok: false, code: 'incorrect_cvc' });
    expect(testCardOutcome('4000002500003155')).toEqual({
      ok: true,
      brand: 'visa',
      last4: '3155',
      cvcCheck: 'pass',
      requiresAuthentication: true,
    });
    expect(testCardOutcome('4000002760003184')).toMatchObject({ ok: true, requiresAuthentication: true });
    expect(testCardOutcome('4000000000000119')).toEqual({ ok: false, code: 'processing_error' });
  });

  it('declines any other number: test mode takes test cards only', () => {
    expect(testCardOutcome('4111111111111111')).toEqual({ ok: false, code: 'card_declined' });
  });

  it('reads MM/YY, MM / YY and MM/YYYY and refuses nonsense', () => {
    expect(parseExpiry('04/31')).toEqual({ month: 4, year: 2031 });
    expect(parseExpiry('4 / 2031')).toEqual({ month: 4, year: 2031 });
    expect(parseExpiry('13/31')).toBeNull();
    expect(parseExpiry('0431')).toBeNull();
  });

  it('treats a card as good through the end of its expiry month', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    expect(isExpired({ month: 11, year: 2026 }, now)).toBe(false);
    expect(isExpired({ month: 10, year: 2026 }, now)).toBe(true);
    expect(isExpired({ month: 1, year: 2027 }, now)).toBe(false);
  });
});

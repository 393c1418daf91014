// The local test-mode checkout takes Stripe's test card numbers and answers as Stripe would.
import type { CvcCheck, PaymentErrorCode } from '@themeport/core';

export type CardOutcome =
  | { ok: true; brand: string; last4: string; cvcCheck: CvcCheck; requiresAuthentication?: true }
  | {
      ok: false;
      code: Extract<
        PaymentErrorCode,
        | 'card_declined'
        | 'insufficient_funds'
        | 'expired_card'
        | 'incorrect_cvc'
        | 'authentication_required'
        | 'processing_error'
      >;
    };

const DECLINES: Record<string, Exclude<CardOutcome, { ok: true }>['code']> = {
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired_card',
  '4000000000000127': 'incorrect_cvc',
  '4000000000000119': 'processing_error',
};

const SUCCEEDS: Record<string, { brand: string; cvcCheck: CvcCheck }> = {
  '4242424242424242': { brand: 'visa', cvcCheck: 'pass' },
  '4000056655665556': { brand: 'visa', cvcCheck: 'pass' },
  '5555555555554444': { brand: 'mastercard', cvcCheck: 'pass' },
  '2223003122003222': { brand: 'mastercard', cvcCheck: 'pass' },
  '378282246310005': { brand: 'amex', cvcCheck: 'pass' },
  '6011111111111117': { brand: 'discover', cvcCheck: 'pass' },
  // Stripe: "the CVC check fails" but the payment goes through.
  '4000000000000101': { brand: 'visa', cvcCheck: 'fail' },
};

// Stripe: "attaching this card to a customer succeeds, but attempts to charge the customer fail":
// a setup saves it, a payment (now or at a renewal) is declined.
// A saved card ending 0119 meets Stripe's processing error at every charge (a retryable code: the
// renewal tries it again at once, spec 001 §8.1); it cannot be saved through the checkout, whose
// payment it fails too, so only a stored card row carries it (tests).
const CHARGES_FAIL: Record<string, ChargeDecline> = {
  '4000000000000341': 'card_declined',
  '4000000000000119': 'processing_error',
};

// Stripe: 3-D Secure is required; the payment goes through once the buyer completes it.
const AUTHENTICATES = new Set(['4000002500003155', '4000002760003184', '4000000000003220']);

export function digitsOnly(cardNumber: string): string {
  return cardNumber.replace(/[\s-]/g, '');
}

/** The Luhn checksum every real card number passes. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

type ChargeDecline = Exclude<CardOutcome, { ok: true }>['code'];

/**
 * What test mode does with a (Luhn-valid) number: the known test cards, and a decline for anything
 * else. `saving`: a setup that keeps the card without charging it.
 */
export function testCardOutcome(digits: string, { saving = false }: { saving?: boolean } = {}): CardOutcome {
  const failsCharges = CHARGES_FAIL[digits];
  if (failsCharges) {
    return saving
      ? { ok: true, brand: 'visa', last4: digits.slice(-4), cvcCheck: 'pass' }
      : { ok: false, code: failsCharges };
  }
  const success = SUCCEEDS[digits];
  if (success) return { ok: true, brand: success.brand, last4: digits.slice(-4), cvcCheck: success.cvcCheck };
  if (AUTHENTICATES.has(digits))
    return { ok: true, brand: 'visa', last4: digits.slice(-4), cvcCheck: 'pass', requiresAuthentication: true };
  return { ok: false, code: DECLINES[digits] ?? 'card_declined' };
}

/** 'MM/YY', 'MM / YY' or 'MM/YYYY' → month and four-digit year; null when malformed. */
export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry.trim());
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** A card is good through the last day of its expiry month. */
export function isExpired({ month, year }: { month: number; year: number }, now: Date): boolean {
  return year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1);
}

/**
 * Charging a saved card off-session (a renewal, a dunning retry): test mode keeps only the brand,
 * last four digits and expiry, so a saved card answers by those, as its number would at Stripe.
 */
export function chargeSavedCard(
  card: { last4: string; expMonth: number; expYear: number } | undefined,
  now: Date,
): { ok: true } | { ok: false; code: ChargeDecline | 'missing_payment_method' } {
  if (!card) return { ok: false, code: 'missing_payment_method' };
  if (isExpired({ month: card.expMonth, year: card.expYear }, now)) return { ok: false, code: 'expired_card' };
  const number = Object.keys(CHARGES_FAIL).find((digits) => digits.endsWith(card.last4));
  return number ? { ok: false, code: CHARGES_FAIL[number]! } : { ok: true };
}

/** The brand a card number belongs to, by its leading digits. */
export function cardBrandOf(digits: string): string {
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^6/.test(digits)) return 'discover';
  return 'visa';
}

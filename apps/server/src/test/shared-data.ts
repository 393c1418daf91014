// Test data that the Vitest suites and the Playwright journeys both use: plain values and pure
// functions, no I/O and no imports, so e2e/ can load this file without the server's code.

export const DAY = 24 * 60 * 60_000;

let sequence = 0;

/** A fresh address per call, unique across test processes (Playwright runs workers side by side). */
export function uniqueEmail(label = 'user'): string {
  return `${label}-${Date.now().toString(36)}-${++sequence}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/**
 * Stripe's test card numbers that the local provider's test-mode checkout answers to
 * (adapters/payments/local-cards.ts holds the outcomes; these are the names tests use).
 */
export const TEST_CARDS = {
  visa: '4242424242424242',
  mastercard: '5555555555554444',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  expired: '4000000000000069',
  incorrectCvc: '4000000000000127',
  processingError: '4000000000000119',
  cvcCheckFails: '4000000000000101',
  /** Saved by a setup, declined whenever it is charged (a renewal, a dunning retry). */
  chargesFail: '4000000000000341',
  /** 3-D Secure: the payment goes through once the buyer completes the authentication step. */
  secure: '4000002500003155',
} as const;

/** The rest of a card form: a future expiry, a CVC and a holder. */
export const CARD_DETAILS = { expiry: '12/34', cvc: '123', name: 'Test Person' } as const;

/** The body of a local checkout payment with `cardNumber` (4242 unless told). */
export const cardPayment = (cardNumber: string = TEST_CARDS.visa, name: string = CARD_DETAILS.name) => ({
  ...CARD_DETAILS,
  cardNumber,
  name,
});

// Payment provider errors (Stripe-shaped) mapped to what people see and how the API answers.
// Retrying them is retry.ts; idempotency keys are idempotency.ts.

export interface PaymentErrorInfo {
  retryable: boolean;
  message: string;
}

/** spec 000 §8 (payments) and 001 §8.2: checkout and payment texts, word for word. */
export const PAYMENT_TEXT = {
  serverError: 'Something went wrong. Please try again later.',
  validation: 'Please check your input and try again.',
  maintenance: 'The service is temporarily unavailable for maintenance.',
  checkoutFailedPrefix: 'Checkout failed: ',
  checkoutSessionFailed: 'Failed to create checkout session',
  invalidResponse: 'Invalid response from server',
  userNotAuthenticated: 'User not authenticated',
} as const;

// spec 000 §8: unknown card codes give the processing message; spec 001 §8.1 'unknown' row.
const PROCESSING_MESSAGE = 'An error occurred while processing your card. Please try again.';

/**
 * spec 001 §8.1, keyed by the provider's code. Where the spec quotes a text it is used word for
 * word; where it says 'exact text not shown' the text is ours.
 */
export const PAYMENT_ERRORS = {
  card_declined: { retryable: false, message: 'Your card was declined. Please try a different card.' },
  insufficient_funds: { retryable: false, message: 'Your card has insufficient funds. Please try a different card.' },
  expired_card: { retryable: false, message: 'Your card has expired. Please use a different card.' },
  incorrect_cvc: { retryable: false, message: "Your card's security code is incorrect." },
  authentication_required: {
    retryable: false,
    message: 'Your bank requires additional authentication. Please try again and complete the verification.',
  },
  processing_error: { retryable: true, message: PROCESSING_MESSAGE },
  rate_limit: { retryable: true, message: 'Too many payment attempts. Please wait a moment and try again.' },
  api_connection_error: { retryable: true, message: 'Connection error. Please try again.' },
  api_error: { retryable: true, message: 'Payment service temporarily unavailable' },
  unknown: { retryable: true, message: PROCESSING_MESSAGE },
  invalid_request_error: { retryable: false, message: 'Invalid payment information provided' },
  parameter_invalid_empty: { retryable: false, message: 'Required payment information is missing' },
  parameter_missing: { retryable: false, message: 'Required payment information is missing' },
  parameter_invalid_integer: { retryable: false, message: 'Invalid payment amount' },
  idempotency_error: { retryable: false, message: 'Duplicate payment request detected' },
  subscription_payment_failed: { retryable: false, message: 'Subscription payment failed' },
  missing_payment_method: { retryable: false, message: 'No payment method on file' },
} as const satisfies Record<string, PaymentErrorInfo>;

export type PaymentErrorCode = keyof typeof PAYMENT_ERRORS;

/** spec 000 §8: the card error codes that have their own message. */
export const CARD_ERROR_CODES = [
  'card_declined',
  'insufficient_funds',
  'expired_card',
  'incorrect_cvc',
  'processing_error',
  'authentication_required',
  'rate_limit',
] as const satisfies readonly PaymentErrorCode[];

export interface MappedPaymentError {
  code: PaymentErrorCode;
  message: string;
  retryable: boolean;
  /** spec 001 §8.1: retryable → 503, otherwise 400 with code PAYMENT_PROCESSING_ERROR. */
  status: 503 | 400;
  apiCode: 'PAYMENT_SERVICE_UNAVAILABLE' | 'PAYMENT_PROCESSING_ERROR';
}

// stripe-node reports `type` as its class name (raw type in `rawType`); the API sends the raw type.
const STRIPE_CLASS_TYPES: Record<string, string> = {
  StripeCardError: 'card_error',
  StripeInvalidRequestError: 'invalid_request_error',
  StripeAPIError: 'api_error',
  StripeConnectionError: 'api_connection_error',
  StripeIdempotencyError: 'idempotency_error',
  StripeRateLimitError: 'rate_limit_error',
};

const INVALID_REQUEST_CODES = ['parameter_invalid_empty', 'parameter_missing', 'parameter_invalid_integer'] as const;

// Codes our own services raise (no provider type attached).
const APP_CODES = ['subscription_payment_failed', 'missing_payment_method'] as const;

function stringField(source: object, key: string): string | undefined {
  const value = (source as Record<string, unknown>)[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function includes<T extends string>(list: readonly T[], value: string | undefined): value is T {
  return value !== undefined && (list as readonly string[]).includes(value);
}

function answer(code: PaymentErrorCode, message: string = PAYMENT_ERRORS[code].message): MappedPaymentError {
  const { retryable } = PAYMENT_ERRORS[code];
  return retryable
    ? { code, message, retryable, status: 503, apiCode: 'PAYMENT_SERVICE_UNAVAILABLE' }
    : { code, message, retryable, status: 400, apiCode: 'PAYMENT_PROCESSING_ERROR' };
}

function cardCode(code: string | undefined, declineCode: string | undefined): PaymentErrorCode {
  // A decline carries its reason in decline_code (card_declined + insufficient_funds): prefer it.
  if (includes(CARD_ERROR_CODES, declineCode)) return declineCode;
  if (includes(CARD_ERROR_CODES, code)) return code;
  return 'unknown';
}

/**
 * Maps anything a payment call threw to the user's message and the API answer.
 * Card errors go by code (spec 000 §8, 001 §8.1); unknown card codes get the processing message;
 * provider error types get their row; anything else is 'unknown' (retryable, spec 001) with the
 * server error message (spec 000: non-card errors give the server error message).
 */
export function mapPaymentError(error: unknown): MappedPaymentError {
  if (typeof error !== 'object' || error === null) return answer('unknown', PAYMENT_TEXT.serverError);

  const rawType = stringField(error, 'rawType') ?? stringField(error, 'type');
  const type = rawType === undefined ? undefined : (STRIPE_CLASS_TYPES[rawType] ?? rawType);
  const code = stringField(error, 'code');
  const declineCode = stringField(error, 'decline_code');

  switch (type) {
    case 'card_error':
      return answer(cardCode(code, declineCode));
    case 'rate_limit_error':
      return answer('rate_limit');
    case 'api_connection_error':
    case 'api_error':
    case 'idempotency_error':
      return answer(type);
    case 'invalid_request_error':
      return answer(includes(INVALID_REQUEST_CODES, code) ? code : 'invalid_request_error');
  }

  // No provider type: a bare card code (e.g. from a client-side confirmation) or one of ours.
  if (includes(CARD_ERROR_CODES, code) || includes(CARD_ERROR_CODES, declineCode)) {
    return answer(cardCode(code, declineCode));
  }
  if (includes(APP_CODES, code) || includes(INVALID_REQUEST_CODES, code)) return answer(code);
  return answer('unknown', PAYMENT_TEXT.serverError);
}

/** For withRetry's isRetryable on payment calls. */
export function isRetryablePaymentError(error: unknown): boolean {
  return mapPaymentError(error).retryable;
}

/** 'Checkout failed: {message}'. */
export function checkoutFailedMessage(message: string): string {
  return `${PAYMENT_TEXT.checkoutFailedPrefix}${message}`;
}

import { describe, expect, it } from 'vitest';
import {
  CARD_ERROR_CODES,
  PAYMENT_ERRORS,
  PAYMENT_TEXT,
  checkoutFailedMessage,
  isRetryablePaymentError,
  mapPaymentError,
} from './payments.ts';

describe('payment error table', () => {
  it('keeps the spec 001 §8.1 texts word for word', () => {
    expect(PAYMENT_ERRORS.api_connection_error.message).toBe('Connection error. Please try again.');
    expect(PAYMENT_ERRORS.api_error.message).toBe('Payment service temporarily unavailable');
    expect(PAYMENT_ERRORS.invalid_request_error.message).toBe('Invalid payment information provided');
    expect(PAYMENT_ERRORS.parameter_invalid_empty.message).toBe('Required payment information is missing');
    expect(PAYMENT_ERRORS.parameter_missing.message).toBe('Required payment information is missing');
    expect(PAYMENT_ERRORS.parameter_invalid_integer.message).toBe('Invalid payment amount');
    expect(PAYMENT_ERRORS.idempotency_error.message).toBe('Duplicate payment request detected');
    expect(PAYMENT_ERRORS.subscription_payment_failed.message).toBe('Subscription payment failed');
    expect(PAYMENT_ERRORS.missing_payment_method.message).toBe('No payment method on file');
  });

  it('marks exactly the spec 001 §8.1 codes as retryable', () => {
    const retryable = Object.entries(PAYMENT_ERRORS)
      .filter(([, info]) => info.retryable)
      .map(([code]) => code)
      .sort();
    expect(retryable).toEqual(['api_connection_error', 'api_error', 'processing_error', 'rate_limit', 'unknown']);
  });

  it('gives unknown the processing message', () => {
    expect(PAYMENT_ERRORS.unknown.message).toBe(PAYMENT_ERRORS.processing_error.message);
  });

  it('has a friendly text for every card code', () => {
    for (const code of CARD_ERROR_CODES) expect(PAYMENT_ERRORS[code].message.length).toBeGreaterThan(10);
  });
});

describe('mapPaymentError', () => {
  it('maps a declined card to its message with 400 PAYMENT_PROCESSING_ERROR', () => {
    expect(mapPaymentError({ type: 'card_error', code: 'card_declined' })).toEqual({
      code: 'card_declined',
      message: 'Your card was declined. Please try a different card.',
      retryable: false,
      status: 400,
      apiCode: 'PAYMENT_PROCESSING_ERROR',
    });
  });

  it('prefers the decline_code insufficient_funds over card_declined', () => {
    const mapped = mapPaymentError({ type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds' });
    expect(mapped.code).toBe('insufficient_funds');
    expect(mapped.message).toBe('Your card has insufficient funds. Please try a different card.');
  });

  it('keeps card_declined when the decline_code has no message of its own', () => {
    expect(mapPaymentError({ type: 'card_error', code: 'card_declined', decline_code: 'do_not_honor' }).code).toBe(
      'card_declined',
    );
  });

  it('maps each card code to its own row', () => {
    for (const code of CARD_ERROR_CODES) {
      const mapped = mapPaymentError({ type: 'card_error', code });
      expect(mapped.code).toBe(code);
      expect(mapped.message).toBe(PAYMENT_ERRORS[code].message);
      expect(mapped.status).toBe(PAYMENT_ERRORS[code].retryable ? 503 : 400);
    }
  });

  it('gives an unknown card code the processing message as a retryable 503', () => {
    expect(mapPaymentError({ type: 'card_error', code: 'incorrect_number' })).toEqual({
      code: 'unknown',
      message: 'An error occurred while processing your card. Please try again.',
      retryable: true,
      status: 503,
      apiCode: 'PAYMENT_SERVICE_UNAVAILABLE',
    });
  });

  it('maps a processing error and a rate limit to a retryable 503', () => {
    expect(mapPaymentError({ type: 'card_error', code: 'processing_error' })).toMatchObject({
      retryable: true,
      status: 503,
      apiCode: 'PAYMENT_SERVICE_UNAVAILABLE',
    });
    expect(mapPaymentError({ type: 'rate_limit_error' })).toMatchObject({ code: 'rate_limit', status: 503 });
  });

  it('maps provider error types to their rows', () => {
    expect(mapPaymentError({ type: 'api_connection_error' })).toMatchObject({
      code: 'api_connection_error',
      message: 'Connection error. Please try again.',
      status: 503,
    });
    expect(mapPaymentError({ type: 'api_error' })).toMatchObject({
      message: 'Payment service temporarily unavailable',
      status: 503,
    });
    expect(mapPaymentError({ type: 'idempotency_error' })).toMatchObject({
      message: 'Duplicate payment request detected',
      status: 400,
      apiCode: 'PAYMENT_PROCESSING_ERROR',
    });
  });

  it('maps invalid requests by parameter code, else to the invalid information message', () => {
    expect(mapPaymentError({ type: 'invalid_request_error', code: 'parameter_missing' }).message).toBe(
      'Required payment information is missing',
    );
    expect(mapPaymentError({ type: 'invalid_request_error', code: 'parameter_invalid_empty' }).message).toBe(
      'Required payment information is missing',
    );
    expect(mapPaymentError({ type: 'invalid_request_error', code: 'parameter_invalid_integer' }).message).toBe(
      'Invalid payment amount',
    );
    expect(mapPaymentError({ type: 'invalid_request_error', code: 'resource_missing' })).toMatchObject({
      code: 'invalid_request_error',
      message: 'Invalid payment information provided',
      status: 400,
    });
  });

  it('reads stripe-node errors by rawType or class name', () => {
    expect(mapPaymentError({ type: 'StripeCardError', rawType: 'card_error', code: 'expired_card' }).code).toBe(
      'expired_card',
    );
    expect(mapPaymentError({ type: 'StripeConnectionError' }).code).toBe('api_connection_error');
    expect(mapPaymentError({ type: 'StripeIdempotencyError' }).code).toBe('idempotency_error');
  });

  it('maps our own codes and bare card codes without a type', () => {
    expect(mapPaymentError({ code: 'missing_payment_method' })).toMatchObject({
      message: 'No payment method on file',
      status: 400,
    });
    expect(mapPaymentError({ code: 'subscription_payment_failed' }).message).toBe('Subscription payment failed');
    expect(mapPaymentError({ code: 'card_declined', decline_code: 'insufficient_funds' }).code).toBe(
      'insufficient_funds',
    );
  });

  it('gives anything that is not a payment error the server error message', () => {
    for (const error of [new Error('boom'), 'boom', null, undefined, 42, { type: 'authentication_error' }, {}]) {
      expect(mapPaymentError(error)).toEqual({
        code: 'unknown',
        message: 'Something went wrong. Please try again later.',
        retryable: true,
        status: 503,
        apiCode: 'PAYMENT_SERVICE_UNAVAILABLE',
      });
    }
  });

  it('tells withRetry which errors to retry', () => {
    expect(isRetryablePaymentError({ type: 'api_connection_error' })).toBe(true);
    expect(isRetryablePaymentError({ type: 'card_error', code: 'card_declined' })).toBe(false);
  });
});

describe('checkout texts', () => {
  it("prefixes checkout failures with 'Checkout failed: '", () => {
    expect(checkoutFailedMessage('Invalid response from server')).toBe('Checkout failed: Invalid response from server');
  });

  it('keeps the spec texts word for word', () => {
    expect(PAYMENT_TEXT.serverError).toBe('Something went wrong. Please try again later.');
    expect(PAYMENT_TEXT.validation).toBe('Please check your input and try again.');
    expect(PAYMENT_TEXT.maintenance).toBe('The service is temporarily unavailable for maintenance.');
    expect(PAYMENT_TEXT.checkoutSessionFailed).toBe('Failed to create checkout session');
    expect(PAYMENT_TEXT.userNotAuthenticated).toBe('User not authenticated');
  });
});

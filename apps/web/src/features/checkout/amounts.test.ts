import { describe, expect, it } from 'vitest';
import { amountLabel, submitLabel } from './amounts';

describe('checkout amounts', () => {
  it('shows a purchase in money and a plan per month', () => {
    expect(amountLabel(4900, { currency: 'USD', interval: null })).toBe('$49.00');
    expect(amountLabel(900, { currency: 'USD', interval: 'month' })).toBe('$9/month');
    expect(amountLabel(2950, { currency: 'usd', interval: 'month' })).toBe('$29.50/month');
  });

  it('names the submit button after what it does', () => {
    expect(submitLabel({ mode: 'payment', total: 4900, currency: 'USD' })).toBe('Pay $49.00');
    expect(submitLabel({ mode: 'subscription', total: 900, currency: 'USD' })).toBe('Subscribe');
    expect(submitLabel({ mode: 'setup', total: 0, currency: 'USD' })).toBe('Save card');
  });
});

import { describe, expect, it } from 'vitest';
import {
  canRemovePaymentMethod,
  cardBrandLabel,
  cardExpiry,
  cartTotals,
  invoiceStatusTone,
  isLiveSubscription,
  isSafeReturnPath,
  noUpcomingInvoiceText,
  themeCheckoutUrls,
} from './billing.ts';
import { isPaidPlan } from './plans.ts';

const line = (price: number, inLibrary = false) => ({
  theme: { id: 'x', name: 'X', slug: 'x', description: '', image: null, price, framework: 'astro' as const },
  inLibrary,
});

describe('cards', () => {
  it('shows the expiry as MM/YY with a zero-padded month', () => {
    expect(cardExpiry(4, 2031)).toBe('04/31');
    expect(cardExpiry(12, 2009)).toBe('12/09');
  });

  it('names the brands people know and capitalises the rest', () => {
    expect(cardBrandLabel('visa')).toBe('Visa');
    expect(cardBrandLabel('amex')).toBe('American Express');
    expect(cardBrandLabel('mastercard')).toBe('Mastercard');
    expect(cardBrandLabel('cartes_bancaires')).toBe('Cartes_bancaires');
    expect(cardBrandLabel('')).toBe('Card');
  });

  it('keeps the default card while others exist (spec 001 §5)', () => {
    expect(canRemovePaymentMethod({ isDefault: true }, 2)).toBe(false);
    expect(canRemovePaymentMethod({ isDefault: true }, 1)).toBe(true);
    expect(canRemovePaymentMethod({ isDefault: false }, 3)).toBe(true);
  });
});

describe('invoices and subscriptions', () => {
  it('colours paid green, open yellow and anything else grey (spec 001 §2.5)', () => {
    expect(invoiceStatusTone('paid')).toBe('success');
    expect(invoiceStatusTone('open')).toBe('warning');
    expect(invoiceStatusTone('void')).toBe('neutral');
    expect(invoiceStatusTone('uncollectible')).toBe('neutral');
  });

  it('grants the plan only while the subscription is live', () => {
    expect(['active', 'trialing', 'past_due'].map((s) => isLiveSubscription(s as never))).toEqual([true, true, true]);
    expect(
      ['canceled', 'unpaid', 'incomplete', 'incomplete_expired', 'paused'].some((s) => isLiveSubscription(s as never)),
    ).toBe(false);
    expect(isLiveSubscription(null)).toBe(false);
  });

  it('sells starter and pro by subscription', () => {
    expect([isPaidPlan('starter'), isPaidPlan('pro'), isPaidPlan('free'), isPaidPlan('enterprise')]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('checkout addresses', () => {
  it('accepts paths on this site only', () => {
    expect(isSafeReturnPath('/client-portal?success=true')).toBe(true);
    expect(isSafeReturnPath('//evil.example/')).toBe(false);
    expect(isSafeReturnPath('/\\evil.example')).toBe(false);
    expect(isSafeReturnPath('https://evil.example/')).toBe(false);
    expect(isSafeReturnPath('javascript:alert(1)')).toBe(false);
    expect(isSafeReturnPath('/a b')).toBe(false);
  });

  it('returns a theme purchase to the portal and a cancel to the theme (spec 000 §7)', () => {
    expect(themeCheckoutUrls({ id: 'abc', slug: 'aurora' })).toEqual({
      successUrl: '/client-portal?theme=abc&success=true&session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: '/themes/aurora',
    });
  });
});

describe('cart totals', () => {
  it('charges each theme once and leaves out themes already in the library', () => {
    expect(cartTotals([line(4900), line(2500), line(9900, true)])).toEqual({ subtotal: 7400, total: 7400, payable: 2 });
    expect(cartTotals([])).toEqual({ subtotal: 0, total: 0, payable: 0 });
  });
});

describe('next-invoice estimate without an invoice', () => {
  const day = (value: string) => value.slice(0, 10);

  it('says a cancelled plan ends on its period end and charges nothing more', () => {
    expect(
      noUpcomingInvoiceText(
        { planName: 'Basic', cancelAtPeriodEnd: true, currentPeriodEnd: '2026-12-27T10:00:00.000Z' },
        day,
      ),
    ).toBe('No upcoming invoice: your Basic plan ends on 2026-12-27, and nothing more will be charged.');
  });

  it('says the free plan has no charges', () => {
    expect(noUpcomingInvoiceText({ planName: 'Free', cancelAtPeriodEnd: false, currentPeriodEnd: null }, day)).toBe(
      'No upcoming invoice: the Free plan has no charges.',
    );
  });
});

import { CHECKOUT_TEXT, type CheckoutSessionView, formatMoney, formatMonthly } from '@themeport/core';

type Amounts = Pick<CheckoutSessionView, 'currency' | 'interval'>;

/** '$49.00' for a purchase; '$9/month' for a plan (whole dollars, as on the pricing page). */
export function amountLabel(amount: number, { currency, interval }: Amounts): string {
  if (interval !== 'month') return formatMoney(amount, currency);
  return currency.toUpperCase() === 'USD' ? formatMonthly(amount) : `${formatMoney(amount, currency)}/month`;
}

/** 'Pay $49.00', 'Subscribe' or 'Save card'. */
export function submitLabel(view: Pick<CheckoutSessionView, 'mode' | 'total' | 'currency'>): string {
  if (view.mode === 'setup') return CHECKOUT_TEXT.saveCard;
  if (view.mode === 'subscription') return CHECKOUT_TEXT.subscribe;
  return `${CHECKOUT_TEXT.pay} ${formatMoney(view.total, view.currency)}`;
}

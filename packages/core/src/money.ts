// spec 001 §9: amounts are in minor units (cents), divided by 100; default currency USD.
import { groupThousands } from './price.ts';

export const DEFAULT_CURRENCY = 'USD';

export const MONEY_TEXT = {
  freeForever: 'Free Forever',
} as const;

/**
 * Whole US cents as en-US writes them ('-$1,234.50'; '$9' when whole dollars may drop the cents),
 * by hand: a pricing page needs no Intl format, whose first build costs a phone tens of ms.
 */
function usd(cents: number, cents00: boolean): string {
  const abs = Math.abs(cents);
  const rest = abs % 100;
  const fraction = rest === 0 && !cents00 ? '' : `.${String(rest).padStart(2, '0')}`;
  return `${cents < 0 ? '-' : ''}$${groupThousands(Math.floor(abs / 100))}${fraction}`;
}

// Other number formats are built once per shape and kept: building one costs a phone milliseconds, and
// a catalogue page formats dozens of prices.
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = JSON.stringify(options);
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-US', options);
    numberFormats.set(key, format);
  }
  return format;
}

/** 4950 → '$49.50'; the currency's own minor unit is used, so ('JPY', 500) → '¥500'. */
export function formatMoney(minorUnits: number, currency: string = DEFAULT_CURRENCY): string {
  if (currency === 'USD' && Number.isSafeInteger(minorUnits)) return usd(minorUnits, true);
  const format = numberFormat({ style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minorUnits / 10 ** digits);
}

/** 900 → '$9/month', 950 → '$9.50/month' (plan prices show whole dollars without cents). */
export function formatMonthly(cents: number): string {
  if (Number.isSafeInteger(cents)) return `${usd(cents, false)}/month`;
  const format = numberFormat({
    style: 'currency',
    currency: DEFAULT_CURRENCY,
    minimumFractionDigits: Number.isInteger(cents / 100) ? 0 : 2,
  });
  return `${format.format(cents / 100)}/month`;
}

/** spec 000 §9: the subscription amount per month, or 'Free Forever' when there is none (or 0). */
export function slotDisplayPrice(amountCents: number | null | undefined): string {
  return amountCents ? formatMonthly(amountCents) : MONEY_TEXT.freeForever;
}

/** spec 000 §1, §9: developers keep up to 80% of each sale; 80% is what we pay. */
export const DEVELOPER_SHARE_PERCENT = 80;
export const DEVELOPER_SHARE = DEVELOPER_SHARE_PERCENT / 100;

/** Whole cents that add up to the price; the developer's share is rounded down. */
export function splitRevenue(priceCents: number): { developerCents: number; platformCents: number } {
  if (!Number.isSafeInteger(priceCents) || priceCents < 0) {
    throw new RangeError(`priceCents must be a non-negative whole number of cents, got ${priceCents}`);
  }
  // Integer arithmetic: priceCents × 0.8 in floating point can land just under a whole cent.
  const developerCents = Math.floor((priceCents * DEVELOPER_SHARE_PERCENT) / 100);
  return { developerCents, platformCents: priceCents - developerCents };
}

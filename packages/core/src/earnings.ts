// The seller side's money rules (issue 22, decision 029): the sale split, the hold, the payout
// minimum and date, the balance a ledger sums to, statement totals and the words sellers read.
// Everything is integer cents; nothing here does I/O.
import { DEVELOPER_SHARE_PERCENT, formatMoney, splitRevenue } from './money.ts';

/** spec 000 §1, 001 §9: the developer keeps 80%; the platform's fee is the rest. */
export const PLATFORM_FEE_PERCENT = 100 - DEVELOPER_SHARE_PERCENT;

/** A sale is pending for this many days, then available (sellers.md §3.8: between Gumroad's 7 and Lemon Squeezy's 13). */
export const HOLD_DAYS = 14;
const DAY_MS = 86_400_000;

/** The smallest payout: $50 (Envato's PayPal floor, sellers.md §3.1). */
export const MINIMUM_PAYOUT_CENTS = 5000;
/** Payouts run on this day of the month, UTC (Envato's 15th). */
export const PAYOUT_DAY_OF_MONTH = 15;
/** Every ledger and payout amount is in this currency; other currencies are not sold yet. */
export const SELLER_CURRENCY = 'usd';

/**
 * Input bounds for money typed by an admin (a payout amount, an adjustment): whole cents, not 0,
 * at most $1,000,000 either way. Anything else is refused with MONEY_TEXT-style messages below.
 */
export const MAX_MONEY_INPUT_CENTS = 100_000_000;

export const LEDGER_ENTRY_TYPES = [
  'sale',
  'platform_fee',
  'refund',
  'refund_fee_reversal',
  'payout',
  'payout_reversal',
  'adjustment',
] as const;
export type LedgerEntryType = (typeof LEDGER_ENTRY_TYPES)[number];

export const PAYOUT_STATUSES = ['pending', 'paid', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export const PAYOUT_PROVIDERS = ['local', 'stripe'] as const;
export type PayoutProviderName = (typeof PAYOUT_PROVIDERS)[number];

/**
 * The ledger lines of one sale: the gross and the platform's 20% as a negative line. The seller's
 * 80% is their sum, rounded down to the cent (splitRevenue): the platform keeps the odd cent.
 */
export function saleEntries(grossCents: number): { sale: number; platformFee: number; net: number } {
  const { developerCents, platformCents } = splitRevenue(grossCents);
  return { sale: grossCents, platformFee: -platformCents, net: developerCents };
}

/**
 * A purchase's split: a developer's theme 80/20 (splitRevenue); a theme without a developer (the
 * platform's own: seeded, or made by an admin) is all the platform's.
 */
export function purchaseSplit(priceCents: number, hasDeveloper: boolean) {
  return hasDeveloper ? splitRevenue(priceCents) : { developerCents: 0, platformCents: priceCents };
}

/** A refund reverses the sale's lines exactly: −gross, and the fee given back (+20%). */
export function refundEntries(sale: { grossCents: number; platformFeeCents: number }): {
  refund: number;
  feeReversal: number;
  net: number;
} {
  const refund = -sale.grossCents;
  const feeReversal = Math.abs(sale.platformFeeCents);
  return { refund, feeReversal, net: refund + feeReversal };
}

/** When a sale's money becomes available: occurred_at + HOLD_DAYS. */
export function availableAt(occurredAt: Date): Date {
  return new Date(occurredAt.getTime() + HOLD_DAYS * DAY_MS);
}

/**
 * A refund counts against the money it reverses: while the sale is still held, the refund is held
 * with it (pending nets to zero, available is untouched); once the sale is available, the refund
 * comes off the available balance at once (and may take it below zero).
 */
export function refundAvailableAt(saleAvailableAt: Date, refundedAt: Date): Date {
  return saleAvailableAt.getTime() > refundedAt.getTime() ? saleAvailableAt : refundedAt;
}

export interface LedgerAmount {
  amountCents: number;
  availableAt: Date;
}

export interface Balance {
  /** Money the seller may be paid: every line whose available_at has come. May be negative. */
  availableCents: number;
  /** Money still in its hold. */
  pendingCents: number;
}

/** The balance a ledger sums to at `now` (Polar: no balance column, the sum is the balance). */
export function balanceOf(entries: readonly LedgerAmount[], now: Date): Balance {
  let availableCents = 0;
  let pendingCents = 0;
  for (const entry of entries) {
    if (entry.availableAt.getTime() <= now.getTime()) availableCents += entry.amountCents;
    else pendingCents += entry.amountCents;
  }
  return { availableCents, pendingCents };
}

/**
 * The balance's states, in the order the seller sees them: owing (a refund took it below zero; future
 * sales fill it first), empty, below the payout minimum (it rolls over), payable.
 */
export const BALANCE_STATES = ['negative', 'empty', 'below_minimum', 'payable'] as const;
export type BalanceState = (typeof BALANCE_STATES)[number];

export function balanceState(availableCents: number): BalanceState {
  if (availableCents < 0) return 'negative';
  if (availableCents === 0) return 'empty';
  if (availableCents < MINIMUM_PAYOUT_CENTS) return 'below_minimum';
  return 'payable';
}

/** Why a payout of `amountCents` from `availableCents` may not be made, or null when it may. */
export function payoutRefusal(
  availableCents: number,
  amountCents: number,
): 'below_minimum' | 'exceeds_available' | null {
  if (amountCents < MINIMUM_PAYOUT_CENTS) return 'below_minimum';
  if (amountCents > availableCents) return 'exceeds_available';
  return null;
}

/** The next payout date (UTC midnight of the 15th): this month's while it has not passed, else next month's. */
export function nextPayoutDate(now: Date): Date {
  const thisMonth = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), PAYOUT_DAY_OF_MONTH);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (today <= thisMonth) return new Date(thisMonth);
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, PAYOUT_DAY_OF_MONTH));
}

/** 'YYYY-MM' of a date, UTC (every statement line is dated in UTC, sellers.md §3.7.4). */
export function monthOf(date: Date): string {
  return date.toISOString().slice(0, 7);
}

const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

/**
 * The years a seller's dates and months may name: wide enough for any real sale, narrow enough that
 * a month's end or a day after never leaves what the database and ISO strings hold (9999-12 ends in 10000).
 */
export const MONEY_FIRST_YEAR = 2000;
export const MONEY_LAST_YEAR = 2100;

const inMoneyYears = (year: number) => year >= MONEY_FIRST_YEAR && year <= MONEY_LAST_YEAR;

/** 'YYYY-MM' from MONEY_FIRST_YEAR to MONEY_LAST_YEAR. */
export function isStatementMonth(value: string): boolean {
  const match = MONTH_PATTERN.exec(value);
  return match !== null && inMoneyYears(Number(match[1]));
}

/** A 'YYYY-MM-DD' day's year is within the same bounds (the format itself is checked by the schema). */
export function isMoneyDay(value: string): boolean {
  return inMoneyYears(Number(value.slice(0, 4)));
}

/** The UTC bounds [start, end) of a 'YYYY-MM' month. */
export function monthRange(month: string): { start: Date; end: Date } {
  const match = MONTH_PATTERN.exec(month);
  if (!match) throw new RangeError(`month must be YYYY-MM, got ${month}`);
  const year = Number(match[1]);
  const index = Number(match[2]) - 1;
  return { start: new Date(Date.UTC(year, index, 1)), end: new Date(Date.UTC(year, index + 1, 1)) };
}

/** The month before a 'YYYY-MM' month. */
export function previousMonth(month: string): string {
  const { start } = monthRange(month);
  return monthOf(new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() - 1, 1)));
}

export interface StatementLineInput {
  amountCents: number;
}

export interface StatementTotals<L> {
  openingCents: number;
  closingCents: number;
  lines: (L & { balanceCents: number })[];
  totals: Record<'sales' | 'fees' | 'refunds' | 'payouts' | 'adjustments', number>;
}

const TOTAL_OF: Record<LedgerEntryType, keyof StatementTotals<unknown>['totals']> = {
  sale: 'sales',
  platform_fee: 'fees',
  refund: 'refunds',
  refund_fee_reversal: 'refunds',
  payout: 'payouts',
  payout_reversal: 'payouts',
  adjustment: 'adjustments',
};

/**
 * A month's statement: each line with the running balance after it, and closing = opening + the
 * lines. Totals by kind: a refund's fee reversal counts with the refund, a reversal with payouts.
 */
export function statementTotals<L extends StatementLineInput & { type: LedgerEntryType }>(
  openingCents: number,
  lines: readonly L[],
): StatementTotals<L> {
  let balance = openingCents;
  const totals = { sales: 0, fees: 0, refunds: 0, payouts: 0, adjustments: 0 };
  const withBalance = lines.map((line) => {
    balance += line.amountCents;
    totals[TOTAL_OF[line.type]] += line.amountCents;
    return { ...line, balanceCents: balance };
  });
  return { openingCents, closingCents: balance, lines: withBalance, totals };
}

/** Whether `value` is whole cents within the bounds of a money input (positive only unless allowNegative). */
export function isMoneyInput(value: unknown, { allowNegative = false } = {}): value is number {
  return (
    typeof value === 'number' &&
    Number.isSafeInteger(value) &&
    value !== 0 &&
    Math.abs(value) <= MAX_MONEY_INPUT_CENTS &&
    (allowNegative || value > 0)
  );
}

/** The words of the seller's money screens and errors (one place: the server's errors and the web's labels). */
export const EARNINGS_TEXT = {
  entryLabels: {
    sale: 'Sale',
    platform_fee: 'Platform fee (20%)',
    refund: 'Refund',
    refund_fee_reversal: 'Platform fee returned',
    payout: 'Payout',
    payout_reversal: 'Payout reversed',
    adjustment: 'Adjustment',
  } satisfies Record<LedgerEntryType, string>,
  payoutStatus: { pending: 'Processing', paid: 'Paid', failed: 'Failed' } satisfies Record<PayoutStatus, string>,
  holdExplained: `Each sale is held for ${HOLD_DAYS} days (refunds and chargebacks), then becomes available.`,
  negativeExplained:
    'A refund took your balance below zero. Your next sales pay it back first; no payout is made until it is above the minimum again.',
  moneyInput: `Enter an amount in whole cents, between 1 and ${MAX_MONEY_INPUT_CENTS.toLocaleString('en-US')}.`,
  belowMinimum: `A payout must be at least ${formatMoney(MINIMUM_PAYOUT_CENTS)}.`,
  exceedsAvailable: 'A payout cannot be more than the available balance.',
  alreadyRefunded: 'This purchase has already been refunded.',
  notRefundable: 'Only a paid purchase of a theme with a developer can be refunded here.',
  payoutNotPending: 'Only a payout that is still processing can be settled or marked failed.',
  payoutNotManual:
    'A Stripe payout is settled by its transfer, not by hand: one whose outcome was unclear is tried again by the next payout run.',
  payoutRetrying: 'Transfer outcome unclear: the next payout run checks Stripe and tries again.',
  referenceRequired: 'Enter the payment reference (bank or transfer id).',
  noPayoutAccount: 'The developer has not connected a payout account yet.',
  localPayoutAccount: 'Payouts are settled by Themeport by bank transfer: there is nothing to connect.',
  badMonth: `Enter a month as YYYY-MM, from ${MONEY_FIRST_YEAR}-01 to ${MONEY_LAST_YEAR}-12.`,
  badDay: `Enter a date as YYYY-MM-DD, from ${MONEY_FIRST_YEAR}-01-01 to ${MONEY_LAST_YEAR}-12-31.`,
} as const;

/** "Next payout on 15 Dec 2026 if your available balance is at least $50.00." (sellers.md §3.7.6) */
export function nextPayoutText(now: Date): string {
  const date = nextPayoutDate(now).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return `Next payout on ${date} if your available balance is at least ${formatMoney(MINIMUM_PAYOUT_CENTS)}.`;
}

/** One sale in one line, the fee arithmetic in the open: "$49.00 → platform 20% $9.80 → you 80% $39.20". */
export function saleLineText(grossCents: number, currency = SELLER_CURRENCY): string {
  const { platformFee, net } = saleEntries(grossCents);
  const code = currency.toUpperCase();
  return `${formatMoney(grossCents, code)} → platform ${PLATFORM_FEE_PERCENT}% ${formatMoney(-platformFee, code)} → you ${DEVELOPER_SHARE_PERCENT}% ${formatMoney(net, code)}`;
}

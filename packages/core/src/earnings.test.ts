import { describe, expect, it } from 'vitest';
import {
  availableAt,
  balanceOf,
  balanceState,
  EARNINGS_TEXT,
  isMoneyInput,
  isStatementMonth,
  monthRange,
  nextPayoutDate,
  nextPayoutText,
  payoutRefusal,
  previousMonth,
  purchaseSplit,
  refundAvailableAt,
  refundEntries,
  saleEntries,
  saleLineText,
  statementTotals,
} from './earnings.ts';
import { salesQuerySchema } from './earnings-schemas.ts';

const at = (iso: string) => new Date(iso);

describe('saleEntries', () => {
  it('splits a sale into the gross and a negative 20% fee that leave the developer 80%', () => {
    expect(saleEntries(4900)).toEqual({ sale: 4900, platformFee: -980, net: 3920 });
  });

  it("rounds the developer's share down: the platform keeps the odd cent, and the lines add up", () => {
    expect(saleEntries(1999)).toEqual({ sale: 1999, platformFee: -400, net: 1599 });
    for (let gross = 1; gross <= 3000; gross++) {
      const { sale, platformFee, net } = saleEntries(gross);
      expect(sale + platformFee).toBe(net);
      expect(net).toBe(Math.floor((gross * 80) / 100));
    }
  });
});

describe('purchaseSplit', () => {
  it("splits a developer's sale 80/20 and leaves a theme without a developer all the platform's", () => {
    expect(purchaseSplit(4900, true)).toEqual({ developerCents: 3920, platformCents: 980 });
    expect(purchaseSplit(4900, false)).toEqual({ developerCents: 0, platformCents: 4900 });
  });
});

describe('refundEntries', () => {
  it('reverses the sale exactly: −gross and the fee back', () => {
    const sale = saleEntries(1999);
    expect(refundEntries({ grossCents: 1999, platformFeeCents: sale.platformFee })).toEqual({
      refund: -1999,
      feeReversal: 400,
      net: -1599,
    });
  });
});

describe('hold and balances', () => {
  it('makes a sale available 14 days after it happened', () => {
    expect(availableAt(at('2026-11-01T10:00:00Z')).toISOString()).toBe('2026-11-15T10:00:00.000Z');
  });

  it('holds a refund with a sale still held, and takes it off at once from an available one', () => {
    const saleAvailable = at('2026-11-15T10:00:00Z');
    expect(refundAvailableAt(saleAvailable, at('2026-11-05T00:00:00Z'))).toEqual(saleAvailable);
    expect(refundAvailableAt(saleAvailable, at('2026-11-20T00:00:00Z'))).toEqual(at('2026-11-20T00:00:00Z'));
  });

  it('sums lines whose time has come as available and the rest as pending', () => {
    const now = at('2026-11-20T00:00:00Z');
    const entries = [
      { amountCents: 4900, availableAt: at('2026-11-15T00:00:00Z') },
      { amountCents: -980, availableAt: at('2026-11-15T00:00:00Z') },
      { amountCents: 2000, availableAt: at('2026-11-25T00:00:00Z') },
      { amountCents: -400, availableAt: at('2026-11-25T00:00:00Z') },
      { amountCents: -3000, availableAt: at('2026-11-20T00:00:00Z') },
    ];
    expect(balanceOf(entries, now)).toEqual({ availableCents: 920, pendingCents: 1600 });
  });

  it('walks the balance states: negative, empty, below the minimum, payable', () => {
    expect(balanceState(-1)).toBe('negative');
    expect(balanceState(0)).toBe('empty');
    expect(balanceState(4999)).toBe('below_minimum');
    expect(balanceState(5000)).toBe('payable');
  });

  it('refuses a payout under $50 or above the available balance', () => {
    expect(payoutRefusal(10_000, 4999)).toBe('below_minimum');
    expect(payoutRefusal(6000, 6001)).toBe('exceeds_available');
    expect(payoutRefusal(-100, 5000)).toBe('exceeds_available');
    expect(payoutRefusal(6000, 6000)).toBeNull();
  });
});

describe('payout date', () => {
  it('is the 15th of this month until it has passed, then the 15th of the next', () => {
    expect(nextPayoutDate(at('2026-11-03T12:00:00Z')).toISOString()).toBe('2026-11-15T00:00:00.000Z');
    expect(nextPayoutDate(at('2026-11-15T23:00:00Z')).toISOString()).toBe('2026-11-15T00:00:00.000Z');
    expect(nextPayoutDate(at('2026-11-16T00:00:00Z')).toISOString()).toBe('2026-12-15T00:00:00.000Z');
    expect(nextPayoutDate(at('2026-12-20T00:00:00Z')).toISOString()).toBe('2027-01-15T00:00:00.000Z');
  });

  it('says the date and the minimum', () => {
    expect(nextPayoutText(at('2026-11-27T00:00:00Z'))).toBe(
      'Next payout on 15 Dec 2026 if your available balance is at least $50.00.',
    );
  });
});

describe('statements', () => {
  it('runs the balance line by line and closes at opening + lines', () => {
    const lines = [
      { type: 'sale' as const, amountCents: 4900 },
      { type: 'platform_fee' as const, amountCents: -980 },
      { type: 'refund' as const, amountCents: -4900 },
      { type: 'refund_fee_reversal' as const, amountCents: 980 },
      { type: 'payout' as const, amountCents: -5000 },
      { type: 'payout_reversal' as const, amountCents: 5000 },
    ];
    const statement = statementTotals(10_000, lines);
    expect(statement.lines.map((line) => line.balanceCents)).toEqual([14_900, 13_920, 9020, 10_000, 5000, 10_000]);
    expect(statement.closingCents).toBe(10_000);
    expect(statement.totals).toEqual({ sales: 4900, fees: -980, refunds: -3920, payouts: 0, adjustments: 0 });
    const sum = Object.values(statement.totals).reduce((a, b) => a + b, 0);
    expect(statement.openingCents + sum).toBe(statement.closingCents);
  });

  it('knows month bounds in UTC', () => {
    expect(monthRange('2026-12')).toEqual({ start: at('2026-12-01T00:00:00Z'), end: at('2027-01-01T00:00:00Z') });
    expect(previousMonth('2026-01')).toBe('2025-12');
    expect(() => monthRange('2026-13')).toThrow(RangeError);
  });

  it('takes months and days from 2000 to 2100 only, so a range never ends past year 9999', () => {
    expect(['2000-01', '2026-11', '2100-12'].every(isStatementMonth)).toBe(true);
    expect(['1999-12', '2101-01', '9999-12', '0000-01', '2026-13', '2026-1'].some(isStatementMonth)).toBe(false);
    const sales = (query: Record<string, string>) => salesQuerySchema.safeParse(query);
    expect(sales({ from: '2000-01-01', to: '2100-12-31' }).success).toBe(true);
    const far = sales({ to: '9999-12-31' });
    expect(far.success).toBe(false);
    expect(far.error?.issues[0]?.message).toBe(EARNINGS_TEXT.badDay);
    expect(sales({ from: '0001-01-01' }).success).toBe(false);
    expect(sales({ from: '2026-02-30' }).success).toBe(false);
  });
});

describe('money input', () => {
  it('takes whole, non-zero cents within $1,000,000', () => {
    expect(isMoneyInput(5000)).toBe(true);
    expect(isMoneyInput(100_000_000)).toBe(true);
    expect(isMoneyInput(100_000_001)).toBe(false);
    expect(isMoneyInput(50.5)).toBe(false);
    expect(isMoneyInput(0)).toBe(false);
    expect(isMoneyInput(-5)).toBe(false);
    expect(isMoneyInput(-5, { allowNegative: true })).toBe(true);
    expect(isMoneyInput('5000')).toBe(false);
  });
});

describe('saleLineText', () => {
  it('shows gross → platform 20% → you 80%', () => {
    expect(saleLineText(4900)).toBe('$49.00 → platform 20% $9.80 → you 80% $39.20');
  });
});

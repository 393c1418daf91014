import { describe, expect, it } from 'vitest';
import { DEVELOPER_SHARE, formatMoney, formatMonthly, slotDisplayPrice, splitRevenue } from './money.ts';

describe('formatMoney', () => {
  it('formats minor units in USD by default', () => {
    expect(formatMoney(4950)).toBe('$49.50');
    expect(formatMoney(900)).toBe('$9.00');
    expect(formatMoney(123456789)).toBe('$1,234,567.89');
    expect(formatMoney(0)).toBe('$0.00');
  });

  it('writes whole cents of USD by hand exactly as Intl en-US does', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    for (const cents of [1, 5, 99, 100, 101, 4950, 99999, 100000, 123456789, -1, -980, -123456]) {
      expect(formatMoney(cents)).toBe(intl.format(cents / 100));
    }
    expect(formatMoney(12.5)).toBe(intl.format(0.125));
  });

  it("uses the currency's own minor unit", () => {
    expect(formatMoney(500, 'JPY')).toBe('¥500');
    expect(formatMoney(1999, 'EUR')).toBe('€19.99');
  });
});

describe('formatMonthly', () => {
  it('shows plan prices as whole dollars per month', () => {
    expect(formatMonthly(900)).toBe('$9/month');
    expect(formatMonthly(2900)).toBe('$29/month');
    expect(formatMonthly(9900)).toBe('$99/month');
  });

  it('keeps cents when there are some', () => {
    expect(formatMonthly(950)).toBe('$9.50/month');
    expect(formatMonthly(123405)).toBe('$1,234.05/month');
    expect(formatMonthly(100000)).toBe('$1,000/month');
  });
});

describe('slotDisplayPrice', () => {
  it('shows the subscription amount per month', () => {
    expect(slotDisplayPrice(2900)).toBe('$29/month');
  });

  it("shows 'Free Forever' without an amount", () => {
    expect(slotDisplayPrice(null)).toBe('Free Forever');
    expect(slotDisplayPrice(undefined)).toBe('Free Forever');
    expect(slotDisplayPrice(0)).toBe('Free Forever');
  });
});

describe('splitRevenue', () => {
  it('gives the developer 80%', () => {
    expect(DEVELOPER_SHARE).toBe(0.8);
    expect(splitRevenue(4900)).toEqual({ developerCents: 3920, platformCents: 980 });
    expect(splitRevenue(0)).toEqual({ developerCents: 0, platformCents: 0 });
  });

  it("rounds the developer's share down and keeps the sum equal to the price", () => {
    expect(splitRevenue(1999)).toEqual({ developerCents: 1599, platformCents: 400 });
    expect(splitRevenue(1)).toEqual({ developerCents: 0, platformCents: 1 });
    for (let price = 0; price <= 5000; price++) {
      const { developerCents, platformCents } = splitRevenue(price);
      expect(Number.isInteger(developerCents) && Number.isInteger(platformCents)).toBe(true);
      expect(developerCents + platformCents).toBe(price);
      expect(developerCents).toBe(Math.floor((price * 8) / 10));
    }
  });

  it('rejects fractional or negative cents', () => {
    expect(() => splitRevenue(-1)).toThrow(RangeError);
    expect(() => splitRevenue(10.5)).toThrow(RangeError);
  });
});

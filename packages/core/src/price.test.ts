import { describe, expect, it } from 'vitest';
import { formatCount, formatPrice, formatThemeTotal, isFree } from './price.ts';

describe('price display', () => {
  it("shows 'Free' for a price of 0", () => {
    expect(isFree(0)).toBe(true);
    expect(formatPrice(0)).toBe('Free');
  });

  it('shows whole dollars without cents and other amounts with two decimals', () => {
    expect(formatPrice(4900)).toBe('$49');
    expect(formatPrice(4950)).toBe('$49.50');
    expect(formatPrice(5)).toBe('$0.05');
    expect(isFree(4900)).toBe(false);
  });

  it('groups thousands in counts', () => {
    expect(formatCount(12345)).toBe('12,345');
    // By hand for whole numbers, the same as Intl's en-US grouping.
    for (const value of [0, 7, 999, 1000, -1000, 123456, 1234567, -9876543210]) {
      expect(formatCount(value)).toBe(new Intl.NumberFormat('en-US').format(value));
    }
    expect(formatCount(1234.5)).toBe('1,234.5');
  });
});

describe('formatThemeTotal', () => {
  it('says one theme, many themes, and a capped count as a lower bound', () => {
    expect(formatThemeTotal({ total: 1, totalCapped: false })).toBe('1 theme');
    expect(formatThemeTotal({ total: 0, totalCapped: false })).toBe('0 themes');
    expect(formatThemeTotal({ total: 15, totalCapped: false })).toBe('15 themes');
    expect(formatThemeTotal({ total: 1000, totalCapped: true })).toBe('1,000+ themes');
  });
});

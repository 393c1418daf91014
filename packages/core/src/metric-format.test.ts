import { describe, expect, it } from 'vitest';
import { formatChangePercent, formatMetric } from './metric-format.ts';

describe('metric card formats (spec 001 §9)', () => {
  it('shows currency in USD with no decimals', () => {
    expect(formatMetric(1234.5, 'currency')).toBe('$1,235');
    expect(formatMetric(0, 'currency')).toBe('$0');
    expect(formatMetric(-49.4, 'currency')).toBe('-$49');
  });

  it('shows a percentage to one decimal', () => {
    expect(formatMetric(12.34, 'percent')).toBe('12.3%');
    expect(formatMetric(5, 'percent')).toBe('5.0%');
    expect(formatMetric(99.96, 'percent')).toBe('100.0%');
  });

  it('shows a number in en-US', () => {
    expect(formatMetric(1234567, 'number')).toBe('1,234,567');
    expect(formatMetric(12, 'number')).toBe('12');
  });

  it('shows a change percent to one decimal with its sign', () => {
    expect(formatChangePercent(12.34)).toBe('+12.3%');
    expect(formatChangePercent(-4)).toBe('-4.0%');
    expect(formatChangePercent(0)).toBe('0.0%');
    expect(formatChangePercent(0.04)).toBe('0.0%');
  });
});

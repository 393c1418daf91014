import { describe, expect, it } from 'vitest';
import {
  DATE_RANGE_PRESETS,
  DATE_RANGE_TEXT,
  dateRangeErrors,
  matchPreset,
  presetRange,
  utcDay,
} from './date-range.ts';

describe('date-range presets (spec 001 §2.14)', () => {
  it('offers the six presets in the spec order', () => {
    expect(DATE_RANGE_PRESETS.map((preset) => preset.label)).toEqual([
      'Today',
      'Yesterday',
      'Last 7 days',
      'Last 30 days',
      'This month',
      'Last month',
    ]);
  });

  it('computes each preset from the day it is asked on', () => {
    const today = '2026-03-05';
    expect(presetRange('today', today)).toEqual({ from: '2026-03-05', to: '2026-03-05' });
    expect(presetRange('yesterday', today)).toEqual({ from: '2026-03-04', to: '2026-03-04' });
    expect(presetRange('last7', today)).toEqual({ from: '2026-02-27', to: '2026-03-05' });
    expect(presetRange('last30', today)).toEqual({ from: '2026-02-04', to: '2026-03-05' });
    expect(presetRange('thisMonth', today)).toEqual({ from: '2026-03-01', to: '2026-03-05' });
    expect(presetRange('lastMonth', today)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
  });

  it('crosses years and leap days', () => {
    expect(presetRange('yesterday', '2026-01-01')).toEqual({ from: '2025-12-31', to: '2025-12-31' });
    expect(presetRange('lastMonth', '2026-01-15')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(presetRange('lastMonth', '2028-03-31')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });

  it('recognises a preset range, and anything else as custom', () => {
    expect(matchPreset({ from: '2026-02-27', to: '2026-03-05' }, '2026-03-05')).toBe('last7');
    expect(matchPreset({ from: '2026-03-01', to: '2026-03-05' }, '2026-03-05')).toBe('thisMonth');
    expect(matchPreset({ from: '2026-02-26', to: '2026-03-05' }, '2026-03-05')).toBe('custom');
  });

  it('reads the UTC day', () => {
    expect(utcDay(new Date('2026-03-05T23:59:59.999Z'))).toBe('2026-03-05');
  });
});

describe('dateRangeErrors (spec 001 §5)', () => {
  const today = '2026-03-05';
  it('accepts a range inside today, open ends included', () => {
    expect(dateRangeErrors({ from: '2026-03-01', to: '2026-03-05' }, today)).toBeNull();
    expect(dateRangeErrors({ from: '2026-03-05', to: '2026-03-05' }, today)).toBeNull();
    expect(dateRangeErrors({}, today)).toBeNull();
  });

  it('refuses an end before the start', () => {
    expect(dateRangeErrors({ from: '2026-03-02', to: '2026-03-01' }, today)).toEqual({
      to: DATE_RANGE_TEXT.endBeforeStart,
    });
  });

  it('refuses dates after today, and days that do not exist', () => {
    expect(dateRangeErrors({ from: '2026-03-01', to: '2026-03-06' }, today)).toEqual({
      to: DATE_RANGE_TEXT.afterToday,
    });
    expect(dateRangeErrors({ from: '2026-02-30' }, today)).toEqual({ from: DATE_RANGE_TEXT.invalid });
  });
});

// spec 001 §2.14: the admin date-range picker's presets; §5: the end cannot be before the start and
// dates cannot exceed the maximum allowed date (today). Days are 'YYYY-MM-DD' in UTC, as the audit
// log's filters are, so the presets are pure functions of the day they are asked on.

export const DATE_RANGE_PRESETS = [
  { id: 'today', label: 'Today' },
  { id: 'yesterday', label: 'Yesterday' },
  { id: 'last7', label: 'Last 7 days' },
  { id: 'last30', label: 'Last 30 days' },
  { id: 'thisMonth', label: 'This month' },
  { id: 'lastMonth', label: 'Last month' },
] as const;
export type DateRangePreset = (typeof DATE_RANGE_PRESETS)[number]['id'];

export interface DateRange {
  from: string;
  to: string;
}

export const DATE_RANGE_TEXT = {
  endBeforeStart: 'The end date cannot be before the start date.',
  afterToday: 'Dates cannot be later than today.',
  invalid: 'Use a date as YYYY-MM-DD',
} as const;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The UTC day of `now` as 'YYYY-MM-DD'. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

function parseDay(day: string): Date | null {
  if (!DAY_PATTERN.test(day)) return null;
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || utcDay(date) !== day ? null : date;
}

function shift(day: string, days: number): string {
  const date = parseDay(day);
  if (!date) throw new RangeError(`Not a day: ${day}`);
  return utcDay(new Date(date.getTime() + days * 86_400_000));
}

/** The range a preset stands for on `today`; 'Last 7 days' is today and the six days before it. */
export function presetRange(preset: DateRangePreset, today: string): DateRange {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const firstOf = (y: number, m: number) => utcDay(new Date(Date.UTC(y, m - 1, 1)));
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const yesterday = shift(today, -1);
      return { from: yesterday, to: yesterday };
    }
    case 'last7':
      return { from: shift(today, -6), to: today };
    case 'last30':
      return { from: shift(today, -29), to: today };
    case 'thisMonth':
      return { from: firstOf(year, month), to: today };
    case 'lastMonth': {
      const thisMonth = firstOf(year, month);
      return { from: firstOf(year, month - 1), to: shift(thisMonth, -1) };
    }
  }
}

/** The preset that `range` equals on `today`, or 'custom'. */
export function matchPreset(range: DateRange, today: string): DateRangePreset | 'custom' {
  const found = DATE_RANGE_PRESETS.find(({ id }) => {
    const preset = presetRange(id, today);
    return preset.from === range.from && preset.to === range.to;
  });
  return found?.id ?? 'custom';
}

/** What is wrong with a range chosen by hand (null when nothing is): field → message. */
export function dateRangeErrors(range: Partial<DateRange>, today: string): Partial<DateRange> | null {
  const errors: Partial<DateRange> = {};
  for (const key of ['from', 'to'] as const) {
    const day = range[key];
    if (!day) continue;
    if (!parseDay(day)) errors[key] = DATE_RANGE_TEXT.invalid;
    else if (day > today) errors[key] = DATE_RANGE_TEXT.afterToday;
  }
  if (!errors.from && !errors.to && range.from && range.to && range.to < range.from) {
    errors.to = DATE_RANGE_TEXT.endBeforeStart;
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

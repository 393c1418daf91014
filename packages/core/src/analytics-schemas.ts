import { z } from 'zod';
import {
  ANALYTICS_DEFAULT_RANGE_DAYS,
  ANALYTICS_MAX_RANGE_YEARS,
  ANALYTICS_TEXT,
  COHORT_LIMIT_MAX,
  type AnalyticsRange,
} from './analytics.ts';
import { utcDay } from './date-range.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function isDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && utcDay(date) === value;
}

const day = z.string({ error: ANALYTICS_TEXT.badDate }).trim().refine(isDay, ANALYTICS_TEXT.badDate);

/**
 * spec 001 §7.2: every analytics call takes startDate and endDate (yyyy-MM-dd, UTC days,
 * inclusive). Either may be left out: the range defaults to the last 30 days ending today.
 */
export const analyticsQuerySchema = z
  .object({ startDate: day.optional(), endDate: day.optional() })
  .superRefine((query, ctx) => {
    if (!query.startDate || !query.endDate) return;
    if (query.endDate < query.startDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: ANALYTICS_TEXT.endBeforeStart });
      return;
    }
    const [year, rest] = [Number(query.startDate.slice(0, 4)), query.startDate.slice(4)];
    if (query.endDate > `${year + ANALYTICS_MAX_RANGE_YEARS}${rest}`) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: ANALYTICS_TEXT.rangeTooLong });
    }
  });
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

/** Cohort calls also take a limit (6 on the churn tab, 12 on the subscriptions tab). */
export const cohortQuerySchema = z.object({
  limit: z.coerce
    .number({ error: ANALYTICS_TEXT.badLimit })
    .int(ANALYTICS_TEXT.badLimit)
    .min(1, ANALYTICS_TEXT.badLimit)
    .max(COHORT_LIMIT_MAX, ANALYTICS_TEXT.badLimit)
    .optional(),
});

/** The range a query stands for on `today`: what it names, or the last 30 days. */
export function resolveAnalyticsRange(query: AnalyticsQuery, today: string): AnalyticsRange {
  const endDate = query.endDate ?? (query.startDate && query.startDate > today ? query.startDate : today);
  const startDate =
    query.startDate ??
    utcDay(new Date(Date.parse(`${endDate}T00:00:00Z`) - (ANALYTICS_DEFAULT_RANGE_DAYS - 1) * 86_400_000));
  return { startDate, endDate };
}

// The range an analytics call answers for: the query checked with core's schema (its messages are
// the 400's), then the UTC instants [startDate 00:00Z, endDate + 1 day 00:00Z) and the timeline's bucket.
import {
  ANALYTICS_TEXT,
  analyticsQuerySchema,
  cohortQuerySchema,
  resolveAnalyticsRange,
  timelineInterval,
  utcDay,
  type AnalyticsRange,
  type TimelineInterval,
} from '@themeport/core';
import type { ZodError } from 'zod';
import { AppError, fieldMessages } from '../../errors.ts';
import type { Bounds } from './queries/shared.ts';

export const DAY_MS = 86_400_000;

export interface ResolvedRange {
  range: AnalyticsRange;
  bounds: Bounds;
  days: number;
  interval: TimelineInterval;
}

function refuse(error: ZodError): never {
  const fields = fieldMessages(error);
  throw new AppError('VALIDATION_ERROR', 400, Object.values(fields)[0] ?? ANALYTICS_TEXT.badDate, fields);
}

export function rangeOf(range: AnalyticsRange): ResolvedRange {
  const start = new Date(`${range.startDate}T00:00:00Z`);
  const end = new Date(Date.parse(`${range.endDate}T00:00:00Z`) + DAY_MS);
  const days = Math.round((end.getTime() - start.getTime()) / DAY_MS);
  return { range, bounds: { start, end }, days, interval: timelineInterval(days) };
}

/** startDate / endDate from the query string; 400 with ANALYTICS_TEXT's message when they are wrong. */
export function parseRange(query: Record<string, string>, now = new Date()): ResolvedRange {
  const parsed = analyticsQuerySchema.safeParse({ startDate: query.startDate, endDate: query.endDate });
  if (!parsed.success) refuse(parsed.error);
  return rangeOf(resolveAnalyticsRange(parsed.data, utcDay(now)));
}

/** The cohort calls' limit, or the tab's default. */
export function parseCohortLimit(query: Record<string, string>, fallback: number): number {
  const parsed = cohortQuerySchema.safeParse({ limit: query.limit });
  if (!parsed.success) refuse(parsed.error);
  return parsed.data.limit ?? fallback;
}

/** The first instant of the UTC month `months` after the one `at` falls in. */
export function monthStart(at: Date, months = 0): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + months, 1));
}

import type { CohortRow, RevenueSummary, RevenueTimelinePoint } from '@themeport/core';
import { describe, expect, it } from 'vitest';
import {
  movementBars,
  mrrBridge,
  percent,
  retentionAt,
  signedUsd,
  statusTone,
  successRateChange,
  successTone,
  usd,
} from './analytics-format';

const summary = (overrides: Partial<RevenueSummary> = {}): RevenueSummary => ({
  startDate: '2026-03-01',
  endDate: '2026-03-31',
  // The notes' hand example: $100 start, churn −$10, contraction −$10, expansion +$10 → $90.
  startMRR: 10_000,
  newMRR: 0,
  expansionMRR: 1_000,
  reactivationMRR: 0,
  contractionMRR: 1_000,
  churnedMRR: 1_000,
  currentMRR: 9_000,
  currentARR: 108_000,
  netMRRChange: -1_000,
  netMRRChangePercent: -10,
  activeSubscriptions: 3,
  newSubscriptions: 0,
  churnedSubscriptions: 1,
  avgRevenuePerUser: 3_000,
  movementCounts: { new: 0, expansion: 1, contraction: 1, churn: 1, reactivation: 0 },
  ...overrides,
});

describe('analytics formats (spec 001 §9)', () => {
  it('shows cents as USD without decimals', () => {
    expect(usd(123_456)).toBe('$1,235');
    expect(usd(0)).toBe('$0');
    expect(signedUsd(1_000)).toBe('+$10');
    expect(signedUsd(-1_000)).toBe('-$10');
    expect(signedUsd(20)).toBe('$0');
  });

  it('shows a percentage to one decimal, and a rate without a denominator as a dash', () => {
    expect(percent(12.345)).toBe('12.3%');
    expect(percent(-4)).toBe('-4.0%');
    expect(percent(null)).toBe('—');
    expect(percent(undefined)).toBe('—');
  });
});

describe('the MRR identity', () => {
  it('ends at Start + New + Expansion + Reactivation − Contraction − Churn', () => {
    const bridge = mrrBridge(summary({ newMRR: 2_900, reactivationMRR: 900, currentMRR: 12_800 }));
    expect(bridge.end).toBe(10_000 + 2_900 + 1_000 + 900 - 1_000 - 1_000);
    expect(bridge.holds).toBe(true);
  });

  it('says when the movements do not explain the reported end MRR', () => {
    const bridge = mrrBridge(summary({ currentMRR: 9_100 }));
    expect(bridge.end).toBe(9_000);
    expect(bridge.holds).toBe(false);
  });

  it('stacks what came in above zero and what left below it, in dollars', () => {
    const point: RevenueTimelinePoint = {
      date: '2026-03-02',
      mrr: 9_000,
      activeSubscriptions: 3,
      newMRR: 2_900,
      expansionMRR: 1_000,
      reactivationMRR: 0,
      contractionMRR: 1_000,
      churnedMRR: 900,
      subscriptionRevenue: 0,
      marketplaceRevenue: 0,
    };
    expect(movementBars([point])).toEqual([
      { date: '2026-03-02', new: 29, expansion: 10, reactivation: 0, contraction: -10, churn: -9, net: 20 },
    ]);
  });
});

describe('colour rules (spec 001 §2.13, §9)', () => {
  it('colours a payment method green at 95 or more, yellow at 90 or more, else red', () => {
    expect(successTone(100)).toBe('green');
    expect(successTone(95)).toBe('green');
    expect(successTone(94.9)).toBe('yellow');
    expect(successTone(90)).toBe('yellow');
    expect(successTone(89.9)).toBe('red');
    expect(successTone(null)).toBe('grey');
  });

  it('measures the success rate change against the 95% baseline', () => {
    expect(successRateChange(97.5)).toBe(2.5);
    expect(successRateChange(90)).toBe(-5);
  });

  it('colours statuses active green, trialing blue, past_due yellow, others grey', () => {
    expect(statusTone('active')).toBe('green');
    expect(statusTone('trialing')).toBe('blue');
    expect(statusTone('past_due')).toBe('yellow');
    expect(statusTone('canceled')).toBe('grey');
    expect(statusTone('paused')).toBe('grey');
  });
});

describe('cohort milestones', () => {
  it('reads retention at 3, 6 and 12 months, null while a month has not elapsed', () => {
    const cohort: CohortRow = {
      cohortMonth: '2026-01',
      initialCount: 10,
      initialMRR: 29_000,
      ltv: 8_700,
      avgLifetimeMonths: 3.2,
      retentionData: [1, 2, 3, 4].map((month) => ({ month, percentage: 100 - month * 10, mrrPercentage: 100 })),
    };
    expect(retentionAt(cohort, 3)).toBe(70);
    expect(retentionAt(cohort, 6)).toBeNull();
    expect(retentionAt(cohort, 12)).toBeNull();
  });
});

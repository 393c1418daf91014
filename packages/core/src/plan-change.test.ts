import { describe, expect, it } from 'vitest';
import {
  formatDay,
  parkedReason,
  parkingWarning,
  planChangeKind,
  prorate,
  sitesOverLimit,
  sitesToUnpark,
} from './plan-change.ts';

const periodStart = new Date('2026-12-01T00:00:00Z');
const periodEnd = new Date('2026-12-31T00:00:00Z'); // 30 days

describe('prorate (Stripe: credit the unused old plan, charge the rest of the new one, to the second)', () => {
  it('halfway through a 30-day period, Basic to Pro credits $4.50, charges $14.50 and $10.00 is due', () => {
    const at = new Date('2026-12-16T00:00:00Z');
    expect(prorate({ fromAmount: 900, toAmount: 2900, periodStart, periodEnd, at })).toEqual({
      credit: 450,
      charge: 1450,
      amountDue: 1000,
      unused: 0.5,
    });
  });

  it('counts whole seconds and rounds each line to the cent', () => {
    // 10 days and 1 second left of 30 days.
    const at = new Date(periodEnd.getTime() - (10 * 86_400 + 1) * 1000 - 999);
    const unused = (10 * 86_400 + 1) / (30 * 86_400);
    const result = prorate({ fromAmount: 900, toAmount: 2900, periodStart, periodEnd, at });
    expect(result.credit).toBe(Math.round(900 * unused)); // 300
    expect(result.charge).toBe(Math.round(2900 * unused)); // 967
    expect(result.amountDue).toBe(result.charge - result.credit);
  });

  it('is worth the full difference at the period start and nothing at or after its end', () => {
    expect(prorate({ fromAmount: 900, toAmount: 2900, periodStart, periodEnd, at: periodStart }).amountDue).toBe(2000);
    expect(prorate({ fromAmount: 900, toAmount: 2900, periodStart, periodEnd, at: periodEnd }).amountDue).toBe(0);
    expect(
      prorate({ fromAmount: 900, toAmount: 2900, periodStart, periodEnd, at: new Date('2027-02-01T00:00:00Z') }),
    ).toMatchObject({ credit: 0, charge: 0, amountDue: 0 });
  });

  it('never asks for a negative amount (a downgrade is not prorated)', () => {
    const at = new Date('2026-12-16T00:00:00Z');
    expect(prorate({ fromAmount: 2900, toAmount: 900, periodStart, periodEnd, at }).amountDue).toBe(0);
  });
});

describe('planChangeKind', () => {
  it('orders free < Basic < Pro', () => {
    expect(planChangeKind('starter', 'pro')).toBe('upgrade');
    expect(planChangeKind('pro', 'starter')).toBe('downgrade');
    expect(planChangeKind('starter', 'free')).toBe('downgrade');
    expect(planChangeKind('pro', 'pro')).toBe('same');
  });
});

describe('parking', () => {
  const site = (name: string, day: number) => ({ name, createdAt: new Date(Date.UTC(2026, 0, day)) });
  const five = [site('A', 1), site('E', 5), site('B', 2), site('D', 4), site('C', 3)];

  it('parks the newest sites over the limit, newest first', () => {
    expect(sitesOverLimit(five, 3).map((s) => s.name)).toEqual(['E', 'D']);
    expect(sitesOverLimit(five, 1).map((s) => s.name)).toEqual(['E', 'D', 'C', 'B']);
    expect(sitesOverLimit(five, 10)).toEqual([]);
  });

  it('brings parked sites back oldest first, as many as fit', () => {
    expect(sitesToUnpark([site('E', 5), site('D', 4), site('C', 3)], 1, 3).map((s) => s.name)).toEqual(['C', 'D']);
    expect(sitesToUnpark([site('E', 5)], 3, 3)).toEqual([]);
  });

  it('warns with the names and the day the change takes effect', () => {
    expect(parkingWarning(['X', 'Y'], '2026-12-24T10:00:00Z')).toBe(
      'Your 2 newest sites (X, Y) will be parked on 24 Dec 2026.',
    );
    expect(parkingWarning(['X'], '2026-12-24T10:00:00Z')).toBe('Your newest site (X) will be parked on 24 Dec 2026.');
    expect(parkingWarning([], '2026-12-24T10:00:00Z')).toBeNull();
    expect(formatDay('2027-01-05T23:59:59Z')).toBe('5 Jan 2027');
  });

  it('says why a site is parked', () => {
    expect(parkedReason('starter')).toBe('The Basic plan includes 3 sites.');
    expect(parkedReason('free')).toBe('The Free plan includes 1 site.');
  });
});

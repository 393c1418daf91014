// Plan changes, cancellation and parked sites: the rules both sides share (issue 9 items 11, 12).
// An upgrade takes effect now and is charged the prorated difference; a downgrade or a
// cancellation takes effect at the period end; sites above the new plan's limit are parked then.
import type { Plan } from './auth.ts';
import { PLAN_NAMES, defaultMaxSites, type PaidPlan } from './plans.ts';

/** Higher is more: free < Basic (starter) < Pro < Enterprise. */
export const PLAN_RANK: Record<Plan, number> = { free: 0, starter: 1, pro: 2, enterprise: 3 };

export type PlanChangeKind = 'upgrade' | 'downgrade' | 'same';

export function planChangeKind(from: Plan, to: Plan): PlanChangeKind {
  const diff = PLAN_RANK[to] - PLAN_RANK[from];
  return diff > 0 ? 'upgrade' : diff < 0 ? 'downgrade' : 'same';
}

export interface ProrationInput {
  /** Monthly price of the old and the new plan, minor units. */
  fromAmount: number;
  toAmount: number;
  periodStart: Date;
  periodEnd: Date;
  /** The moment of the change. */
  at: Date;
}

export interface Proration {
  /** Credit for the unused part of the old plan (minor units, ≥ 0). */
  credit: number;
  /** The new plan for the rest of the period (minor units, ≥ 0). */
  charge: number;
  /** charge − credit: what an upgrade costs now (never below 0: a downgrade is not prorated). */
  amountDue: number;
  /** The unused share of the period, 0..1. */
  unused: number;
}

/**
 * Stripe's proration rule, to the second: the unused share of the period is
 * (periodEnd − at) / (periodEnd − periodStart), counted in whole seconds; the old plan is credited
 * that share of its price and the new plan charged that share of its price, each line rounded to
 * the nearest minor unit, and the difference is due now. A change at or after the period end is
 * worth nothing; one at or before its start is worth the full month.
 */
export function prorate({ fromAmount, toAmount, periodStart, periodEnd, at }: ProrationInput): Proration {
  const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
  const total = seconds(periodEnd) - seconds(periodStart);
  const left = Math.min(Math.max(seconds(periodEnd) - seconds(at), 0), Math.max(total, 0));
  const unused = total > 0 ? left / total : 0;
  const credit = Math.round(fromAmount * unused);
  const charge = Math.round(toAmount * unused);
  return { credit, charge, amountDue: Math.max(charge - credit, 0), unused };
}

/** How many sites a plan allows (spec 000 §9: free 1, starter 3, pro 10). */
export function planMaxSites(plan: Plan): number {
  return defaultMaxSites(plan);
}

/** The sites a limit leaves out: the newest first goes (by creation), the oldest stay. */
export function sitesOverLimit<T extends { createdAt: Date | string }>(activeSites: T[], maxSites: number): T[] {
  const byAge = [...activeSites].sort((a, b) => new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime());
  return byAge.slice(Math.max(maxSites, 0)).reverse();
}

/** The parked sites that fit again under a larger limit: the oldest first. */
export function sitesToUnpark<T extends { createdAt: Date | string }>(
  parkedSites: T[],
  activeCount: number,
  maxSites: number,
): T[] {
  const room = Math.max(maxSites - activeCount, 0);
  return [...parkedSites]
    .sort((a, b) => new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime())
    .slice(0, room);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-12-24T…' → '24 Dec 2026' (UTC, so server and browser say the same day). */
export function formatDay(value: Date | string): string {
  const date = new Date(value);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** Why a site is parked, as the portal lists it. */
export function parkedReason(plan: Plan): string {
  const max = planMaxSites(plan);
  return `The ${PLAN_NAMES[plan]} plan includes ${max} ${max === 1 ? 'site' : 'sites'}.`;
}

/** What the owner reads before confirming a change that shrinks the plan below the sites in use. */
export function parkingWarning(names: string[], on: Date | string): string | null {
  if (names.length === 0) return null;
  const day = formatDay(on);
  if (names.length === 1) return `Your newest site (${names[0]}) will be parked on ${day}.`;
  return `Your ${names.length} newest sites (${names.join(', ')}) will be parked on ${day}.`;
}

/** A site in a preview: which ones a change parks or brings back. */
export interface PreviewSite {
  id: string;
  name: string;
  slotNumber: number;
}

/**
 * GET /api/accounts/:accountId/subscription/preview?plan=…: what a change would do, before the owner
 * confirms it. plan 'free' previews a cancellation.
 */
export interface PlanChangePreview {
  /** checkout: no live subscription, the plan is bought at checkout; none: nothing would change. */
  kind: 'upgrade' | 'downgrade' | 'cancel' | 'checkout' | 'none';
  fromPlan: Plan;
  toPlan: Plan;
  /** Charged now on the default card (upgrades only), minor units. */
  amountDue: number;
  credit: number;
  charge: number;
  currency: string;
  /** When it takes effect: now for an upgrade, the period end for a downgrade or a cancellation. */
  effectiveAt: string | null;
  /** The card an upgrade is charged to; null when there is no usable card (the change then needs one). */
  card: { brand: string; last4: string } | null;
  sitesToPark: PreviewSite[];
  sitesToUnpark: PreviewSite[];
  /** e.g. 'Your 2 newest sites (X, Y) will be parked on 24 Dec 2026.' */
  warning: string | null;
}

/** Texts of plan changes, cancellation and parked sites. */
export const PLAN_CHANGE_TEXT = {
  cancelPlan: 'Cancel plan',
  resume: 'Resume',
  downgrade: 'Downgrade',
  upgrade: 'Upgrade',
  confirmUpgrade: 'Confirm and pay',
  confirmDowngrade: 'Confirm downgrade',
  confirmCancel: 'Cancel plan',
  keepPlan: (plan: PaidPlan | Plan) => `Keep ${PLAN_NAMES[plan]}`,
  amountDueNow: 'Due today',
  cardRequired: 'Add a card to change your plan: there is no usable card on file.',
  addCard: 'Add a card',
  notSubscribed: 'This account has no subscription to change.',
  cancelled: 'Your plan will end at the end of the billing period.',
  resumed: 'Your plan will renew as usual.',
  downgradeScheduled: (plan: Plan, on: Date | string) =>
    `Your plan changes to ${PLAN_NAMES[plan]} on ${formatDay(on)}.`,
  endsOn: (on: Date | string) => `Your plan ends on ${formatDay(on)} and will not renew.`,
  parkedTitle: 'Parked sites',
  parked: 'Parked',
  parkedHint: 'Parked sites keep their content and come back when you upgrade.',
} as const;

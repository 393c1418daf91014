import { describe, expect, it } from 'vitest';
import { PLANS } from './auth.ts';
import {
  PAID_PLANS,
  PLAN_FACTS,
  PLAN_FEATURES,
  PLAN_NAMES,
  PLAN_USAGE_LIMITS,
  defaultMaxSites,
  isPaidPlan,
  planFeatureLines,
  planPrice,
  planSummary,
  pricingSummary,
  siteSlotsLine,
  supportLevel,
} from './plans.ts';

describe('plan facts (spec 000 §2, §9)', () => {
  it('sells Basic, Pro and Enterprise at $9, $29 and $99 a month; Free is free', () => {
    expect(PLANS.map((plan) => [PLAN_NAMES[plan], planPrice(plan)])).toEqual([
      ['Free', '$0/month'],
      ['Basic', '$9/month'],
      ['Pro', '$29/month'],
      ['Enterprise', '$99/month'],
    ]);
    expect(pricingSummary()).toBe('Plans for every stage: Basic $9/month, Pro $29/month and Enterprise $99/month.');
    expect(PAID_PLANS).toEqual({
      starter: { name: 'Basic', amountCents: 900 },
      pro: { name: 'Pro', amountCents: 2900 },
    });
    expect([PLAN_FACTS.starter.badge, PLAN_FACTS.pro.badge, PLAN_FACTS.enterprise.badge]).toEqual([
      'Most popular',
      'Best value',
      null,
    ]);
  });

  it('gives slot limits starter 3, pro 10 and any other plan 1, on the server as on the page', () => {
    expect(PLANS.map((plan) => PLAN_USAGE_LIMITS[plan].max_sites)).toEqual([1, 3, 10, 1]);
    expect(PLANS.map((plan) => defaultMaxSites(plan))).toEqual([1, 3, 10, 1]);
    expect(defaultMaxSites('freemium')).toBe(1);
    expect(defaultMaxSites('toString')).toBe(1);
    expect(siteSlotsLine('free')).toBe('1 site slot');
    expect(siteSlotsLine('starter')).toBe('Up to 3 site slots');
    expect(siteSlotsLine('pro')).toBe('Up to 10 site slots');
    // Enterprise limits are agreed with sales and set by hand: no number, and never 'Unlimited'.
    expect(siteSlotsLine('enterprise')).toBe('Site slots agreed with our sales team');
  });

  it('sells starter and pro by subscription and Enterprise through sales', () => {
    expect([isPaidPlan('starter'), isPaidPlan('pro'), isPaidPlan('free'), isPaidPlan('enterprise')]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(isPaidPlan('toString')).toBe(false);
    expect(PLANS.map((plan) => PLAN_FACTS[plan].sale)).toEqual([
      'free',
      'subscription',
      'subscription',
      'contact-sales',
    ]);
  });
});

describe('feature lines', () => {
  it('show only features that work today, each unavailable one naming the issue that turns it on', () => {
    const shown = PLANS.flatMap((plan) => planFeatureLines(plan));
    for (const feature of Object.values(PLAN_FEATURES)) {
      if (feature.available) continue;
      expect(shown).not.toContain(feature.label);
      expect('issue' in feature && feature.issue).toBeGreaterThan(0);
    }
  });

  it('offer team members and roles on the plans with more than one user', () => {
    for (const plan of PLANS) {
      const lines = planFeatureLines(plan);
      expect(lines.includes('Team members and roles')).toBe(PLAN_FACTS[plan].limits.max_users > 1);
    }
  });

  it('offer the content manager, the visual editor and site branding on every plan, since every plan has them', () => {
    for (const plan of PLANS) {
      expect(planFeatureLines(plan)).toEqual(
        expect.arrayContaining([
          'Blog and page content manager',
          'Visual content editor',
          'Site branding: logo, colours and fonts',
        ]),
      );
    }
  });

  it('list the slots and the support level first', () => {
    expect(planFeatureLines('starter').slice(0, 2)).toEqual(['Up to 3 site slots', 'Priority Support']);
    expect(planFeatureLines('free').slice(0, 2)).toEqual(['1 site slot', 'Basic Support']);
    expect(planSummary('pro')).toBe('Up to 10 site slots, Priority Support');
  });
});

describe('supportLevel', () => {
  it("gives 'Basic Support' to the free plan", () => {
    expect(supportLevel('Free Plan')).toBe('Basic Support');
    expect(supportLevel('free')).toBe('Basic Support');
    expect(supportLevel(null)).toBe('Basic Support');
  });

  it("gives 'Priority Support' to any other plan", () => {
    expect(supportLevel('starter')).toBe('Priority Support');
    expect(supportLevel('pro')).toBe('Priority Support');
    expect(supportLevel('Pro Plan')).toBe('Priority Support');
    expect(PLANS.map((plan) => PLAN_FACTS[plan].support)).toEqual(PLANS.map((plan) => supportLevel(plan)));
  });
});

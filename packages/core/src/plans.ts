// The plans: names, prices, limits, support and the feature lines, for every place that shows or
// enforces them (pricing page, onboarding plan step, upgrade dialog, the portal's plan card through
// GET …/subscription, the server's usage limits). spec 000 §2, §9; spec 001 §3, §9.
// Where the spec and earlier copy disagreed, the spec won: docs/decisions/016-plan-facts.md.
import type { Plan } from './auth.ts';
import { formatMonthly } from './money.ts';

/** spec 001 §3 Account usage_limits. */
export interface UsageLimits {
  max_users: number;
  max_storage_mb: number;
  max_sites: number;
  max_api_calls_per_month: number;
}

/**
 * Things a plan may advertise. A line is shown only while `available` is true: copy that promises
 * what does not work yet is a defect. `issue` is the issue that builds the feature and turns it on.
 */
export const PLAN_FEATURES = {
  freeThemes: { label: 'Any free theme from the marketplace', available: true },
  libraryThemes: { label: 'Deploy any theme in your library', available: true },
  customDomains: { label: 'Custom domains for every site', available: true },
  invoices: { label: 'Invoices and billing history', available: true },
  contentManager: { label: 'Blog and page content manager', available: true },
  visualEditor: { label: 'Visual content editor', available: true },
  siteBranding: { label: 'Site branding: logo, colours and fonts', available: true },
  teamRoles: { label: 'Team members and roles', available: true },
} as const satisfies Record<string, { label: string; available: boolean; issue?: number }>;
export type PlanFeature = keyof typeof PLAN_FEATURES;

/** spec 000 §9: 'Basic Support' for plan 'Free Plan' or 'free', otherwise 'Priority Support'. */
export const SUPPORT_LEVELS = { basic: 'Basic Support', priority: 'Priority Support' } as const;
export type SupportLevel = (typeof SUPPORT_LEVELS)[keyof typeof SUPPORT_LEVELS];

export interface PlanFacts {
  id: Plan;
  /** The name the pricing page sells the plan under ('starter' is sold as Basic). */
  name: string;
  /** Per month in cents; 0 for free. */
  amountCents: number;
  /** How the plan is bought: no payment, a subscription checkout, or the Contact Sales dialog. */
  sale: 'free' | 'subscription' | 'contact-sales';
  description: string;
  badge: string | null;
  support: SupportLevel;
  /** What the server sets on the account when the plan starts (usage_limits). */
  limits: UsageLimits;
  /** Enterprise limits are agreed with sales and set on the account by hand (decision 009). */
  hasCustomLimits: boolean;
  features: readonly PlanFeature[];
}

/**
 * spec 000 §9: slot limits starter 3, pro 10, any other plan 1; prices $9, $29, $99. The other
 * usage figures are not in the spec and are ours.
 */
export const PLAN_FACTS: Record<Plan, PlanFacts> = {
  free: {
    id: 'free',
    name: 'Free',
    amountCents: 0,
    sale: 'free',
    description: 'One site on a free theme, to get started.',
    badge: null,
    support: SUPPORT_LEVELS.basic,
    limits: { max_users: 1, max_storage_mb: 100, max_sites: 1, max_api_calls_per_month: 1_000 },
    hasCustomLimits: false,
    features: ['freeThemes', 'customDomains', 'contentManager', 'visualEditor', 'siteBranding'],
  },
  starter: {
    id: 'starter',
    name: 'Basic',
    amountCents: 900,
    sale: 'subscription',
    description: 'For a few sites that need to look their best.',
    badge: 'Most popular',
    support: SUPPORT_LEVELS.priority,
    limits: { max_users: 3, max_storage_mb: 1_000, max_sites: 3, max_api_calls_per_month: 10_000 },
    hasCustomLimits: false,
    features: [
      'libraryThemes',
      'customDomains',
      'invoices',
      'contentManager',
      'visualEditor',
      'siteBranding',
      'teamRoles',
    ],
  },
  pro: {
    id: 'pro',
    name: 'Pro',
    amountCents: 2900,
    sale: 'subscription',
    description: 'For freelancers and growing teams running several sites.',
    badge: 'Best value',
    support: SUPPORT_LEVELS.priority,
    limits: { max_users: 10, max_storage_mb: 10_000, max_sites: 10, max_api_calls_per_month: 100_000 },
    hasCustomLimits: false,
    features: [
      'libraryThemes',
      'customDomains',
      'invoices',
      'contentManager',
      'visualEditor',
      'siteBranding',
      'teamRoles',
    ],
  },
  enterprise: {
    id: 'enterprise',
    name: 'Enterprise',
    amountCents: 9900,
    sale: 'contact-sales',
    description: 'For agencies and companies with many brands.',
    badge: null,
    support: SUPPORT_LEVELS.priority,
    // spec 000 §9 'any other plan 1' until the limits agreed with sales are set on the account.
    limits: { max_users: 100, max_storage_mb: 100_000, max_sites: 1, max_api_calls_per_month: 1_000_000 },
    hasCustomLimits: true,
    features: [
      'libraryThemes',
      'customDomains',
      'invoices',
      'contentManager',
      'visualEditor',
      'siteBranding',
      'teamRoles',
    ],
  },
};

/** The plans in the order the pricing page lists them. */
export const PRICED_PLAN_IDS = ['starter', 'pro', 'enterprise'] as const satisfies readonly Plan[];

/** The plans bought by subscription, with the pricing page's names and prices. */
export const PAID_PLANS = {
  starter: { name: PLAN_FACTS.starter.name, amountCents: PLAN_FACTS.starter.amountCents },
  pro: { name: PLAN_FACTS.pro.name, amountCents: PLAN_FACTS.pro.amountCents },
} as const;
export type PaidPlan = keyof typeof PAID_PLANS;
export const PAID_PLAN_IDS = Object.keys(PAID_PLANS) as PaidPlan[];

export const PLAN_NAMES: Record<Plan, string> = {
  free: PLAN_FACTS.free.name,
  starter: PLAN_FACTS.starter.name,
  pro: PLAN_FACTS.pro.name,
  enterprise: PLAN_FACTS.enterprise.name,
};

export function isPaidPlan(value: unknown): value is PaidPlan {
  return typeof value === 'string' && Object.hasOwn(PAID_PLANS, value);
}

/** The usage limits a plan starts with (usage_limits on the account). */
export const PLAN_USAGE_LIMITS: Record<Plan, UsageLimits> = {
  free: PLAN_FACTS.free.limits,
  starter: PLAN_FACTS.starter.limits,
  pro: PLAN_FACTS.pro.limits,
  enterprise: PLAN_FACTS.enterprise.limits,
};

/** spec 000 §9: starter 3, pro 10, any other plan 1 (the account's usage_limits.max_sites is what counts). */
export function defaultMaxSites(plan: string): number {
  return Object.hasOwn(PLAN_FACTS, plan) ? PLAN_FACTS[plan as Plan].limits.max_sites : 1;
}

/** spec 000 §9: 'Basic Support' for plan 'Free Plan' or 'free' (or none), otherwise 'Priority Support'. */
export function supportLevel(plan: string | null | undefined): SupportLevel {
  // spec 001 §9: the default plan is free, so no plan means basic support.
  if (plan == null || plan === 'Free Plan' || plan === 'free') return SUPPORT_LEVELS.basic;
  return SUPPORT_LEVELS.priority;
}

/** '1 site slot', 'Up to 3 site slots'; Enterprise: agreed with sales. */
export function siteSlotsLine(plan: Plan): string {
  const facts = PLAN_FACTS[plan];
  if (facts.hasCustomLimits) return 'Site slots agreed with our sales team';
  const max = facts.limits.max_sites;
  return max === 1 ? '1 site slot' : `Up to ${max} site slots`;
}

/** The lines a plan card lists: its slots, its support, then the features that work today. */
export function planFeatureLines(plan: Plan): string[] {
  const shipped = PLAN_FACTS[plan].features.filter((feature) => PLAN_FEATURES[feature].available);
  return [siteSlotsLine(plan), PLAN_FACTS[plan].support, ...shipped.map((feature) => PLAN_FEATURES[feature].label)];
}

/** One line for a plan in a short list (onboarding, upgrade dialog): 'Up to 3 site slots, Priority Support'. */
export function planSummary(plan: Plan): string {
  return `${siteSlotsLine(plan)}, ${PLAN_FACTS[plan].support}`;
}

/** The pricing page's price: '$9/month'. */
export function planPrice(plan: Plan): string {
  return formatMonthly(PLAN_FACTS[plan].amountCents);
}

/** The pricing page's description (page title and link cards): 'Plans for every stage: Basic $9/month, …'. */
export function pricingSummary(): string {
  const prices = PRICED_PLAN_IDS.map((id) => `${PLAN_FACTS[id].name} ${planPrice(id)}`);
  return `Plans for every stage: ${prices.slice(0, -1).join(', ')} and ${prices.at(-1)}.`;
}

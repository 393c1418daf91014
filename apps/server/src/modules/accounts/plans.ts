import type { Plan } from '@themeport/core';
import type { UsageLimits } from '../../db/schema.ts';

/**
 * Usage limits per plan. spec 000 §9 gives max_sites (starter 3, pro 10, anything else 1); the
 * other figures are not in the spec and are ours. (A candidate for packages/core once the web
 * needs them.)
 */
export const PLAN_USAGE_LIMITS: Record<Plan, UsageLimits> = {
  free: { max_users: 1, max_storage_mb: 100, max_sites: 1, max_api_calls_per_month: 1_000 },
  starter: { max_users: 3, max_storage_mb: 1_000, max_sites: 3, max_api_calls_per_month: 10_000 },
  pro: { max_users: 10, max_storage_mb: 10_000, max_sites: 10, max_api_calls_per_month: 100_000 },
  enterprise: { max_users: 100, max_storage_mb: 100_000, max_sites: 1, max_api_calls_per_month: 1_000_000 },
};

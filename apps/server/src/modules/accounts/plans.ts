import { PLAN_USAGE_LIMITS as CORE_PLAN_USAGE_LIMITS, type Plan } from '@themeport/core';
import type { UsageLimits } from '../../db/schema.ts';

/** Usage limits per plan: the one table in packages/core (plans.ts), which the pricing page shows too. */
export const PLAN_USAGE_LIMITS: Record<Plan, UsageLimits> = CORE_PLAN_USAGE_LIMITS;

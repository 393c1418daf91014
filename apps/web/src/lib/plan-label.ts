import { PLAN_NAMES } from '@themeport/core';

/** 'starter' → 'Basic': an account's plan by the name the pricing page sells it under. */
export function planLabel(plan: string): string {
  return (PLAN_NAMES as Record<string, string>)[plan] ?? plan;
}

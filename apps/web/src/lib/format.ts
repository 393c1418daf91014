import { PLAN_NAMES } from '@themeport/core';

const dateFormatter = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
const shortDateFormatter = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/** '2025-03-14T…' → 'March 14, 2025'; an unreadable value is shown as given. */
export function formatDate(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : dateFormatter.format(date);
}

/** '2025-03-14T…' → 'Mar 14, 2025'. */
export function formatShortDate(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : shortDateFormatter.format(date);
}

/** The machine-readable form for <time dateTime>. */
export function isoDate(value: string): string | undefined {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** 'Jane Cooper' → 'JC'. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters.map((part) => part?.charAt(0).toUpperCase() ?? '').join('') || '?';
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return count === 1 ? one : many;
}

/** 'starter' → 'Basic': an account's plan by the name the pricing page sells it under. */
export function planLabel(plan: string): string {
  return (PLAN_NAMES as Record<string, string>)[plan] ?? plan;
}

import { formatMetric } from '@themeport/core';

/** Chart colours: the accent and the semantic greens, ambers and reds of UI.md. */
export const CHART_COLORS = {
  mrr: '#3b82f6',
  subscription: '#93c5fd',
  marketplace: '#a78bfa',
  new: '#16a34a',
  expansion: '#4ade80',
  reactivation: '#0ea5e9',
  contraction: '#f59e0b',
  churn: '#dc2626',
  grid: '#e6e6ea',
  axis: '#5b5b66',
} as const;

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** An axis tick in dollars: 1200 → '$1.2K', -300 → '-$300'. */
export function dollarTick(value: number): string {
  return `${value < 0 ? '-' : ''}$${compact.format(Math.abs(value))}`;
}

/** A tooltip figure in dollars, spec 001 §9's USD without decimals. */
export function dollarValue(value: unknown): string {
  return formatMetric(Math.abs(Number(value)), 'currency');
}

/** The axes' tick text. */
export const AXIS_TICK = { fill: CHART_COLORS.axis, fontSize: 12 } as const;

/** A trend line (MRR, paying accounts): smooth, without dots. */
export const TREND_LINE = { type: 'monotone', stroke: CHART_COLORS.mrr, strokeWidth: 2, dot: false } as const;

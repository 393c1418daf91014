import {
  SECURITY_ACTION_TYPES,
  SECURITY_DETECTION_TYPES,
  type SecurityEventType,
  type SecuritySeverity,
} from '@themeport/core';
import { axisDate } from '../analytics/analytics-format';

/** 'sql_injection_attempt' → 'SQL injection attempt'; 'ip_blocked' → 'IP blocked'. */
export function typeLabel(type: string): string {
  const words = type
    .split('_')
    .map((word) => (['ip', 'sql', 'xss', 'csp', 'csrf'].includes(word) ? word.toUpperCase() : word))
    .join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The severity badge's colours: grey, amber, red, and a solid red for critical (UI.md's semantic colours). */
export const SEVERITY_CLASS: Record<SecuritySeverity, string> = {
  low: 'bg-muted text-[#3f3f46] ring-border',
  medium: 'bg-[#fef3c7] text-[#92400e] ring-[#fde68a]',
  high: 'bg-[#fee2e2] text-[#b91c1c] ring-[#fecaca]',
  critical: 'bg-danger text-white ring-danger',
};

// Reds and ambers for what attacked, blues and greens for what the monitor did.
const DETECTION_COLORS = [
  '#dc2626',
  '#f97316',
  '#f59e0b',
  '#e11d48',
  '#a855f7',
  '#eab308',
  '#b91c1c',
  '#c2410c',
  '#7c3aed',
  '#db2777',
  '#92400e',
  '#be123c',
];
const ACTION_COLORS = ['#3b82f6', '#16a34a'];

export const CHART_SERIES: readonly { type: SecurityEventType; color: string; isAction: boolean }[] = [
  ...SECURITY_DETECTION_TYPES.map((type, i) => ({
    type,
    color: DETECTION_COLORS[i % DETECTION_COLORS.length]!,
    isAction: false,
  })),
  ...SECURITY_ACTION_TYPES.map((type, i) => ({
    type,
    color: ACTION_COLORS[i % ACTION_COLORS.length]!,
    isAction: true,
  })),
];

/** The tick of a step: '14:00' for hours, 'Nov 3' for days (UTC, as the server counts). */
export function stepLabel(start: string, step: 'hour' | 'day'): string {
  const date = new Date(start);
  if (Number.isNaN(date.getTime())) return start;
  if (step === 'hour') return `${String(date.getUTCHours()).padStart(2, '0')}:00`;
  return axisDate(start.slice(0, 10));
}

/** 'in 14 min', 'in 3 h 5 min' until a block ends. */
export function timeLeft(until: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.ceil((Date.parse(until) - now) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

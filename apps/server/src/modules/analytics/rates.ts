// Rates as the contract gives them: percentages to two decimals, null where the denominator is 0.

export const round2 = (value: number): number => Math.round(value * 100) / 100;

/** part / whole as a percentage, or null when whole is 0. */
export function percent(part: number, whole: number): number | null {
  return whole > 0 ? round2((part / whole) * 100) : null;
}

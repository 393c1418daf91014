/** Prices are integer cents everywhere; spec 000 §9: a free theme has price 0. */
export function isFree(priceCents: number): boolean {
  return priceCents === 0;
}

/** 0 → 'Free', 4900 → '$49', 4950 → '$49.50'. */
export function formatPrice(priceCents: number): string {
  if (isFree(priceCents)) return 'Free';
  const dollars = priceCents / 100;
  return Number.isInteger(dollars) ? `$${dollars}` : `$${dollars.toFixed(2)}`;
}

/**
 * 12345 → '12,345'. Whole numbers are grouped by hand: the first Intl format a page builds costs a
 * phone tens of milliseconds (the locale data loads), and a theme page needs no other.
 */
export function formatCount(value: number): string {
  return Number.isSafeInteger(value) ? groupThousands(value) : new Intl.NumberFormat('en-US').format(value);
}

/** A whole number with en-US thousands separators: -1234567 → '-1,234,567'. */
export function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+$)/g, ',');
}

/**
 * The catalogue's count line: '1 theme', '15 themes', and '1,000+ themes' when the server stopped
 * counting at its cap (GET /api/themes `totalCapped`, decision 043).
 */
export function formatThemeTotal({ total, totalCapped }: { total: number; totalCapped: boolean }): string {
  return `${formatCount(total)}${totalCapped ? '+' : ''} ${total === 1 && !totalCapped ? 'theme' : 'themes'}`;
}

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

export function formatCount(value: number): string {
  return new Intl.NumberFormat('en-US').format(value);
}

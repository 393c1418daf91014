// Colour arithmetic, apart from the site-settings schemas so a page that only needs a contrast
// ratio (the storefront's header, via the account accent) does not pull zod into its first load.

type Rgb = [number, number, number];

export function hexToRgb(hex: string): Rgb | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})(?:[0-9a-f]{2})?$/i.exec(hex.trim());
  if (!match) return null;
  const digits = match[1]!.length === 3 ? [...match[1]!].map((d) => d + d).join('') : match[1]!;
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as Rgb;
}

export function relativeLuminance([r, g, b]: Rgb): number {
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio of two hex colours (1 to 21), or null when either is not hex. */
export function contrastRatio(a: string, b: string): number | null {
  const [x, y] = [hexToRgb(a), hexToRgb(b)];
  if (x === null || y === null) return null;
  const [hi, lo] = [relativeLuminance(x), relativeLuminance(y)].sort((p, q) => q - p) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** WCAG AA for body text. */
export const READABLE_CONTRAST = 4.5;

/** spec 001 §5: default primary colour. */
export const DEFAULT_PRIMARY_COLOR = '#3b82f6';

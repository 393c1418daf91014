import type { Framework, IndustryCategory, IndustryType } from '@themeport/core';

/** One demo theme as written by hand; seed.ts turns it into a row, a gallery and a template config. */
export interface SeedTheme {
  name: string;
  slug: string;
  category: IndustryCategory;
  type: IndustryType;
  framework: Framework;
  /** Cents. */
  price: number;
  downloads: number;
  /** How long ago it was published; spreads created_at over months. */
  daysAgo: number;
  version: string;
  palette: { from: string; to: string; accent: string };
  /** The hero headline of the demo site. */
  tagline: string;
  description: string;
  features: string[];
  /** Paragraphs of the long description (stored joined by \n). */
  about: string[];
}

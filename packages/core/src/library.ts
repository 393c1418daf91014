import type { Framework } from './themes.ts';
import { formatPrice, isFree } from './price.ts';

/** spec 000 §3 Library item (the get_account_library answer), camelCase; price in cents. */
export interface LibraryItem {
  templateId: string;
  templateName: string;
  slug: string;
  description: string;
  previewUrl: string | null;
  demoUrl: string | null;
  framework: Framework;
  price: number;
  features: string[];
  images: string[];
  /** spec 000 §3: default 1.0.0. */
  version: string;
  /** When the theme entered the account library (added free or bought). */
  purchasedAt: string;
  source: LibrarySource;
}

export const LIBRARY_SOURCES = ['free', 'purchase'] as const;
export type LibrarySource = (typeof LIBRARY_SOURCES)[number];

/** GET /api/accounts/:accountId/library. */
export interface LibraryResponse {
  items: LibraryItem[];
}

/** GET /api/themes/:idOrSlug/library-status (current account from the tp_account cookie). */
export interface LibraryStatusResponse {
  inLibrary: boolean;
}

/** spec 000 §8 and the library's own refusals. */
export const LIBRARY_TEXT = {
  addFailed: 'Failed to add theme to library',
  paymentRequired: 'This theme must be purchased before it can be added.',
  alreadyInLibrary: 'This theme is already in your library.',
  added: 'Theme added to your library.',
  emptyTitle: 'Get Started with Your First Theme',
  finishSetup: 'Finish setting up your account',
} as const;

/** '1 theme in your library', '3 themes in your library'. */
export function librarySummary(count: number): string {
  return `${count} ${count === 1 ? 'theme' : 'themes'} in your library`;
}

/**
 * spec 000 §4, the add-to-library button: not signed in → 'Sign in to Add'; already in the
 * library → disabled 'In Library'; busy → 'Adding...'; free → 'Add to Library'; paid → 'Buy ${price}'.
 */
export type LibraryButtonState =
  | { kind: 'sign-in'; label: 'Sign in to Add'; disabled: false }
  | { kind: 'in-library'; label: 'In Library'; disabled: true }
  | { kind: 'busy'; label: 'Adding...'; disabled: true }
  | { kind: 'add'; label: 'Add to Library'; disabled: false }
  | { kind: 'buy'; label: string; disabled: false };

export function libraryButtonState(input: {
  isSignedIn: boolean;
  isInLibrary: boolean;
  isBusy: boolean;
  priceCents: number;
}): LibraryButtonState {
  if (!input.isSignedIn) return { kind: 'sign-in', label: 'Sign in to Add', disabled: false };
  if (input.isInLibrary) return { kind: 'in-library', label: 'In Library', disabled: true };
  if (input.isBusy) return { kind: 'busy', label: 'Adding...', disabled: true };
  if (isFree(input.priceCents)) return { kind: 'add', label: 'Add to Library', disabled: false };
  return { kind: 'buy', label: `Buy ${formatPrice(input.priceCents)}`, disabled: false };
}

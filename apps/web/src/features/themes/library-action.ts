import { formatPrice } from '@themeport/core';

/**
 * spec 000 §4, the add-to-library button: not signed in → 'Sign in to Add'; already in the
 * library → disabled 'In Library'; free → 'Add to Library'; paid → 'Buy ${price}'; busy → 'Adding...'.
 */
export type LibraryAction =
  | { kind: 'sign-in'; label: 'Sign in to Add' }
  | { kind: 'in-library'; label: 'In Library' }
  | { kind: 'busy'; label: 'Adding...' }
  | { kind: 'add'; label: 'Add to Library' }
  | { kind: 'buy'; label: string };

export function libraryAction(input: {
  isSignedIn: boolean;
  isInLibrary: boolean;
  isBusy: boolean;
  priceCents: number;
}): LibraryAction {
  if (!input.isSignedIn) return { kind: 'sign-in', label: 'Sign in to Add' };
  if (input.isInLibrary) return { kind: 'in-library', label: 'In Library' };
  if (input.isBusy) return { kind: 'busy', label: 'Adding...' };
  if (input.priceCents === 0) return { kind: 'add', label: 'Add to Library' };
  return { kind: 'buy', label: `Buy ${formatPrice(input.priceCents)}` };
}

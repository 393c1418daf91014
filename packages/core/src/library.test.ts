import { describe, expect, it } from 'vitest';
import { LIBRARY_TEXT, libraryButtonState, librarySummary } from './library.ts';
import { addToLibrarySchema } from './library-schemas.ts';

describe('add-to-library button (spec 000 §4)', () => {
  const base = { isSignedIn: true, isInLibrary: false, isBusy: false, priceCents: 0 };

  it('asks a signed-out visitor to sign in, whatever the price', () => {
    expect(libraryButtonState({ ...base, isSignedIn: false }).label).toBe('Sign in to Add');
    expect(libraryButtonState({ ...base, isSignedIn: false, priceCents: 4900 }).label).toBe('Sign in to Add');
  });

  it('shows a disabled In Library once the theme is in the library', () => {
    expect(libraryButtonState({ ...base, isInLibrary: true })).toEqual({
      kind: 'in-library',
      label: 'In Library',
      disabled: true,
    });
  });

  it('offers Add to Library for a free theme and Adding... while busy', () => {
    expect(libraryButtonState(base)).toEqual({ kind: 'add', label: 'Add to Library', disabled: false });
    expect(libraryButtonState({ ...base, isBusy: true })).toEqual({ kind: 'busy', label: 'Adding...', disabled: true });
  });

  it('offers Buy with the price for a paid theme', () => {
    expect(libraryButtonState({ ...base, priceCents: 4900 })).toEqual({
      kind: 'buy',
      label: 'Buy $49',
      disabled: false,
    });
    expect(libraryButtonState({ ...base, priceCents: 4950 }).label).toBe('Buy $49.50');
  });
});

describe('library texts', () => {
  it('summarises the count', () => {
    expect(librarySummary(0)).toBe('0 themes in your library');
    expect(librarySummary(1)).toBe('1 theme in your library');
    expect(librarySummary(3)).toBe('3 themes in your library');
  });

  it('keeps the spec catalogue text', () => {
    expect(LIBRARY_TEXT.addFailed).toBe('Failed to add theme to library');
    expect(LIBRARY_TEXT.emptyTitle).toBe('Get Started with Your First Theme');
  });

  it('needs a theme id to add', () => {
    expect(addToLibrarySchema.safeParse({ themeId: 'abc' }).success).toBe(true);
    expect(addToLibrarySchema.safeParse({}).success).toBe(false);
  });
});

import { CART_TEXT } from '@themeport/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addLocalItem, clearLocalCart, readLocalCart, removeLocalItem } from './cart-storage';

// The unit project runs in Node: a Map stands in for the browser's localStorage. The unit files share
// their worker's globals (isolate: false), so the stand-in leaves with this file.
const store = new Map<string, string>();
beforeAll(() => {
  Object.assign(globalThis, {
    window: {
      localStorage: {
        getItem: (key: string) => store.get(key) ?? null,
        setItem: (key: string, value: string) => void store.set(key, value),
        removeItem: (key: string) => void store.delete(key),
      },
    },
  });
});
afterAll(() => {
  delete (globalThis as { window?: unknown }).window;
});

beforeEach(() => store.clear());

describe('the signed-out cart in localStorage', () => {
  it('stores [{ themeId, quantity }], newest first, and raises the quantity of a theme added again', () => {
    addLocalItem('theme-a');
    addLocalItem('theme-b');
    addLocalItem('theme-a');
    expect(JSON.parse(store.get(CART_TEXT.storageKey)!)).toEqual([
      { themeId: 'theme-b', quantity: 1 },
      { themeId: 'theme-a', quantity: 2 },
    ]);
    expect(readLocalCart()).toEqual([
      { themeId: 'theme-b', quantity: 1 },
      { themeId: 'theme-a', quantity: 2 },
    ]);
  });

  it('caps a quantity at 99', () => {
    addLocalItem('theme-a', 98);
    addLocalItem('theme-a', 5);
    expect(readLocalCart()).toEqual([{ themeId: 'theme-a', quantity: 99 }]);
  });

  it('removes one line, and drops the key when the cart is emptied', () => {
    addLocalItem('theme-a');
    addLocalItem('theme-b');
    removeLocalItem('theme-a');
    expect(readLocalCart()).toEqual([{ themeId: 'theme-b', quantity: 1 }]);
    clearLocalCart();
    expect(store.has(CART_TEXT.storageKey)).toBe(false);
    expect(readLocalCart()).toEqual([]);
  });

  it('reads anything else stored under the key as an empty cart, keeping the valid lines', () => {
    store.set(CART_TEXT.storageKey, '{not json');
    expect(readLocalCart()).toEqual([]);
    store.set(CART_TEXT.storageKey, JSON.stringify({ themeId: 'x' }));
    expect(readLocalCart()).toEqual([]);
    store.set(
      CART_TEXT.storageKey,
      JSON.stringify([
        { themeId: 'ok', quantity: 3 },
        { themeId: '', quantity: 1 },
        { quantity: 2 },
        'x',
        { themeId: 'big', quantity: 500 },
      ]),
    );
    expect(readLocalCart()).toEqual([
      { themeId: 'ok', quantity: 3 },
      { themeId: 'big', quantity: 99 },
    ]);
  });
});

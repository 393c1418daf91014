import { CART_TEXT } from '@themeport/core';
import { useSyncExternalStore } from 'react';

/** A signed-out visitor's cart line, as kept in localStorage (docs/api/billing.md, Cart). */
export interface LocalCartItem {
  themeId: string;
  quantity: number;
}

const MAX_QUANTITY = 99;
const MAX_LINES = 100;
const EMPTY: LocalCartItem[] = [];

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedItems: LocalCartItem[] = EMPTY;

function isItem(value: unknown): value is LocalCartItem {
  if (typeof value !== 'object' || value === null) return false;
  const { themeId, quantity } = value as Record<string, unknown>;
  return typeof themeId === 'string' && themeId.length > 0 && themeId.length <= 200 && Number.isInteger(quantity);
}

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(CART_TEXT.storageKey);
  } catch {
    return null; // Storage blocked (privacy mode): behave as an empty cart.
  }
}

/** The stored lines, tolerant of anything another version or a person left there. */
export function readLocalCart(): LocalCartItem[] {
  const raw = readRaw();
  if (raw === cachedRaw) return cachedItems;
  cachedRaw = raw;
  let parsed: unknown;
  try {
    parsed = raw === null ? null : JSON.parse(raw);
  } catch {
    parsed = null;
  }
  cachedItems = Array.isArray(parsed)
    ? parsed
        .filter(isItem)
        .slice(0, MAX_LINES)
        .map((item) => ({ themeId: item.themeId, quantity: Math.min(Math.max(item.quantity, 1), MAX_QUANTITY) }))
    : EMPTY;
  return cachedItems;
}

function writeLocalCart(items: LocalCartItem[]) {
  try {
    if (items.length === 0) window.localStorage.removeItem(CART_TEXT.storageKey);
    else window.localStorage.setItem(CART_TEXT.storageKey, JSON.stringify(items));
  } catch {
    // Full or blocked storage: the cart simply is not kept.
  }
  for (const listener of listeners) listener();
}

/** The same theme again raises its quantity (spec 000 §3 Cart item); the newest line comes first. */
export function addLocalItem(themeId: string, quantity = 1) {
  const items = readLocalCart();
  const existing = items.find((item) => item.themeId === themeId);
  const line = { themeId, quantity: Math.min((existing?.quantity ?? 0) + quantity, MAX_QUANTITY) };
  writeLocalCart(existing ? items.map((item) => (item.themeId === themeId ? line : item)) : [line, ...items]);
}

export function removeLocalItem(themeId: string) {
  writeLocalCart(readLocalCart().filter((item) => item.themeId !== themeId));
}

export function clearLocalCart() {
  writeLocalCart([]);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab's changes arrive as storage events.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CART_TEXT.storageKey) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The local cart, re-rendering on every change in this tab or another. */
export function useLocalCart(): LocalCartItem[] {
  return useSyncExternalStore(subscribe, readLocalCart, () => EMPTY);
}

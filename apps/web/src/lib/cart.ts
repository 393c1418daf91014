import type { CartResponse } from '@themeport/core';
import { useMutation, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiGet, apiSend } from './api';
import { clearLocalCart, useLocalCart, type LocalCartItem } from './cart-storage';
import { useSession, type Session } from './session';

// The cart is shared by the header, the theme page and /cart, so it lives here rather than in a
// feature: signed out it is localStorage (cart-storage.ts), signed in it is GET /api/cart. This
// file holds what the header needs on every page; the cart page's and the buttons' hooks are in
// cart-actions.ts, so the storefront's first load leaves them out.

export const cartKeys = {
  all: ['cart'] as const,
  /** inLibrary depends on the current account, so the account is part of the key. */
  server: (userId: string, accountId: string | null) => ['cart', 'server', userId, accountId] as const,
  theme: (themeId: string) => ['cart', 'theme', themeId] as const,
  merge: ['cart', 'merge'] as const,
};

export function serverKey(session: Session) {
  return cartKeys.server(session.user.id, session.currentAccount?.id ?? null);
}

/**
 * Signed in with local lines still to merge, the server cart is not read yet: it would show the
 * cart without them for a moment. A failed merge gives up waiting (the lines stay for next time).
 */
export function useServerCart(session: Session | null | undefined, local: LocalCartItem[]) {
  const mergeStatus = useMutationState({
    filters: { mutationKey: cartKeys.merge },
    select: (mutation) => mutation.state.status,
  }).at(-1);
  const isWaitingForMerge = local.length > 0 && mergeStatus !== 'error';
  return useQuery({
    queryKey: session ? serverKey(session) : cartKeys.server('', null),
    queryFn: ({ signal }) => apiGet<CartResponse>('/api/cart', { signal }),
    enabled: Boolean(session) && !isWaitingForMerge,
  });
}

/**
 * After sign-in the local cart joins the user's cart once (POST /api/cart/merge) and is cleared.
 * Mount it where it always lives (the site header). The work sits in mutationFn, not in per-call
 * callbacks, so it completes even when the component unmounts; the flag stops a second mount (or
 * a re-render before the answer) from sending the same lines twice.
 */
let isMerging = false;
export function useCartMerge() {
  const session = useSession();
  const local = useLocalCart();
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    mutationKey: cartKeys.merge,
    mutationFn: async ({ items, key }: { items: LocalCartItem[]; key: readonly unknown[] }) => {
      try {
        const cart = await apiSend<CartResponse>('POST', '/api/cart/merge', { items });
        // The answer first, so the cart query starts from it instead of asking again.
        queryClient.setQueryData(key, cart);
        clearLocalCart();
        return cart;
      } finally {
        isMerging = false;
      }
    },
  });

  useEffect(() => {
    if (!session || local.length === 0 || isMerging) return;
    isMerging = true;
    mutate({ items: local, key: serverKey(session) });
  }, [session, local, mutate]);
}

/** The number of lines for the header, or null while unknown. Signed out it needs no request. */
export function useCartCount(): number | null {
  const session = useSession();
  const local = useLocalCart();
  const server = useServerCart(session, local);
  if (session === undefined) return null;
  if (session === null) return local.length;
  return server.data?.items.length ?? null;
}

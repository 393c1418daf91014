import { isFree, type CartLine, type CartResponse, type ThemeDetail } from '@themeport/core';
import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiGet, apiSend, isNotFound } from './api';
import { cartKeys, serverKey, useServerCart } from './cart';
import { addLocalItem, removeLocalItem, useLocalCart, type LocalCartItem } from './cart-storage';
import { useSession } from './session';

export type CartStatus = 'loading' | 'ready' | 'error';

export interface CartState {
  status: CartStatus;
  lines: CartLine[];
  isSignedIn: boolean;
  error: unknown;
  isRetrying: boolean;
  retry: () => void;
}

function toLine(item: LocalCartItem, theme: ThemeDetail): CartLine {
  return {
    themeId: theme.id,
    quantity: item.quantity,
    theme: {
      id: theme.id,
      name: theme.name,
      slug: theme.slug,
      description: theme.description,
      image: theme.images[0] ?? null,
      price: theme.price,
      framework: theme.framework,
    },
    inLibrary: false,
  };
}

/** The cart with its themes, for the cart page. */
export function useCart(): CartState {
  const session = useSession();
  const local = useLocalCart();
  const server = useServerCart(session, local);
  const isSignedOut = session === null;
  const details = useQueries({
    queries: local.map((item) => ({
      queryKey: cartKeys.theme(item.themeId),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        apiGet<ThemeDetail>(`/api/themes/${encodeURIComponent(item.themeId)}`, { signal }),
      enabled: isSignedOut,
      staleTime: 5 * 60_000,
    })),
  });

  // A theme that is gone (unpublished) or free can never be bought from the cart: drop it.
  const goneIds = local.filter((item, index) => {
    const detail = details[index];
    return (detail?.isError && isNotFound(detail.error)) || (detail?.data && isFree(detail.data.price));
  });
  const goneKey = goneIds.map((item) => item.themeId).join(',');
  useEffect(() => {
    if (isSignedOut) for (const themeId of goneKey.split(',').filter(Boolean)) removeLocalItem(themeId);
  }, [goneKey, isSignedOut]);

  if (session === undefined)
    return { status: 'loading', lines: [], isSignedIn: false, error: null, isRetrying: false, retry: () => {} };

  if (session) {
    return {
      status: server.data ? 'ready' : server.isError ? 'error' : 'loading',
      lines: server.data?.items ?? [],
      isSignedIn: true,
      error: server.error,
      isRetrying: server.isFetching,
      retry: () => void server.refetch(),
    };
  }

  const failed = details.find((detail) => detail.isError && !isNotFound(detail.error));
  const lines = local.flatMap((item, index) => {
    const theme = details[index]?.data;
    return theme && !isFree(theme.price) ? [toLine(item, theme)] : [];
  });
  return {
    status: failed ? 'error' : details.some((detail) => detail.isPending) ? 'loading' : 'ready',
    lines,
    isSignedIn: false,
    error: failed?.error ?? null,
    isRetrying: details.some((detail) => detail.isFetching),
    retry: () => {
      for (const detail of details) if (detail.isError) void detail.refetch();
    },
  };
}

/** POST /api/cart/items when signed in, else the local cart. The same theme again raises its quantity. */
export function useAddToCart() {
  const session = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (themeId: string): Promise<CartResponse | null> => {
      if (!session) {
        addLocalItem(themeId);
        return null;
      }
      return apiSend<CartResponse>('POST', '/api/cart/items', { themeId });
    },
    onSuccess: (cart) => {
      if (cart && session) queryClient.setQueryData(serverKey(session), cart);
    },
  });
}

export function useRemoveFromCart() {
  const session = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (themeId: string): Promise<CartResponse | null> => {
      if (!session) {
        removeLocalItem(themeId);
        return null;
      }
      return apiSend<CartResponse>('DELETE', `/api/cart/items/${encodeURIComponent(themeId)}`);
    },
    onSuccess: (cart) => {
      if (cart && session) queryClient.setQueryData(serverKey(session), cart);
    },
  });
}

/** The quantity of a theme in the cart, 0 when it is not there (for the theme page's note). */
export function useCartQuantity(themeId: string): number {
  const session = useSession();
  const local = useLocalCart();
  const server = useServerCart(session, local);
  const lines: { themeId: string; quantity: number }[] = session ? (server.data?.items ?? []) : local;
  return lines.find((line) => line.themeId === themeId)?.quantity ?? 0;
}

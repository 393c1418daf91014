import type { CheckoutRedirect, CheckoutSessionView, PayCheckoutInput } from '@themeport/core';
import { useQuery } from '@tanstack/react-query';
import { apiGet, apiSend, isNotFound } from '@/lib/api';

export const checkoutKeys = {
  session: (sessionId: string) => ['checkout', 'session', sessionId] as const,
};

const sessionPath = (sessionId: string) => `/api/checkout/sessions/${encodeURIComponent(sessionId)}`;

/** GET /api/checkout/sessions/:id (local provider only): what the test-mode page shows. */
export function useCheckoutSession(sessionId: string) {
  return useQuery({
    queryKey: checkoutKeys.session(sessionId),
    queryFn: ({ signal }) => apiGet<CheckoutSessionView>(sessionPath(sessionId), { signal }),
    // A missing session stays missing; anything else gets the usual retry.
    retry: (count, error) => !isNotFound(error) && count < 2,
    // The order must not change under the buyer's eyes while the card is typed.
    refetchOnWindowFocus: false,
  });
}

/** 200 → where the browser goes now (the success URL, after fulfilment ran). */
export function payCheckout(sessionId: string, input: PayCheckoutInput) {
  return apiSend<CheckoutRedirect>('POST', `${sessionPath(sessionId)}/pay`, input);
}

/** 200 → the cancel URL; the session expires. */
export function cancelCheckout(sessionId: string) {
  return apiSend<CheckoutRedirect>('POST', `${sessionPath(sessionId)}/cancel`);
}

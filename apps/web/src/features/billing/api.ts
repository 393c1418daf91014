import type {
  BillingOverview,
  CancelSubscriptionInput,
  CheckoutSessionCreated,
  InvoicesResponse,
  PaidPlan,
  PaymentMethodsResponse,
  Plan,
  PlanChangePreview,
  SubscriptionResponse,
} from '@themeport/core';
import { type Query, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '@/lib/api';
import { useSessionStore } from '@/lib/session-store';
import { queryKeys } from '@/lib/query-keys';

const accountPath = (accountId: string) => `/api/accounts/${encodeURIComponent(accountId)}`;

/** Everything billing sits under ['billing', accountId]: one invalidation refreshes the page and the portal card. */
export const billingKeys = {
  account: queryKeys.billing.account,
  overview: (accountId: string) => [...queryKeys.billing.account(accountId), 'overview'] as const,
  invoices: (accountId: string) => [...queryKeys.billing.account(accountId), 'invoices'] as const,
  paymentMethods: (accountId: string) => [...queryKeys.billing.account(accountId), 'payment-methods'] as const,
  preview: (accountId: string, plan: Plan) => [...queryKeys.billing.account(accountId), 'preview', plan] as const,
};

export const RECENT_INVOICES = 5;

/**
 * GET …/billing (owner). Billing changes outside this tab (a checkout, a card saved on the
 * test-mode page), so the billing reads are always fresh when a view mounts.
 */
export function useBillingOverview(
  accountId: string,
  options: { refetchInterval?: number | false | ((query: Query<BillingOverview, Error>) => number | false) } = {},
) {
  return useQuery({
    queryKey: billingKeys.overview(accountId),
    queryFn: ({ signal }) => apiGet<BillingOverview>(`${accountPath(accountId)}/billing`, { signal }),
    staleTime: 0,
    refetchInterval: options.refetchInterval ?? false,
  });
}

export function useInvoices(accountId: string) {
  return useQuery({
    queryKey: billingKeys.invoices(accountId),
    queryFn: ({ signal }) =>
      apiGet<InvoicesResponse>(`${accountPath(accountId)}/invoices?limit=${RECENT_INVOICES}`, { signal }),
    staleTime: 0,
  });
}

export function usePaymentMethods(accountId: string) {
  return useQuery({
    queryKey: billingKeys.paymentMethods(accountId),
    queryFn: ({ signal }) => apiGet<PaymentMethodsResponse>(`${accountPath(accountId)}/payment-methods`, { signal }),
    staleTime: 0,
  });
}

/** 201 { url }: no subscription yet, the browser goes to checkout. 200: the plan changed in place. */
export type ChangePlanResult =
  { kind: 'checkout'; url: string } | { kind: 'changed'; subscription: SubscriptionResponse };

export function useChangePlan(accountId: string) {
  const queryClient = useQueryClient();
  const sessionStore = useSessionStore();
  return useMutation({
    mutationFn: async (plan: PaidPlan): Promise<ChangePlanResult> => {
      const body = await apiSend<CheckoutSessionCreated | SubscriptionResponse>(
        'POST',
        `${accountPath(accountId)}/subscription`,
        { plan },
      );
      return 'url' in body ? { kind: 'checkout', url: body.url } : { kind: 'changed', subscription: body };
    },
    onSuccess: async (result) => {
      if (result.kind === 'checkout') return;
      // The account's plan lives in the session too (header badge, portal card).
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: billingKeys.account(accountId) }),
        sessionStore.invalidate(),
      ]);
    },
  });
}

/** GET …/subscription/preview?plan=: what a change would charge now and park ('free' previews a cancellation). */
export function usePlanPreview(accountId: string, plan: Plan | null) {
  return useQuery({
    queryKey: billingKeys.preview(accountId, plan ?? 'free'),
    queryFn: ({ signal }) =>
      apiGet<PlanChangePreview>(`${accountPath(accountId)}/subscription/preview?plan=${plan}`, { signal }),
    enabled: plan !== null,
    staleTime: 0,
    gcTime: 0,
  });
}

/** POST …/subscription/cancel or …/resume: at the period end; the plan summary and the session follow. */
export function useCancellation(accountId: string) {
  const queryClient = useQueryClient();
  const sessionStore = useSessionStore();
  return useMutation({
    /** 'resume', or 'cancel' with why (both parts optional, issue 23). */
    mutationFn: (action: 'resume' | { cancel: CancelSubscriptionInput }) =>
      action === 'resume'
        ? apiSend<SubscriptionResponse>('POST', `${accountPath(accountId)}/subscription/resume`)
        : apiSend<SubscriptionResponse>('POST', `${accountPath(accountId)}/subscription/cancel`, action.cancel),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: billingKeys.account(accountId) }),
        sessionStore.invalidate(),
      ]);
    },
  });
}

/** POST …/payment-methods/setup → 201 { url }: the provider's page where a card is entered. */
export function useStartCardSetup(accountId: string) {
  return useMutation({
    mutationFn: () => apiSend<CheckoutSessionCreated>('POST', `${accountPath(accountId)}/payment-methods/setup`),
  });
}

export function useSetDefaultPaymentMethod(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (methodId: string) =>
      apiSend<PaymentMethodsResponse>(
        'POST',
        `${accountPath(accountId)}/payment-methods/${encodeURIComponent(methodId)}/default`,
      ),
    onSuccess: (data) => queryClient.setQueryData(billingKeys.paymentMethods(accountId), data),
  });
}

export function useRemovePaymentMethod(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (methodId: string) =>
      apiSend<PaymentMethodsResponse>(
        'DELETE',
        `${accountPath(accountId)}/payment-methods/${encodeURIComponent(methodId)}`,
      ),
    onSuccess: (data) => queryClient.setQueryData(billingKeys.paymentMethods(accountId), data),
  });
}

/** POST …/billing/portal → { url }: the provider's own billing portal (Stripe only), then go there. */
export function useOpenBillingPortal(accountId: string) {
  return useMutation({
    mutationFn: () => apiSend<{ url: string }>('POST', `${accountPath(accountId)}/billing/portal`),
    onSuccess: ({ url }) => goToCheckout(url),
  });
}

/** Sends the browser to a checkout URL (a path with the local provider, checkout.stripe.com with Stripe). */
export function goToCheckout(url: string) {
  window.location.assign(url);
}

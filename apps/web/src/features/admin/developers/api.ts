// The back office's developers and their money (docs/api/seller-money.md).
import type { PayoutProviderName, PayoutStatus } from '@themeport/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '@/lib/api';

export interface AdminDeveloper {
  userId: string;
  name: string;
  email: string;
  /** The developer's store and its public page's slug; null before the developer onboarding. */
  store: { name: string; slug: string } | null;
  themes: number;
  sales: number;
  refunds: number;
  grossCents: number;
  availableCents: number;
  pendingCents: number;
  paidOutCents: number;
}

export interface Take {
  developerSalesCents: number;
  feesCents: number;
  ownThemesCents: number;
  totalCents: number;
}

export interface AdminPayout {
  id: string;
  sellerId: string;
  sellerName: string;
  sellerEmail: string;
  amountCents: number;
  status: PayoutStatus;
  provider: PayoutProviderName;
  batch: string;
  reference: string | null;
  failureReason: string | null;
  createdAt: string;
}

export interface AdminSale {
  purchaseId: string;
  themeName: string;
  buyer: string;
  createdAt: string;
  line: string;
  refundedAt: string | null;
}

const root = ['admin', 'seller-money'] as const;
const sellerPath = (userId: string) => `/api/admin/developers/${encodeURIComponent(userId)}`;

export const useDevelopers = () =>
  useQuery({
    queryKey: [...root, 'developers'],
    queryFn: ({ signal }) => apiGet<{ developers: AdminDeveloper[] }>('/api/admin/developers', { signal }),
  });

export const usePlatformTake = () =>
  useQuery({
    queryKey: [...root, 'take'],
    queryFn: ({ signal }) =>
      apiGet<{ thisMonth: Take; lastMonth: Take; allTime: Take }>('/api/admin/platform-take', { signal }),
  });

export const useAdminPayouts = () =>
  useQuery({
    queryKey: [...root, 'payouts'],
    queryFn: ({ signal }) => apiGet<{ payouts: AdminPayout[] }>('/api/admin/payouts', { signal }),
  });

export const useDeveloperSales = (userId: string) =>
  useQuery({
    queryKey: [...root, 'sales', userId],
    queryFn: ({ signal }) => apiGet<{ sales: AdminSale[] }>(`${sellerPath(userId)}/sales`, { signal }),
  });

export const useDeveloperStatementMonths = (userId: string) =>
  useQuery({
    queryKey: [...root, 'statements', userId],
    queryFn: ({ signal }) => apiGet<{ months: string[] }>(`${sellerPath(userId)}/statements`, { signal }),
  });

export const statementDownload = (userId: string, month: string, format: 'csv' | 'pdf') =>
  `${sellerPath(userId)}/statements/${encodeURIComponent(month)}/${format}`;

/** Every money change refreshes every money list of the back office. */
function useMoneyMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: root }) });
}

export const usePayOut = () =>
  useMoneyMutation((userId: string) => apiSend<AdminPayout>('POST', `${sellerPath(userId)}/payouts`, {}));

export const usePayoutBatch = () =>
  useMoneyMutation(() =>
    apiSend<{
      batch: string;
      created: number;
      totalCents: number;
      resent: number;
      skipped: { sellerId: string; code: string }[];
    }>('POST', '/api/admin/payouts/batches', {}),
  );

export const useSettlePayout = () =>
  useMoneyMutation(({ id, ...body }: { id: string; outcome: 'paid' | 'failed'; reference: string }) =>
    apiSend<AdminPayout>('POST', `/api/admin/payouts/${encodeURIComponent(id)}/settle`, body),
  );

export const useRefundPurchase = () =>
  useMoneyMutation(({ purchaseId, reason }: { purchaseId: string; reason: string }) =>
    apiSend<{ amountCents: number }>('POST', `/api/admin/purchases/${encodeURIComponent(purchaseId)}/refund`, {
      reason,
    }),
  );

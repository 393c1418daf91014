// The developer's own money (docs/api/seller-money.md): reads only, the server knows who is asking.
import type { BalanceState, LedgerEntryType, PayoutProviderName, PayoutStatus } from '@themeport/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, apiSend, withQuery } from '@/lib/api';

export interface MonthEarnings {
  month: string;
  netCents: number;
  grossCents: number;
  sales: number;
}

export interface EarningsSummary {
  thisMonth: MonthEarnings;
  lastMonth: MonthEarnings;
  availableCents: number;
  pendingCents: number;
  balanceState: BalanceState;
  minimumPayoutCents: number;
  nextPayout: { date: string; text: string; amountCents: number };
  notice: string;
}

export interface EarningsCharts {
  months: { month: string; sales: number; grossCents: number; netCents: number }[];
  topThemes: { themeId: string; themeName: string; sales: number; grossCents: number; netCents: number }[];
}

export interface Sale {
  purchaseId: string;
  themeId: string;
  themeName: string;
  buyer: string;
  createdAt: string;
  grossCents: number;
  feeCents: number;
  netCents: number;
  currency: string;
  refundedAt: string | null;
  line: string;
}

export interface Payout {
  id: string;
  amountCents: number;
  status: PayoutStatus;
  provider: PayoutProviderName;
  batch: string;
  reference: string | null;
  failureReason: string | null;
  createdAt: string;
  settledAt: string | null;
}

export interface StatementLine {
  id: string;
  type: LedgerEntryType;
  label: string;
  occurredAt: string;
  themeName: string | null;
  memo: string;
  amountCents: number;
  balanceCents: number;
}

export interface Statement {
  month: string;
  openingCents: number;
  closingCents: number;
  totals: { sales: number; fees: number; refunds: number; payouts: number; adjustments: number };
  lines: StatementLine[];
}

export interface PayoutAccount {
  provider: PayoutProviderName;
  connected: boolean;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
  message: string;
}

export interface SalesFilter {
  themeId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  q?: string | undefined;
}

const root = ['seller-money'] as const;

export const useEarnings = () =>
  useQuery({
    queryKey: [...root, 'earnings'],
    queryFn: ({ signal }) => apiGet<EarningsSummary>('/api/developer/earnings', { signal }),
  });

export const useEarningsCharts = () =>
  useQuery({
    queryKey: [...root, 'charts'],
    queryFn: ({ signal }) => apiGet<EarningsCharts>('/api/developer/earnings/charts', { signal }),
  });

export const salesPath = (filter: SalesFilter, csv = false) =>
  withQuery(csv ? '/api/developer/sales/csv' : '/api/developer/sales', { ...filter });

export const useSales = (filter: SalesFilter) =>
  useQuery({
    queryKey: [...root, 'sales', filter],
    queryFn: ({ signal }) => apiGet<{ sales: Sale[] }>(salesPath(filter), { signal }),
  });

export const usePayouts = () =>
  useQuery({
    queryKey: [...root, 'payouts'],
    queryFn: ({ signal }) => apiGet<{ payouts: Payout[] }>('/api/developer/payouts', { signal }),
  });

export const useStatementMonths = () =>
  useQuery({
    queryKey: [...root, 'statements'],
    queryFn: ({ signal }) => apiGet<{ months: string[] }>('/api/developer/statements', { signal }),
  });

export const statementPath = (month: string, format?: 'csv' | 'pdf') =>
  `/api/developer/statements/${encodeURIComponent(month)}${format ? `/${format}` : ''}`;

export const useStatement = (month: string | null) =>
  useQuery({
    queryKey: [...root, 'statement', month],
    queryFn: ({ signal }) => apiGet<Statement>(statementPath(month!), { signal }),
    enabled: month !== null,
  });

export const usePayoutAccount = () =>
  useQuery({
    queryKey: [...root, 'payout-account'],
    queryFn: ({ signal }) => apiGet<PayoutAccount>('/api/developer/payout-account', { signal }),
  });

export const useConnectPayoutAccount = () =>
  useMutation({
    mutationFn: () => apiSend<{ url: string }>('POST', '/api/developer/payout-account/onboarding-link'),
    onSuccess: ({ url }) => window.location.assign(url),
  });

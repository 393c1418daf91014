// What the seller and the back office read (decision 029): balances from the ledger, sales from
// purchases, payouts, the payout account; and the admin's sellers list and platform take.
import {
  EARNINGS_TEXT,
  MINIMUM_PAYOUT_CENTS,
  balanceState,
  monthOf,
  monthRange,
  nextPayoutDate,
  nextPayoutText,
  previousMonth,
  saleLineText,
  type SalesQuery,
} from '@themeport/core';
import type { PayoutProvider } from '../../adapters/payouts/index.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import {
  countPendingPayouts,
  selectBalance,
  selectEarnings,
  selectMonthlySales,
  selectPayouts,
  selectPlatformTake,
  selectSales,
  selectSellerAccount,
  selectSellers,
  selectTopThemes,
  upsertSellerAccount,
} from './queries.ts';

const DAY_MS = 86_400_000;
const SALES_LIMIT = 1000;

/** The Earnings overview: this month and last, available and pending, the next payout and why. */
export async function earningsSummary(db: Database, sellerId: string, now = new Date()) {
  const thisMonth = monthOf(now);
  const lastMonth = previousMonth(thisMonth);
  const [balance, current, previous] = await Promise.all([
    selectBalance(db, sellerId, now),
    selectEarnings(db, sellerId, monthRange(thisMonth).start, monthRange(thisMonth).end),
    selectEarnings(db, sellerId, monthRange(lastMonth).start, monthRange(lastMonth).end),
  ]);
  const state = balanceState(balance.availableCents);
  return {
    currency: 'usd',
    thisMonth: { month: thisMonth, ...current },
    lastMonth: { month: lastMonth, ...previous },
    availableCents: balance.availableCents,
    pendingCents: balance.pendingCents,
    balanceState: state,
    minimumPayoutCents: MINIMUM_PAYOUT_CENTS,
    nextPayout: {
      date: nextPayoutDate(now).toISOString().slice(0, 10),
      text: nextPayoutText(now),
      amountCents: state === 'payable' ? balance.availableCents : 0,
    },
    notice: state === 'negative' ? EARNINGS_TEXT.negativeExplained : EARNINGS_TEXT.holdExplained,
  };
}

/**
 * What still ties a user to the seller ledger (decision 029): money Themeport owes them (available
 * and held, net of refunds) and payouts still processing. A user with either is not deleted.
 */
export async function openSellerMoney(db: Database, sellerId: string, now = new Date()) {
  const [balance, processingPayouts] = await Promise.all([
    selectBalance(db, sellerId, now),
    countPendingPayouts(db, sellerId),
  ]);
  return { owedCents: balance.availableCents + balance.pendingCents, processingPayouts };
}

/** Sales and revenue by month for the last 12 months, and the top themes: the overview's charts. */
export async function earningsCharts(db: Database, sellerId: string, now = new Date()) {
  const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1));
  const [months, top] = await Promise.all([selectMonthlySales(db, sellerId, since), selectTopThemes(db, sellerId, 5)]);
  const byMonth = new Map(months.map((row) => [row.month, row]));
  const series = Array.from({ length: 12 }, (_, index) => {
    const month = monthOf(new Date(Date.UTC(since.getUTCFullYear(), since.getUTCMonth() + index, 1)));
    const row = byMonth.get(month);
    return {
      month,
      sales: Number(row?.sales ?? 0),
      grossCents: Number(row?.grossCents ?? 0),
      netCents: Number(row?.netCents ?? 0),
    };
  });
  return {
    months: series,
    topThemes: top.map((row) => ({
      themeId: row.themeId,
      themeName: row.themeName,
      sales: Number(row.sales),
      grossCents: Number(row.grossCents),
      netCents: Number(row.netCents),
    })),
  };
}

export async function listSales(db: Database, sellerId: string, query: SalesQuery) {
  const from = query.from ? new Date(`${query.from}T00:00:00.000Z`) : undefined;
  const to = query.to ? new Date(new Date(`${query.to}T00:00:00.000Z`).getTime() + DAY_MS) : undefined;
  if (from && to && from >= to)
    throw new AppError('VALIDATION_ERROR', 400, 'The start date must be on or before the end date.', {
      from: 'The start date must be on or before the end date.',
    });
  const rows = await selectSales(db, sellerId, { ...query, from, to, limit: SALES_LIMIT });
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    refundedAt: row.refundedAt?.toISOString() ?? null,
    line: saleLineText(row.grossCents, row.currency),
  }));
}

export async function listPayouts(db: Database, sellerId: string | null) {
  const rows = await selectPayouts(db, sellerId);
  return rows.map((row) => ({
    ...row,
    sellerName: row.sellerName ?? '',
    sellerEmail: row.sellerEmail ?? '',
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  }));
}

/** The seller's payout account: local (nothing to connect) or their Stripe Express account's state, refreshed. */
export async function payoutAccount(db: Database, payouts: PayoutProvider, sellerId: string) {
  const stored = await selectSellerAccount(db, sellerId);
  if (payouts.name === 'local') {
    return {
      provider: 'local' as const,
      connected: true,
      payoutsEnabled: true,
      detailsSubmitted: true,
      message: EARNINGS_TEXT.localPayoutAccount,
    };
  }
  const status = await payouts.accountStatus(stored?.externalAccountId ?? null);
  if (status.externalAccountId) await upsertSellerAccount(db, { userId: sellerId, provider: 'stripe', ...status });
  return {
    provider: 'stripe' as const,
    connected: status.externalAccountId !== null,
    payoutsEnabled: status.payoutsEnabled,
    detailsSubmitted: status.detailsSubmitted,
    message: status.payoutsEnabled ? 'Your Stripe account can receive payouts.' : EARNINGS_TEXT.noPayoutAccount,
  };
}

/** Stripe's onboarding link for the seller (their Express account created on first use); local: 400, nothing to connect. */
export async function payoutOnboardingLink(
  db: Database,
  payouts: PayoutProvider,
  seller: { id: string; email: string },
  urls: { returnUrl: string; refreshUrl: string },
) {
  const stored = await selectSellerAccount(db, seller.id);
  const link = await payouts.onboardingLink({
    userId: seller.id,
    email: seller.email,
    externalAccountId: stored?.externalAccountId ?? null,
    ...urls,
  });
  if (!link) throw new AppError('BAD_REQUEST', 400, EARNINGS_TEXT.localPayoutAccount);
  await upsertSellerAccount(db, {
    userId: seller.id,
    provider: 'stripe',
    externalAccountId: link.externalAccountId,
    detailsSubmitted: stored?.detailsSubmitted ?? false,
    payoutsEnabled: stored?.payoutsEnabled ?? false,
  });
  return { url: link.url };
}

export async function listSellers(db: Database, now = new Date()) {
  const rows = await selectSellers(db, now);
  return rows.map((row) => ({
    userId: row.userId,
    name: row.name,
    email: row.email,
    store: row.storeName !== null && row.storeSlug !== null ? { name: row.storeName, slug: row.storeSlug } : null,
    themes: Number(row.themes),
    sales: Number(row.sales),
    refunds: Number(row.refunds),
    grossCents: Number(row.grossCents),
    availableCents: Number(row.availableCents),
    pendingCents: Number(row.pendingCents),
    paidOutCents: Number(row.paidOutCents),
  }));
}

/** The platform's take this month, last month and all time. */
export async function platformTake(db: Database, now = new Date()) {
  const thisMonth = monthOf(now);
  const lastMonth = previousMonth(thisMonth);
  const take = async (range: { start: Date; end: Date } | null) => {
    const sums = await selectPlatformTake(db, range?.start ?? null, range?.end ?? null);
    return { ...sums, totalCents: sums.feesCents + sums.ownThemesCents };
  };
  return {
    thisMonth: { month: thisMonth, ...(await take(monthRange(thisMonth))) },
    lastMonth: { month: lastMonth, ...(await take(monthRange(lastMonth))) },
    allTime: await take(null),
  };
}

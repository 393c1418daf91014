// Theme sales beside subscriptions (issue 23): the platform's share, developers' earnings, refunds.
import type { MarketplaceSummary } from '@themeport/core';
import type { Database } from '../../db/client.ts';
import { selectSales } from './queries/marketplace.ts';
import { selectSubscriptionRevenue } from './queries/payments.ts';
import type { ResolvedRange } from './range.ts';

export const TOP_THEMES = 5;

export async function marketplaceSummary(db: Database, { range, bounds }: ResolvedRange): Promise<MarketplaceSummary> {
  const [{ topThemes, ...sales }, subscriptionRevenue] = await Promise.all([
    selectSales(db, bounds, TOP_THEMES),
    selectSubscriptionRevenue(db, bounds),
  ]);
  const netMarketplaceRevenue = sales.platformRevenue - sales.refundedPlatformShare;
  return {
    ...range,
    salesCount: sales.salesCount,
    grossSales: sales.grossSales,
    platformRevenue: sales.platformRevenue,
    developerEarnings: sales.developerEarnings,
    refundsCount: sales.refundsCount,
    refundedAmount: sales.refundedAmount,
    netMarketplaceRevenue,
    subscriptionRevenue,
    totalRevenue: subscriptionRevenue + netMarketplaceRevenue,
    topThemes,
  };
}

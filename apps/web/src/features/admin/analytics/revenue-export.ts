import type { RevenueTimeline } from '@themeport/core';
import type { ExportData } from '../shared/export-file';

/** spec 001 §2.13: Revenue's export is named revenue-analytics ('{name}-{ISO timestamp}.{ext}', §9). */
export const REVENUE_EXPORT_NAME = 'revenue-analytics';

const COLUMNS = [
  ['date', 'Period start'],
  ['mrr', 'MRR (USD)'],
  ['activeSubscriptions', 'Active subscriptions'],
  ['newMRR', 'New MRR (USD)'],
  ['expansionMRR', 'Expansion MRR (USD)'],
  ['reactivationMRR', 'Reactivation MRR (USD)'],
  ['contractionMRR', 'Contraction MRR (USD)'],
  ['churnedMRR', 'Churned MRR (USD)'],
  ['netMRRChange', 'Net MRR change (USD)'],
  ['subscriptionRevenue', 'Subscription revenue (USD)'],
  ['marketplaceRevenue', 'Marketplace revenue (USD)'],
] as const;
type Key = (typeof COLUMNS)[number][0];

const dollars = (cents: number) => Math.round(cents) / 100;

/**
 * One row per period of the revenue timeline, money in dollars with cents (spreadsheets sum them);
 * the JSON export holds the same rows as objects.
 */
export function revenueExportData(timeline: RevenueTimeline): ExportData {
  const records = timeline.points.map((point): Record<Key, string | number> => ({
    date: point.date,
    mrr: dollars(point.mrr),
    activeSubscriptions: point.activeSubscriptions,
    newMRR: dollars(point.newMRR),
    expansionMRR: dollars(point.expansionMRR),
    reactivationMRR: dollars(point.reactivationMRR),
    contractionMRR: dollars(point.contractionMRR),
    churnedMRR: dollars(point.churnedMRR),
    netMRRChange: dollars(
      point.newMRR + point.expansionMRR + point.reactivationMRR - point.contractionMRR - point.churnedMRR,
    ),
    subscriptionRevenue: dollars(point.subscriptionRevenue),
    marketplaceRevenue: dollars(point.marketplaceRevenue),
  }));
  return {
    headers: COLUMNS.map(([, header]) => header),
    rows: records.map((record) => COLUMNS.map(([key]) => record[key])),
    records,
  };
}

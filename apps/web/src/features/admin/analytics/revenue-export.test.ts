import type { RevenueTimeline } from '@themeport/core';
import { describe, expect, it } from 'vitest';
import { buildExportFile } from '../shared/export-file';
import { REVENUE_EXPORT_NAME, revenueExportData } from './revenue-export';

const timeline: RevenueTimeline = {
  startDate: '2026-03-01',
  endDate: '2026-03-02',
  interval: 'day',
  points: [
    {
      date: '2026-03-01',
      mrr: 12_345,
      activeSubscriptions: 4,
      newMRR: 2_900,
      expansionMRR: 0,
      reactivationMRR: 0,
      contractionMRR: 0,
      churnedMRR: 900,
      subscriptionRevenue: 2_900,
      marketplaceRevenue: 980,
    },
    {
      date: '2026-03-02',
      mrr: 12_345,
      activeSubscriptions: 4,
      newMRR: 0,
      expansionMRR: 0,
      reactivationMRR: 0,
      contractionMRR: 0,
      churnedMRR: 0,
      subscriptionRevenue: 0,
      marketplaceRevenue: 0,
    },
  ],
};

describe('the revenue export (spec 001 §2.13)', () => {
  it('writes one row per period with the money in dollars and the net change', () => {
    const data = revenueExportData(timeline);
    expect(data.headers[0]).toBe('Period start');
    expect(data.headers).toContain('Net MRR change (USD)');
    expect(data.rows).toEqual([
      ['2026-03-01', 123.45, 4, 29, 0, 0, 0, 9, 20, 29, 9.8],
      ['2026-03-02', 123.45, 4, 0, 0, 0, 0, 0, 0, 0, 0],
    ]);
    expect(data.records[0]).toMatchObject({ date: '2026-03-01', mrr: 123.45, netMRRChange: 20 });
  });

  it('is named revenue-analytics', async () => {
    const file = await buildExportFile(
      'csv',
      REVENUE_EXPORT_NAME,
      revenueExportData(timeline),
      async () => new Blob(),
      new Date('2026-03-05T14:07:09Z'),
    );
    expect(file.fileName).toBe('revenue-analytics-20260305T140709Z.csv');
    expect(await file.blob.text()).toContain('2026-03-01,123.45,4,29,0,0,0,9,20,29,9.8');
  });
});

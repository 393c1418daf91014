// Theme sales from purchases (their platform and developer shares, refunds), over the same range.
import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../../../db/client.ts';
import { instant, type Bounds } from './shared.ts';

export interface SalesTotals {
  salesCount: number;
  grossSales: number;
  platformRevenue: number;
  developerEarnings: number;
  refundsCount: number;
  refundedAmount: number;
  refundedPlatformShare: number;
}

const between = (column: string, { start, end }: Bounds) =>
  sql`${sql.raw(column)} >= ${instant(start)} and ${sql.raw(column)} < ${instant(end)}`;

export interface ThemeSales {
  themeId: string;
  name: string;
  sales: number;
  gross: number;
}

/**
 * Paid sales made in the range, refunds made in the range (of sales from any time), and the
 * range's best-selling themes by gross: one pass over the range's purchases (purchases_created_idx,
 * purchases_refunded_idx) grouped by theme, the totals and the top themes summed from those groups.
 */
export async function selectSales(
  db: Database,
  bounds: Bounds,
  limit: number,
): Promise<SalesTotals & { topThemes: ThemeSales[] }> {
  const sold = sql`${between('created_at', bounds)} and price_paid > 0`;
  const refunded = between('refunded_at', bounds);
  const [row] = await selectRows<SalesTotals & { topThemes: ThemeSales[] }>(
    db,
    sql`with by_theme as (
      select theme_id, count(*) filter (where ${sold}) as sales,
        coalesce(sum(price_paid) filter (where ${sold}), 0) as gross,
        coalesce(sum(platform_share) filter (where ${sold}), 0) as platform,
        coalesce(sum(developer_share) filter (where ${sold}), 0) as developer,
        count(*) filter (where ${refunded}) as refunds,
        coalesce(sum(price_paid) filter (where ${refunded}), 0) as refunded,
        coalesce(sum(platform_share) filter (where ${refunded}), 0) as refunded_platform
      from purchases
      where (${sold}) or (${refunded})
      group by theme_id
    ), top as (
      select b.theme_id as "themeId", t.name as "name", b.sales::int as "sales", b.gross::float8 as "gross"
      from by_theme b join themes t on t.id = b.theme_id
      where b.sales > 0
      order by 4 desc, 3 desc, 2
      limit ${limit}
    )
    select coalesce(sum(sales), 0)::int as "salesCount", coalesce(sum(gross), 0)::float8 as "grossSales",
      coalesce(sum(platform), 0)::float8 as "platformRevenue", coalesce(sum(developer), 0)::float8 as "developerEarnings",
      coalesce(sum(refunds), 0)::int as "refundsCount", coalesce(sum(refunded), 0)::float8 as "refundedAmount",
      coalesce(sum(refunded_platform), 0)::float8 as "refundedPlatformShare",
      (select coalesce(json_agg(top order by "gross" desc, "sales" desc, "name"), '[]') from top) as "topThemes"
    from by_theme`,
  );
  return row!;
}

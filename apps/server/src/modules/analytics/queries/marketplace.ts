// Theme sales from purchases (their platform and developer shares, refunds), over the same range.
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { instant, selectRows, type Bounds } from './shared.ts';

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

/** Paid sales made in the range, and refunds made in the range (of sales from any time). */
export async function selectSalesTotals(db: Database, bounds: Bounds): Promise<SalesTotals> {
  const sold = sql`${between('created_at', bounds)} and price_paid > 0`;
  const refunded = between('refunded_at', bounds);
  const [row] = await selectRows<SalesTotals>(
    db,
    sql`select (count(*) filter (where ${sold}))::int as "salesCount",
      coalesce(sum(price_paid) filter (where ${sold}), 0)::float8 as "grossSales",
      coalesce(sum(platform_share) filter (where ${sold}), 0)::float8 as "platformRevenue",
      coalesce(sum(developer_share) filter (where ${sold}), 0)::float8 as "developerEarnings",
      (count(*) filter (where ${refunded}))::int as "refundsCount",
      coalesce(sum(price_paid) filter (where ${refunded}), 0)::float8 as "refundedAmount",
      coalesce(sum(platform_share) filter (where ${refunded}), 0)::float8 as "refundedPlatformShare"
    from purchases
    where (${sold}) or (${refunded})`,
  );
  return row!;
}

/** The range's best-selling themes by gross. */
export async function selectTopThemes(
  db: Database,
  bounds: Bounds,
  limit: number,
): Promise<{ themeId: string; name: string; sales: number; gross: number }[]> {
  return selectRows(
    db,
    sql`select p.theme_id as "themeId", t.name as "name", count(*)::int as "sales", sum(p.price_paid)::float8 as "gross"
    from purchases p join themes t on t.id = p.theme_id
    where ${between('p.created_at', bounds)} and p.price_paid > 0
    group by p.theme_id, t.name
    order by 4 desc, 3 desc, 2
    limit ${limit}`,
  );
}

// Demo history for admin analytics (issue 23): two years of sign-ups, upgrades, downgrades,
// cancellations with reasons, failed and recovered renewals and theme sales, for thousands of
// lightweight accounts (no members: data for the admin's charts, not sign-ins). The story is in
// analytics-history-model.ts; this writes it in multi-row inserts, a block of accounts at a time,
// in one transaction. A seed writes once: its rows carry it (`sub_hist_{seed}_…`), and a second
// run with the same seed writes nothing.
import { and, asc, eq, getTableColumns, gt, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import {
  accounts,
  billingSubscriptions,
  developerProfiles,
  dunningCases,
  paymentAttempts,
  profiles,
  purchases,
  sellerLedger,
  subscriptionCancellations,
  subscriptionMovements,
  themes,
} from '../db/schema.ts';
import { accountHistory } from './analytics-history-model.ts';
import {
  countAttemptDays,
  countCohortMonths,
  countMovementDays,
  countPlanDays,
  writeAttemptDays,
  writeCohortMonths,
  writeMovementDays,
  writePlanDays,
  type AttemptDays,
  type CohortMonths,
  type MovementDays,
  type PlanDays,
} from './analytics-history-rollup.ts';
import { emptyHistoryRows, type HistoryRows, type ThemeForSale } from './analytics-history-rows.ts';

export interface AnalyticsHistoryOptions {
  accounts: number;
  months: number;
  seed: number;
  now?: Date;
}

/** `npm start` on a fresh database: enough for every card and chart, in about a second. */
export const ANALYTICS_DEMO_SLICE = { accounts: 300, months: 24, seed: 23 } as const;
/** `npm run db:seed -- --analytics`: two years of ~3,000 accounts. */
export const ANALYTICS_FULL = { accounts: 3_000, months: 24, seed: 2023 } as const;
/** The bench's size: ~100,000 subscriptions and ~1,000,000 payment attempts (PostgreSQL). */
export const ANALYTICS_BENCH = { accounts: 145_000, months: 24, seed: 1_000_000 } as const;

export type AnalyticsHistoryReport = { seeded: boolean; ms: number } & Record<keyof HistoryRows, number>;

/** Accounts generated and written together: bounded memory at the bench's size. */
const BLOCK = 2_000;
/** PostgreSQL allows 65,535 parameters per statement. */
const MAX_PARAMETERS = 60_000;

/** Writes the history unless this seed's is already there. */
export async function seedAnalyticsHistory(
  db: Database,
  options: AnalyticsHistoryOptions,
): Promise<AnalyticsHistoryReport> {
  const started = performance.now();
  const counts = countsOf(emptyHistoryRows());
  if (await hasHistory(db, options.seed)) return { seeded: false, ms: 0, ...counts };
  const now = (options.now ?? new Date()).getTime();
  const start = new Date(now);
  start.setUTCMonth(start.getUTCMonth() - options.months);
  const ctx = { seed: options.seed, start: start.getTime(), now, themes: await themesForSale(db) };
  await db.transaction(async (tx) => {
    const days: AttemptDays = new Map();
    const movementDays: MovementDays = new Map();
    const planDays: PlanDays = new Map();
    const cohortMonths: CohortMonths = new Map();
    for (let from = 0; from < options.accounts; from += BLOCK) {
      const rows = emptyHistoryRows();
      for (let index = from; index < Math.min(options.accounts, from + BLOCK); index++)
        accountHistory(ctx, index, rows);
      await writeRows(tx, rows);
      countAttemptDays(days, rows.attempts);
      countMovementDays(movementDays, rows.movements);
      countPlanDays(planDays, rows.movements);
      countCohortMonths(cohortMonths, rows.movements);
      for (const [table, n] of Object.entries(countsOf(rows))) counts[table as keyof HistoryRows] += n;
    }
    await writeAttemptDays(tx, days);
    await writeMovementDays(tx, movementDays);
    await writePlanDays(tx, planDays);
    await writeCohortMonths(tx, cohortMonths);
  });
  // A bulk load leaves the planner's statistics (and migration 0023's on cohort months) stale
  // until autovacuum gets to the tables; the bench measures right after seeding (without them the
  // marketplace's grouping of a range's purchases is planned as a few rows and sorts on disk).
  await db.execute(sql`analyze subscription_movements, purchases`);
  return { seeded: true, ms: Math.round(performance.now() - started), ...counts };
}

/** Pure: the rows a seed gives (tests and the bench's sizing), without a database. */
export function generateAnalyticsHistory(
  options: Required<AnalyticsHistoryOptions> & { themes: ThemeForSale[] },
): HistoryRows {
  const now = options.now.getTime();
  const start = new Date(now);
  start.setUTCMonth(start.getUTCMonth() - options.months);
  const rows = emptyHistoryRows();
  const ctx = { seed: options.seed, start: start.getTime(), now, themes: options.themes };
  for (let index = 0; index < options.accounts; index++) accountHistory(ctx, index, rows);
  return rows;
}

function countsOf(rows: HistoryRows): Record<keyof HistoryRows, number> {
  return Object.fromEntries(Object.entries(rows).map(([table, list]) => [table, list.length])) as Record<
    keyof HistoryRows,
    number
  >;
}

async function hasHistory(db: Database, seed: number): Promise<boolean> {
  const prefix = `sub_hist_${seed}_`;
  const [row] = await db
    .select({ id: billingSubscriptions.id })
    .from(billingSubscriptions)
    .where(sql`left(${billingSubscriptions.providerSubscriptionId}, ${prefix.length}) = ${prefix}`)
    .limit(1);
  return row !== undefined;
}

/** Published paid themes, with their developer as fulfilment finds it (seller-money's selectThemeDeveloper). */
export async function themesForSale(db: Database): Promise<ThemeForSale[]> {
  return db
    .select({ id: themes.id, price: themes.price, developerId: developerProfiles.userId })
    .from(themes)
    .leftJoin(profiles, and(eq(profiles.userId, themes.creatorId), eq(profiles.role, 'developer')))
    .leftJoin(developerProfiles, eq(developerProfiles.userId, profiles.userId))
    .where(and(eq(themes.published, true), gt(themes.price, 0)))
    .orderBy(asc(themes.slug));
}

/** Each kind of row's table, parents first: subscriptions and purchases reference the accounts. */
export const HISTORY_TABLES = {
  accounts,
  subscriptions: billingSubscriptions,
  movements: subscriptionMovements,
  cancellations: subscriptionCancellations,
  attempts: paymentAttempts,
  dunning: dunningCases,
  purchases,
  ledger: sellerLedger,
} as const satisfies Record<keyof HistoryRows, PgTable>;

async function writeRows(tx: Database, rows: HistoryRows): Promise<void> {
  for (const [kind, table] of Object.entries(HISTORY_TABLES)) {
    const list = rows[kind as keyof HistoryRows];
    if (list.length === 0) continue;
    if (COLUMNWISE.has(kind)) await insertColumnwise(tx, table, list as Record<string, unknown>[]);
    else await insertMany(tx, table as PgTable, list);
  }
}

async function insertMany(tx: Database, table: PgTable, rows: object[]): Promise<void> {
  const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS / Object.keys(getTableColumns(table)).length));
  for (let at = 0; at < rows.length; at += perStatement)
    await tx.insert(table).values(rows.slice(at, at + perStatement));
}

/** The largest tables, whose rows set every column: one array per column (unnest), not one parameter per value. */
const COLUMNWISE = new Set(['movements', 'attempts']);
/** A PostgreSQL array literal: both drivers bind it as text, so enum arrays need no type of their own. */
function arrayLiteral(values: unknown[]): string {
  const items = values.map((value) => {
    if (value === null || value === undefined) return 'NULL';
    const text = value instanceof Date ? value.toISOString() : String(value);
    return `"${text.replace(/["\\]/g, '\\$&')}"`;
  });
  return `{${items.join(',')}}`;
}
const snakeCase = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

async function insertColumnwise(tx: Database, table: PgTable, rows: Record<string, unknown>[]): Promise<void> {
  const columns = Object.entries(getTableColumns(table));
  const names = sql.join(
    columns.map(([key]) => sql.identifier(snakeCase(key))),
    sql`, `,
  );
  const arrays = sql.join(
    columns.map(
      ([key, column]) => sql`${arrayLiteral(rows.map((row) => row[key]))}::${sql.raw(column.getSQLType())}[]`,
    ),
    sql`, `,
  );
  await tx.execute(sql`insert into ${table} (${names}) select * from unnest(${arrays})`);
}

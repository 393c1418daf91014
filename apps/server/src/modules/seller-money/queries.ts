// The seller-money module's SQL (decision 029). The ledger is only ever inserted into: no query
// here updates or deletes a seller_ledger row (ledger.test.ts holds the module to it).
import { and, asc, desc, eq, gte, ilike, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { SELLER_CURRENCY, type PayoutProviderName } from '@themeport/core';
import type { Database } from '../../db/client.ts';
import {
  accounts,
  checkoutSessions,
  developerProfiles,
  invoices,
  profiles,
  purchaseRefunds,
  purchases,
  sellerAccounts,
  sellerLedger,
  sellerPayouts,
  themes,
  users,
  type NewSellerLedgerRow,
  type PurchaseRow,
} from '../../db/schema.ts';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Db = Database | Tx;

export async function insertLedgerEntries(db: Db, rows: NewSellerLedgerRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(sellerLedger).values(rows);
}

/**
 * The seller's row, created on first use and locked for the rest of the transaction: a seller's
 * payouts and refunds run one at a time, each reading the balance after the one before.
 */
export async function lockSeller(tx: Tx, userId: string, provider: PayoutProviderName) {
  await tx.insert(sellerAccounts).values({ userId, provider }).onConflictDoNothing();
  const [row] = await tx.select().from(sellerAccounts).where(eq(sellerAccounts.userId, userId)).for('update');
  return row!;
}

export async function selectSellerAccount(db: Db, userId: string) {
  const [row] = await db.select().from(sellerAccounts).where(eq(sellerAccounts.userId, userId));
  return row ?? null;
}

export async function upsertSellerAccount(
  db: Db,
  row: {
    userId: string;
    provider: PayoutProviderName;
    externalAccountId: string | null;
    detailsSubmitted: boolean;
    payoutsEnabled: boolean;
  },
): Promise<void> {
  await db
    .insert(sellerAccounts)
    .values(row)
    .onConflictDoUpdate({
      target: sellerAccounts.userId,
      set: {
        provider: row.provider,
        externalAccountId: row.externalAccountId,
        detailsSubmitted: row.detailsSubmitted,
        payoutsEnabled: row.payoutsEnabled,
        updatedAt: new Date(),
      },
    });
}

const inCurrency = eq(sellerLedger.currency, SELLER_CURRENCY);

/** Available (available_at ≤ now) and pending sums of the seller's ledger, in SQL. */
export async function selectBalance(db: Db, sellerId: string, now: Date) {
  const [row] = await db
    .select({
      available: sql<string>`coalesce(sum(${sellerLedger.amountCents}) filter (where ${sellerLedger.availableAt} <= ${now}), 0)`,
      pending: sql<string>`coalesce(sum(${sellerLedger.amountCents}) filter (where ${sellerLedger.availableAt} > ${now}), 0)`,
    })
    .from(sellerLedger)
    .where(and(eq(sellerLedger.sellerId, sellerId), inCurrency));
  return { availableCents: Number(row?.available ?? 0), pendingCents: Number(row?.pending ?? 0) };
}

/** Net earnings (sales, fees, refunds) whose lines occurred in [start, end). */
export async function selectEarnings(db: Db, sellerId: string, start: Date, end: Date) {
  const [row] = await db
    .select({
      net: sql<string>`coalesce(sum(${sellerLedger.amountCents}), 0)`,
      gross: sql<string>`coalesce(sum(${sellerLedger.amountCents}) filter (where ${sellerLedger.type} = 'sale'), 0)`,
      sales: sql<string>`count(*) filter (where ${sellerLedger.type} = 'sale')`,
    })
    .from(sellerLedger)
    .where(
      and(
        eq(sellerLedger.sellerId, sellerId),
        inCurrency,
        inArray(sellerLedger.type, ['sale', 'platform_fee', 'refund', 'refund_fee_reversal']),
        gte(sellerLedger.occurredAt, start),
        lt(sellerLedger.occurredAt, end),
      ),
    );
  return { netCents: Number(row?.net ?? 0), grossCents: Number(row?.gross ?? 0), sales: Number(row?.sales ?? 0) };
}

/** Sum of every line before `before`: a statement's opening balance. */
export async function selectBalanceBefore(db: Db, sellerId: string, before: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${sellerLedger.amountCents}), 0)` })
    .from(sellerLedger)
    .where(and(eq(sellerLedger.sellerId, sellerId), inCurrency, lt(sellerLedger.occurredAt, before)));
  return Number(row?.total ?? 0);
}

/** The ledger lines of [start, end), oldest first, with the theme's name. */
export async function selectLedgerLines(db: Db, sellerId: string, start: Date, end: Date) {
  return db
    .select({
      id: sellerLedger.id,
      type: sellerLedger.type,
      occurredAt: sellerLedger.occurredAt,
      availableAt: sellerLedger.availableAt,
      amountCents: sellerLedger.amountCents,
      currency: sellerLedger.currency,
      purchaseId: sellerLedger.purchaseId,
      payoutId: sellerLedger.payoutId,
      themeName: themes.name,
      memo: sellerLedger.memo,
    })
    .from(sellerLedger)
    .leftJoin(themes, eq(themes.id, sellerLedger.themeId))
    .where(
      and(
        eq(sellerLedger.sellerId, sellerId),
        inCurrency,
        gte(sellerLedger.occurredAt, start),
        lt(sellerLedger.occurredAt, end),
      ),
    )
    .orderBy(asc(sellerLedger.occurredAt), asc(sellerLedger.createdAt), asc(sellerLedger.type));
}

/** The months ('YYYY-MM', UTC) with ledger lines, newest first. */
export async function selectStatementMonths(db: Db, sellerId: string): Promise<string[]> {
  const month = sql<string>`to_char(${sellerLedger.occurredAt} at time zone 'UTC', 'YYYY-MM')`;
  const rows = await db
    .selectDistinct({ month })
    .from(sellerLedger)
    .where(and(eq(sellerLedger.sellerId, sellerId), inCurrency))
    .orderBy(desc(month));
  return rows.map((row) => row.month);
}

export interface SalesFilter {
  themeId?: string;
  from?: Date;
  /** Exclusive. */
  to?: Date;
  q?: string;
  limit: number;
}

/** The seller's purchases, newest first: theme, buyer account, gross, fee, net, refund. */
export async function selectSales(db: Db, sellerId: string, filter: SalesFilter) {
  const conditions: SQL[] = [eq(purchases.developerId, sellerId)];
  if (filter.themeId) conditions.push(eq(purchases.themeId, filter.themeId));
  if (filter.from) conditions.push(gte(purchases.createdAt, filter.from));
  if (filter.to) conditions.push(lt(purchases.createdAt, filter.to));
  if (filter.q) {
    const pattern = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(themes.name, pattern), ilike(accounts.name, pattern))!);
  }
  return db
    .select({
      purchaseId: purchases.id,
      themeId: purchases.themeId,
      themeName: themes.name,
      buyer: sql<string>`coalesce(${accounts.name}, '')`,
      createdAt: purchases.createdAt,
      grossCents: purchases.pricePaid,
      feeCents: purchases.platformShare,
      netCents: purchases.developerShare,
      currency: purchases.currency,
      refundedAt: purchases.refundedAt,
    })
    .from(purchases)
    .innerJoin(themes, eq(themes.id, purchases.themeId))
    .leftJoin(accounts, eq(accounts.id, purchases.accountId))
    .where(and(...conditions))
    .orderBy(desc(purchases.createdAt), desc(purchases.id))
    .limit(filter.limit);
}

/** Sales (count, gross) by UTC month since `since`, for the chart. */
export async function selectMonthlySales(db: Db, sellerId: string, since: Date) {
  const month = sql<string>`to_char(${sellerLedger.occurredAt} at time zone 'UTC', 'YYYY-MM')`;
  return db
    .select({
      month,
      sales: sql<string>`count(*) filter (where ${sellerLedger.type} = 'sale')`,
      grossCents: sql<string>`coalesce(sum(${sellerLedger.amountCents}) filter (where ${sellerLedger.type} = 'sale'), 0)`,
      netCents: sql<string>`coalesce(sum(${sellerLedger.amountCents}) filter (where ${sellerLedger.type} in ('sale', 'platform_fee', 'refund', 'refund_fee_reversal')), 0)`,
    })
    .from(sellerLedger)
    .where(and(eq(sellerLedger.sellerId, sellerId), inCurrency, gte(sellerLedger.occurredAt, since)))
    .groupBy(month)
    .orderBy(asc(month));
}

/** The seller's best-selling themes (live purchases), by gross. */
export async function selectTopThemes(db: Db, sellerId: string, limit: number) {
  return db
    .select({
      themeId: themes.id,
      themeName: themes.name,
      sales: sql<string>`count(*)`,
      grossCents: sql<string>`sum(${purchases.pricePaid})`,
      netCents: sql<string>`sum(${purchases.developerShare})`,
    })
    .from(purchases)
    .innerJoin(themes, eq(themes.id, purchases.themeId))
    .where(and(eq(purchases.developerId, sellerId), isNull(purchases.refundedAt)))
    .groupBy(themes.id, themes.name)
    .orderBy(desc(sql`sum(${purchases.pricePaid})`))
    .limit(limit);
}

export async function selectPayouts(db: Db, sellerId: string | null, limit = 200) {
  return db
    .select({
      id: sellerPayouts.id,
      sellerId: sellerPayouts.sellerId,
      sellerName: users.name,
      sellerEmail: users.email,
      amountCents: sellerPayouts.amountCents,
      currency: sellerPayouts.currency,
      status: sellerPayouts.status,
      provider: sellerPayouts.provider,
      batch: sellerPayouts.batch,
      reference: sellerPayouts.reference,
      failureReason: sellerPayouts.failureReason,
      createdAt: sellerPayouts.createdAt,
      settledAt: sellerPayouts.settledAt,
    })
    .from(sellerPayouts)
    .leftJoin(users, eq(users.id, sellerPayouts.sellerId))
    .where(sellerId ? eq(sellerPayouts.sellerId, sellerId) : undefined)
    .orderBy(desc(sellerPayouts.createdAt), desc(sellerPayouts.id))
    .limit(limit);
}

export async function countPendingPayouts(db: Db, sellerId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<string>`count(*)` })
    .from(sellerPayouts)
    .where(and(eq(sellerPayouts.sellerId, sellerId), eq(sellerPayouts.status, 'pending')));
  return Number(row?.n ?? 0);
}

/** A provider's payouts still pending (a transfer whose outcome was unknown), oldest first. */
export async function selectPendingPayouts(db: Db, provider: PayoutProviderName) {
  return db
    .select()
    .from(sellerPayouts)
    .where(and(eq(sellerPayouts.provider, provider), eq(sellerPayouts.status, 'pending')))
    .orderBy(asc(sellerPayouts.createdAt));
}

export async function insertPayout(tx: Tx, row: typeof sellerPayouts.$inferInsert) {
  const [payout] = await tx.insert(sellerPayouts).values(row).returning();
  return payout!;
}

export async function selectPayoutForUpdate(tx: Tx, payoutId: string) {
  const [row] = await tx.select().from(sellerPayouts).where(eq(sellerPayouts.id, payoutId)).for('update');
  return row ?? null;
}

export async function selectPayout(db: Db, payoutId: string) {
  const [row] = await db.select().from(sellerPayouts).where(eq(sellerPayouts.id, payoutId));
  return row ?? null;
}

export async function markPayout(
  tx: Tx,
  payoutId: string,
  set: { status: 'paid' | 'failed'; reference?: string | null; failureReason?: string | null },
): Promise<void> {
  await tx
    .update(sellerPayouts)
    .set({ ...set, settledAt: new Date() })
    .where(and(eq(sellerPayouts.id, payoutId), eq(sellerPayouts.status, 'pending')));
}

/** A purchase with what a refund needs: its sale lines, its checkout's provider. */
export async function selectPurchase(db: Db, purchaseId: string) {
  const [row] = await db
    .select({
      id: purchases.id,
      accountId: purchases.accountId,
      themeId: purchases.themeId,
      themeName: themes.name,
      developerId: purchases.developerId,
      checkoutSessionId: purchases.checkoutSessionId,
      pricePaid: purchases.pricePaid,
      currency: purchases.currency,
      refundedAt: purchases.refundedAt,
      createdAt: purchases.createdAt,
      provider: checkoutSessions.provider,
    })
    .from(purchases)
    .innerJoin(themes, eq(themes.id, purchases.themeId))
    .leftJoin(checkoutSessions, eq(checkoutSessions.id, purchases.checkoutSessionId))
    .where(eq(purchases.id, purchaseId));
  return row ?? null;
}

/** Every purchase a checkout session made, refunded or not, in a stable order. */
export async function selectSessionPurchaseIds(db: Db, checkoutSessionId: string): Promise<string[]> {
  const rows = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(eq(purchases.checkoutSessionId, checkoutSessionId))
    .orderBy(asc(purchases.createdAt), asc(purchases.id));
  return rows.map((row) => row.id);
}

export async function selectSaleLines(db: Db, purchaseId: string) {
  return db
    .select()
    .from(sellerLedger)
    .where(and(eq(sellerLedger.purchaseId, purchaseId), inArray(sellerLedger.type, ['sale', 'platform_fee'])));
}

/** A pending claim older than this was left by a refund that stopped half-way (a crash): it may be taken again. */
const STALE_REFUND_CLAIM = sql`interval '5 minutes'`;

/**
 * Claims the refund of a purchase: the claim, or null when another admin holds a fresh claim or the
 * refund is done. A pending claim that holds the provider's refund id (the money went back, our
 * records did not follow) is taken at once and finished from that id. A stale claim without one is
 * taken over: the provider is asked again under the same idempotency key.
 */
export async function claimRefund(
  db: Db,
  row: { purchaseId: string; amountCents: number; reason: string; requestedBy: string | null },
) {
  const [inserted] = await db.insert(purchaseRefunds).values(row).onConflictDoNothing().returning();
  if (inserted) return inserted;
  const [retaken] = await db
    .update(purchaseRefunds)
    .set({ createdAt: sql`now()`, requestedBy: row.requestedBy, reason: row.reason })
    .where(
      and(
        eq(purchaseRefunds.purchaseId, row.purchaseId),
        eq(purchaseRefunds.status, 'pending'),
        or(
          isNotNull(purchaseRefunds.providerRefundId),
          lt(purchaseRefunds.createdAt, sql`now() - ${STALE_REFUND_CLAIM}`),
        ),
      ),
    )
    .returning();
  return retaken ?? null;
}

/** The provider's answer, kept on the claim the moment it arrives: a later try finishes from it. */
export async function recordProviderRefund(db: Db, purchaseId: string, providerRefundId: string): Promise<void> {
  await db
    .update(purchaseRefunds)
    .set({ providerRefundId })
    .where(and(eq(purchaseRefunds.purchaseId, purchaseId), eq(purchaseRefunds.status, 'pending')));
}

/** The claim, locked: two tries finishing the same refund run one after the other. */
export async function selectRefundClaimForUpdate(tx: Tx, purchaseId: string) {
  const [claim] = await tx
    .select()
    .from(purchaseRefunds)
    .where(eq(purchaseRefunds.purchaseId, purchaseId))
    .for('update');
  return claim ?? null;
}

/** Gives a claim back after the provider refused the refund, so it can be tried again. */
export async function releaseRefundClaim(db: Db, purchaseId: string): Promise<void> {
  await db
    .delete(purchaseRefunds)
    .where(
      and(
        eq(purchaseRefunds.purchaseId, purchaseId),
        eq(purchaseRefunds.status, 'pending'),
        isNull(purchaseRefunds.providerRefundId),
      ),
    );
}

export async function completeRefund(tx: Tx, purchaseId: string, providerRefundId: string, now: Date): Promise<void> {
  await tx
    .update(purchaseRefunds)
    .set({ status: 'succeeded', providerRefundId, completedAt: now })
    .where(eq(purchaseRefunds.purchaseId, purchaseId));
  await tx.update(purchases).set({ refundedAt: now }).where(eq(purchases.id, purchaseId));
}

/** Sellers for the back office: developers, and anyone else with ledger lines (an admin's themes are the platform's). */
export async function selectSellers(db: Db, now: Date) {
  const ledger = db
    .select({
      sellerId: sellerLedger.sellerId,
      available:
        sql<string>`coalesce(sum(${sellerLedger.amountCents}) filter (where ${sellerLedger.availableAt} <= ${now}), 0)`.as(
          'available',
        ),
      pending:
        sql<string>`coalesce(sum(${sellerLedger.amountCents}) filter (where ${sellerLedger.availableAt} > ${now}), 0)`.as(
          'pending',
        ),
      gross: sql<string>`coalesce(sum(${sellerLedger.amountCents}) filter (where ${sellerLedger.type} = 'sale'), 0)`.as(
        'gross',
      ),
      sales: sql<string>`count(*) filter (where ${sellerLedger.type} = 'sale')`.as('sales'),
      refunds: sql<string>`count(*) filter (where ${sellerLedger.type} = 'refund')`.as('refunds'),
      paidOut:
        sql<string>`coalesce(-sum(${sellerLedger.amountCents}) filter (where ${sellerLedger.type} in ('payout', 'payout_reversal')), 0)`.as(
          'paid_out',
        ),
    })
    .from(sellerLedger)
    .where(inCurrency)
    .groupBy(sellerLedger.sellerId)
    .as('ledger');
  const owned = db
    .select({ creatorId: themes.creatorId, themes: sql<string>`count(*)`.as('themes') })
    .from(themes)
    .where(isNotNull(themes.creatorId))
    .groupBy(themes.creatorId)
    .as('owned');
  return db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      role: profiles.role,
      storeName: developerProfiles.storeName,
      storeSlug: developerProfiles.slug,
      themes: sql<string>`coalesce(${owned.themes}, 0)`,
      sales: sql<string>`coalesce(${ledger.sales}, 0)`,
      refunds: sql<string>`coalesce(${ledger.refunds}, 0)`,
      grossCents: sql<string>`coalesce(${ledger.gross}, 0)`,
      availableCents: sql<string>`coalesce(${ledger.available}, 0)`,
      pendingCents: sql<string>`coalesce(${ledger.pending}, 0)`,
      paidOutCents: sql<string>`coalesce(${ledger.paidOut}, 0)`,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(developerProfiles, eq(developerProfiles.userId, users.id))
    .leftJoin(ledger, eq(ledger.sellerId, users.id))
    .leftJoin(owned, eq(owned.creatorId, users.id))
    .where(or(eq(profiles.role, 'developer'), isNotNull(ledger.sellerId)))
    .orderBy(desc(sql`coalesce(${ledger.gross}, 0)`), asc(users.email));
}

/** Sellers whose available balance reaches `minimum` (a payout batch pays each of them). */
export async function selectPayableSellers(db: Db, now: Date, minimum: number): Promise<string[]> {
  const available = sql<string>`sum(${sellerLedger.amountCents}) filter (where ${sellerLedger.availableAt} <= ${now})`;
  const rows = await db
    .select({ sellerId: sellerLedger.sellerId })
    .from(sellerLedger)
    .where(inCurrency)
    .groupBy(sellerLedger.sellerId)
    .having(gte(available, sql`${minimum}`));
  return rows.map((row) => row.sellerId);
}

/** The platform's take: fees net of refunds (ledger), and sales of themes without a developer (purchases). */
export async function selectPlatformTake(db: Db, start: Date | null, end: Date | null) {
  const ledgerWhen = and(
    inCurrency,
    inArray(sellerLedger.type, ['platform_fee', 'refund_fee_reversal']),
    start ? gte(sellerLedger.occurredAt, start) : undefined,
    end ? lt(sellerLedger.occurredAt, end) : undefined,
  );
  const [fees] = await db
    .select({ total: sql<string>`coalesce(-sum(${sellerLedger.amountCents}), 0)` })
    .from(sellerLedger)
    .where(ledgerWhen);
  const [own] = await db
    .select({ total: sql<string>`coalesce(sum(${purchases.pricePaid}), 0)` })
    .from(purchases)
    .where(
      and(
        isNull(purchases.developerId),
        isNull(purchases.refundedAt),
        eq(purchases.currency, SELLER_CURRENCY),
        start ? gte(purchases.createdAt, start) : undefined,
        end ? lt(purchases.createdAt, end) : undefined,
      ),
    );
  const [gross] = await db
    .select({ total: sql<string>`coalesce(sum(${sellerLedger.amountCents}), 0)` })
    .from(sellerLedger)
    .where(
      and(
        inCurrency,
        inArray(sellerLedger.type, ['sale', 'refund']),
        start ? gte(sellerLedger.occurredAt, start) : undefined,
        end ? lt(sellerLedger.occurredAt, end) : undefined,
      ),
    );
  return {
    developerSalesCents: Number(gross?.total ?? 0),
    feesCents: Number(fees?.total ?? 0),
    ownThemesCents: Number(own?.total ?? 0),
  };
}

export async function selectUser(db: Db, userId: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** The buyer's 'refunded' billing entry; once per provider refund. */
export async function insertRefundInvoice(tx: Tx, row: typeof invoices.$inferInsert): Promise<void> {
  await tx.insert(invoices).values(row).onConflictDoNothing();
}

/**
 * The developer a sale of the theme pays: its creator when they are a platform developer with a
 * store. Anyone else's theme (an admin made it in the back office, the seeded catalogue) is the
 * platform's own, and its sales are all the platform's (decision 029).
 */
export async function selectThemeDeveloper(db: Db, themeId: string): Promise<string | null> {
  const [row] = await db
    .select({ developerId: developerProfiles.userId })
    .from(themes)
    .innerJoin(profiles, and(eq(profiles.userId, themes.creatorId), eq(profiles.role, 'developer')))
    .innerJoin(developerProfiles, eq(developerProfiles.userId, themes.creatorId))
    .where(eq(themes.id, themeId));
  return row?.developerId ?? null;
}

export async function selectThemePrice(db: Db, themeId: string) {
  const [theme] = await db
    .select({ name: themes.name, price: themes.price })
    .from(themes)
    .where(eq(themes.id, themeId));
  return theme;
}

/** A completed local checkout dated in the past (recorded-sales.ts). */
export async function insertPastCheckout(tx: Tx, row: typeof checkoutSessions.$inferInsert): Promise<void> {
  await tx.insert(checkoutSessions).values(row);
}

export async function insertPastPurchaseRow(tx: Tx, row: typeof purchases.$inferInsert): Promise<PurchaseRow> {
  const [purchase] = await tx.insert(purchases).values(row).returning();
  return purchase!;
}

// The sellers' money (issue 22, decision 029): an append-only ledger in the Polar style (no
// balance column: a balance is the sum of the lines), the payouts that move money out, the
// refunds of purchases, and each seller's payout account (also the row a payout or refund locks).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { LEDGER_ENTRY_TYPES, PAYOUT_PROVIDERS, PAYOUT_STATUSES } from '@themeport/core';
import { users } from './auth-schema.ts';
import { purchases } from './billing-schema.ts';

export const ledgerEntryTypeEnum = pgEnum('seller_ledger_type', LEDGER_ENTRY_TYPES);
export const payoutStatusEnum = pgEnum('seller_payout_status', PAYOUT_STATUSES);
export const payoutProviderEnum = pgEnum('seller_payout_provider', PAYOUT_PROVIDERS);

/**
 * One row per seller who has money or a payout account: where payouts go (local: nowhere to
 * connect; Stripe: the Express account) and the row that serialises a seller's payouts and refunds
 * (SELECT … FOR UPDATE). It holds no balance.
 */
export const sellerAccounts = pgTable('seller_accounts', {
  /**
   * The seller's user id; no foreign key, as on the ledger: a refund of a deleted developer's sale
   * still locks this row, and where their payouts went is kept.
   */
  userId: uuid().primaryKey(),
  provider: payoutProviderEnum().notNull().default('local'),
  /** Stripe Connect account id (acct_…), null locally. */
  externalAccountId: text(),
  detailsSubmitted: boolean().notNull().default(false),
  payoutsEnabled: boolean().notNull().default(false),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A payout: money moved out of a seller's available balance (its ledger line is written with it). */
export const sellerPayouts = pgTable(
  'seller_payouts',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The seller's user id; no foreign key: money records outlive the user. */
    sellerId: uuid().notNull(),
    amountCents: integer().notNull(),
    currency: text().notNull().default('usd'),
    status: payoutStatusEnum().notNull().default('pending'),
    provider: payoutProviderEnum().notNull(),
    /** The admin's batch label (local) or the run's (stripe). */
    batch: text().notNull().default(''),
    /** The bank or transfer reference (local: typed by the admin; Stripe: the transfer id). */
    reference: text(),
    failureReason: text(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('seller_payouts_seller_idx').on(t.sellerId, t.createdAt.desc()),
    check('seller_payouts_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/** A refund of one purchase: the row is claimed before the provider is called, so a purchase is refunded once. */
export const purchaseRefunds = pgTable('purchase_refunds', {
  purchaseId: uuid()
    .primaryKey()
    .references(() => purchases.id, { onDelete: 'cascade' }),
  status: text().$type<'pending' | 'succeeded'>().notNull().default('pending'),
  amountCents: integer().notNull(),
  providerRefundId: text(),
  reason: text().notNull().default(''),
  requestedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  completedAt: timestamp({ withTimezone: true }),
});

/**
 * The ledger. Append-only: rows are inserted, never updated or deleted (a correction is a new
 * line: refund, payout_reversal, adjustment). Signs are fixed per type by the checks below, and one
 * purchase or payout has at most one line of each type, so a retry cannot write a line twice.
 */
export const sellerLedger = pgTable(
  'seller_ledger',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The seller's user id (themes.creator_id); no foreign key: money records outlive the user. */
    sellerId: uuid().notNull(),
    type: ledgerEntryTypeEnum().notNull(),
    occurredAt: timestamp({ withTimezone: true }).notNull(),
    /** When the line counts as available: occurred_at + hold for sales, at once for payouts. */
    availableAt: timestamp({ withTimezone: true }).notNull(),
    /** No foreign key: the lines outlive a purchase deleted with its account (and would block that delete). */
    purchaseId: uuid(),
    themeId: uuid(),
    amountCents: integer().notNull(),
    currency: text().notNull().default('usd'),
    payoutId: uuid().references(() => sellerPayouts.id, { onDelete: 'restrict' }),
    memo: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('seller_ledger_seller_occurred_idx').on(t.sellerId, t.occurredAt),
    index('seller_ledger_seller_available_idx').on(t.sellerId, t.availableAt),
    uniqueIndex('seller_ledger_purchase_type_key')
      .on(t.purchaseId, t.type)
      .where(sql`${t.purchaseId} is not null`),
    uniqueIndex('seller_ledger_payout_type_key')
      .on(t.payoutId, t.type)
      .where(sql`${t.payoutId} is not null`),
    check(
      'seller_ledger_sign',
      sql`case ${t.type}
        when 'sale' then ${t.amountCents} > 0
        when 'platform_fee' then ${t.amountCents} <= 0
        when 'refund' then ${t.amountCents} < 0
        when 'refund_fee_reversal' then ${t.amountCents} >= 0
        when 'payout' then ${t.amountCents} < 0
        when 'payout_reversal' then ${t.amountCents} > 0
        else ${t.amountCents} <> 0 end`,
    ),
    check(
      'seller_ledger_links',
      sql`(${t.type} in ('sale', 'platform_fee', 'refund', 'refund_fee_reversal')) = (${t.purchaseId} is not null)
        and (${t.type} in ('payout', 'payout_reversal')) = (${t.payoutId} is not null)`,
    ),
  ],
);

export type SellerLedgerRow = typeof sellerLedger.$inferSelect;
export type NewSellerLedgerRow = typeof sellerLedger.$inferInsert;
export type SellerPayoutRow = typeof sellerPayouts.$inferSelect;
export type SellerAccountRow = typeof sellerAccounts.$inferSelect;

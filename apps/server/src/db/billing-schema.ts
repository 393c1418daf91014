import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CHECKOUT_MODES, CHECKOUT_STATUSES, INVOICE_STATUSES, PLANS, SUBSCRIPTION_STATUSES } from '@themeport/core';
import { accounts } from './accounts-schema.ts';
import { users } from './auth-schema.ts';
import { themes } from './themes-schema.ts';

export const paymentProviderEnum = pgEnum('payment_provider', ['local', 'stripe']);
export const checkoutModeEnum = pgEnum('checkout_mode', CHECKOUT_MODES);
export const checkoutStatusEnum = pgEnum('checkout_status', CHECKOUT_STATUSES);
export const subscriptionStatusEnum = pgEnum('subscription_status', SUBSCRIPTION_STATUSES);
export const invoiceStatusEnum = pgEnum('invoice_status', INVOICE_STATUSES);
export const billingPlanEnum = pgEnum('billing_plan', PLANS);

export interface CheckoutLine {
  themeId: string;
  name: string;
  /** Minor units charged for this line (one licence). */
  amount: number;
  quantity: number;
}

/**
 * A checkout we started, with either provider: what it sells and where it returns. The id is the
 * provider's session id (cs_local_… or Stripe's cs_…).
 */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text().primaryKey(),
    provider: paymentProviderEnum().notNull(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mode: checkoutModeEnum().notNull(),
    status: checkoutStatusEnum().notNull().default('open'),
    lines: jsonb().$type<CheckoutLine[]>().notNull().default([]),
    plan: billingPlanEnum(),
    amountTotal: integer().notNull().default(0),
    currency: text().notNull().default('usd'),
    successUrl: text().notNull(),
    cancelUrl: text().notNull(),
    /** Where the browser is sent: the provider's hosted page, or /checkout/{id} locally. */
    url: text().notNull(),
    idempotencyKey: text().notNull(),
    /**
     * The provider's payment (Stripe: the payment intent), kept at fulfilment: a refund or dispute
     * made at Stripe names the payment, and this finds the purchases it takes back.
     */
    paymentIntentId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    unique('checkout_sessions_idempotency_key').on(t.idempotencyKey),
    index('checkout_sessions_account_idx').on(t.accountId),
    index('checkout_sessions_payment_intent_idx').on(t.paymentIntentId),
  ],
);

/** spec 000 §3 / 001 §3 Billing subscription. One row per provider subscription. */
export const billingSubscriptions = pgTable(
  'billing_subscriptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    provider: paymentProviderEnum().notNull(),
    providerSubscriptionId: text().notNull().unique(),
    stripeCustomerId: text(),
    priceId: text().notNull(),
    plan: billingPlanEnum().notNull(),
    status: subscriptionStatusEnum().notNull(),
    amount: integer().notNull(),
    currency: text().notNull().default('usd'),
    currentPeriodStart: timestamp({ withTimezone: true }),
    currentPeriodEnd: timestamp({ withTimezone: true }),
    cancelAtPeriodEnd: boolean().notNull().default(false),
    /** A downgrade that takes effect at the period end (local: the renewal applies it; Stripe: a schedule). */
    pendingPlan: billingPlanEnum(),
    /** Stripe's subscription schedule carrying the pending downgrade (released when it is called off). */
    providerScheduleId: text(),
    /** When the provider produced the newest event applied here: older events are ignored. */
    lastEventAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('billing_subscriptions_account_idx').on(t.accountId, t.status)],
);

/** spec 001 §3 Invoice: every payment has one (receipts for theme purchases included). */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid().primaryKey().defaultRandom(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    provider: paymentProviderEnum().notNull(),
    providerInvoiceId: text().notNull().unique(),
    number: text().notNull(),
    stripeCustomerId: text(),
    subscriptionId: uuid().references(() => billingSubscriptions.id, { onDelete: 'set null' }),
    checkoutSessionId: text(),
    description: text().notNull().default(''),
    amountPaid: integer().notNull(),
    currency: text().notNull().default('usd'),
    status: invoiceStatusEnum().notNull(),
    periodStart: timestamp({ withTimezone: true }),
    periodEnd: timestamp({ withTimezone: true }),
    /** Provider links (Stripe); null locally, where our own receipt and PDF routes serve them. */
    invoicePdf: text(),
    hostedInvoiceUrl: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('invoices_account_created_idx').on(t.accountId, t.createdAt.desc())],
);

/** spec 001 §3 Payment method (cards). Exactly one default per account when any exist. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: uuid().primaryKey().defaultRandom(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    provider: paymentProviderEnum().notNull(),
    providerPaymentMethodId: text().notNull().unique(),
    stripeCustomerId: text(),
    brand: text().notNull(),
    last4: text().notNull(),
    expMonth: smallint().notNull(),
    expYear: smallint().notNull(),
    cvcCheck: text(),
    isDefault: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_methods_account_idx').on(t.accountId, t.createdAt.desc()),
    // At most one default per account, whatever races happen.
    uniqueIndex('payment_methods_one_default')
      .on(t.accountId)
      .where(sql`${t.isDefault}`),
    check('payment_methods_exp_month', sql`${t.expMonth} between 1 and 12`),
  ],
);

/** A theme bought by an account: the price paid and its split (developers keep 80%). */
export const purchases = pgTable(
  'purchases',
  {
    id: uuid().primaryKey().defaultRandom(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    themeId: uuid()
      .notNull()
      .references(() => themes.id, { onDelete: 'restrict' }),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    developerId: uuid(),
    checkoutSessionId: text().notNull(),
    pricePaid: integer().notNull(),
    developerShare: integer().notNull(),
    platformShare: integer().notNull(),
    currency: text().notNull().default('usd'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Set when an admin refunded it (decision 029): the licence is revoked and may be bought again. */
    refundedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    // One live purchase per account and theme; a refunded one no longer counts.
    uniqueIndex('purchases_account_theme_key')
      .on(t.accountId, t.themeId)
      .where(sql`${t.refundedAt} is null`),
    index('purchases_developer_idx').on(t.developerId),
    // Analytics: the sales and the refunds of a range.
    index('purchases_created_idx').on(t.createdAt),
    index('purchases_refunded_idx')
      .on(t.refundedAt)
      .where(sql`${t.refundedAt} is not null`),
    check('purchases_split_adds_up', sql`${t.developerShare} + ${t.platformShare} = ${t.pricePaid}`),
  ],
);

/** Every provider event applied, recorded in the same transaction: a replay finds its id and stops. */
export const paymentEvents = pgTable('payment_events', {
  id: text().primaryKey(),
  provider: paymentProviderEnum().notNull(),
  type: text().notNull(),
  accountId: uuid(),
  receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** spec 000 §3 Cart item, per user. */
export const cartItems = pgTable(
  'cart_items',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    themeId: uuid()
      .notNull()
      .references(() => themes.id, { onDelete: 'cascade' }),
    quantity: integer().notNull().default(1),
    addedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.themeId] }),
    check('cart_items_quantity', sql`${t.quantity} between 1 and 99`),
  ],
);

export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;
export type BillingSubscriptionRow = typeof billingSubscriptions.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type PurchaseRow = typeof purchases.$inferSelect;
export type CartItemRow = typeof cartItems.$inferSelect;

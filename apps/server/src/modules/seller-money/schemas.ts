// The seller-money routes' OpenAPI shapes (the inputs' rules are core's earnings-schemas.ts).
import { z } from '@hono/zod-openapi';
import {
  BALANCE_STATES,
  LEDGER_ENTRY_TYPES,
  PAYOUT_PROVIDERS,
  PAYOUT_STATUSES,
  EARNINGS_TEXT,
  isStatementMonth,
} from '@themeport/core';
import { ErrorSchema, json } from '../../http/schemas.ts';

const cents = z.number().int();
const isoDate = z.string().openapi({ format: 'date-time' });
const uuid = (name: string) =>
  z.uuid({ error: `${name} must be a UUID.` }).openapi({ param: { name, in: 'path' }, format: 'uuid' });

export const sellerParamSchema = z.object({ userId: uuid('userId') });
export const monthParamSchema = z.object({
  month: z
    .string()
    .refine(isStatementMonth, EARNINGS_TEXT.badMonth)
    .openapi({ param: { name: 'month', in: 'path' }, example: '2026-11' }),
});
export const sellerMonthParamSchema = sellerParamSchema.extend(monthParamSchema.shape);
export const payoutParamSchema = z.object({ payoutId: uuid('payoutId') });
export const purchaseParamSchema = z.object({ purchaseId: uuid('purchaseId') });

const MonthEarnings = z.object({ month: z.string(), netCents: cents, grossCents: cents, sales: z.number().int() });

export const EarningsSummarySchema = z
  .object({
    currency: z.string(),
    thisMonth: MonthEarnings,
    lastMonth: MonthEarnings,
    availableCents: cents,
    pendingCents: cents,
    balanceState: z.enum(BALANCE_STATES),
    minimumPayoutCents: cents,
    nextPayout: z.object({ date: z.string(), text: z.string(), amountCents: cents }),
    notice: z.string(),
  })
  .openapi('EarningsSummary');

export const EarningsChartsSchema = z
  .object({
    months: z.array(z.object({ month: z.string(), sales: z.number().int(), grossCents: cents, netCents: cents })),
    topThemes: z.array(
      z.object({
        themeId: z.string(),
        themeName: z.string(),
        sales: z.number().int(),
        grossCents: cents,
        netCents: cents,
      }),
    ),
  })
  .openapi('EarningsCharts');

export const SaleSchema = z
  .object({
    purchaseId: z.string(),
    themeId: z.string(),
    themeName: z.string(),
    buyer: z.string().openapi({ description: "The buying account's name" }),
    createdAt: isoDate,
    grossCents: cents,
    feeCents: cents,
    netCents: cents,
    currency: z.string(),
    refundedAt: isoDate.nullable(),
    line: z.string().openapi({ example: '$49.00 → platform 20% $9.80 → you 80% $39.20' }),
  })
  .openapi('Sale');

export const PayoutSchema = z
  .object({
    id: z.string(),
    sellerId: z.string(),
    sellerName: z.string(),
    sellerEmail: z.string(),
    amountCents: cents,
    currency: z.string(),
    status: z.enum(PAYOUT_STATUSES),
    provider: z.enum(PAYOUT_PROVIDERS),
    batch: z.string(),
    reference: z.string().nullable(),
    failureReason: z.string().nullable(),
    createdAt: isoDate,
    settledAt: isoDate.nullable(),
  })
  .openapi('Payout');

export const StatementSchema = z
  .object({
    month: z.string(),
    currency: z.string(),
    openingCents: cents,
    closingCents: cents,
    totals: z.object({ sales: cents, fees: cents, refunds: cents, payouts: cents, adjustments: cents }),
    lines: z.array(
      z.object({
        id: z.string(),
        type: z.enum(LEDGER_ENTRY_TYPES),
        label: z.string(),
        occurredAt: isoDate,
        availableAt: isoDate,
        themeName: z.string().nullable(),
        purchaseId: z.string().nullable(),
        payoutId: z.string().nullable(),
        memo: z.string(),
        amountCents: cents,
        balanceCents: cents,
      }),
    ),
  })
  .openapi('Statement');

export const PayoutAccountSchema = z
  .object({
    provider: z.enum(PAYOUT_PROVIDERS),
    connected: z.boolean(),
    payoutsEnabled: z.boolean(),
    detailsSubmitted: z.boolean(),
    message: z.string(),
  })
  .openapi('PayoutAccount');

export const SellerSchema = z
  .object({
    userId: z.string(),
    name: z.string(),
    email: z.string(),
    store: z
      .object({ name: z.string(), slug: z.string() })
      .nullable()
      .openapi({ description: 'The developer store (its public page is /developers/{slug}); null before onboarding' }),
    themes: z.number().int(),
    sales: z.number().int(),
    refunds: z.number().int(),
    grossCents: cents,
    availableCents: cents,
    pendingCents: cents,
    paidOutCents: cents,
  })
  .openapi('Seller');

const Take = z.object({ developerSalesCents: cents, feesCents: cents, ownThemesCents: cents, totalCents: cents });
export const PlatformTakeSchema = z
  .object({
    thisMonth: Take.extend({ month: z.string() }),
    lastMonth: Take.extend({ month: z.string() }),
    allTime: Take,
  })
  .openapi('PlatformTake');

export const RefundSchema = z
  .object({ purchaseId: z.string(), amountCents: cents, providerRefundId: z.string(), licenceRevoked: z.boolean() })
  .openapi('PurchaseRefund');

export const csvResponse = (description: string) => ({
  200: { content: { 'text/csv': { schema: z.string() } }, description },
});
export const pdfResponse = (description: string) => ({
  200: { content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } }, description },
});

export const developerOnly = {
  403: json(ErrorSchema, 'FORBIDDEN: not a developer'),
};
export const adminOnly = {
  403: json(ErrorSchema, 'FORBIDDEN: not an admin'),
};

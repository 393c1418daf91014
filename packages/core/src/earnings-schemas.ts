import { z } from 'zod';
import {
  EARNINGS_TEXT,
  isMoneyDay,
  isStatementMonth,
  MAX_MONEY_INPUT_CENTS,
  MINIMUM_PAYOUT_CENTS,
} from './earnings.ts';

/** Whole cents within the money-input bounds (core earnings.ts); anything else is a 400 with one message. */
export const moneyInputSchema = z
  .number({ error: EARNINGS_TEXT.moneyInput })
  .int(EARNINGS_TEXT.moneyInput)
  .min(1, EARNINGS_TEXT.moneyInput)
  .max(MAX_MONEY_INPUT_CENTS, EARNINGS_TEXT.moneyInput);

export const statementMonthSchema = z.string().trim().refine(isStatementMonth, EARNINGS_TEXT.badMonth);

const isoDate = z.iso.date({ error: EARNINGS_TEXT.badDay }).refine(isMoneyDay, EARNINGS_TEXT.badDay);

/** GET /api/developer/sales (and its CSV): filter by theme and dates (UTC days, inclusive), search by theme or buyer account. */
export const salesQuerySchema = z.object({
  themeId: z.uuid().optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  q: z.string().trim().max(100).optional(),
});
export type SalesQuery = z.infer<typeof salesQuerySchema>;

/** POST /api/admin/developers/{userId}/payouts: an amount (default: all the available balance) and a batch label. */
export const createPayoutSchema = z.object({
  amountCents: moneyInputSchema.refine((value) => value >= MINIMUM_PAYOUT_CENTS, EARNINGS_TEXT.belowMinimum).optional(),
  batch: z.string().trim().max(100).optional(),
});
export type CreatePayoutInput = z.infer<typeof createPayoutSchema>;

/** POST /api/admin/payouts/batches: pays every developer whose available balance reaches the minimum. */
export const createPayoutBatchSchema = z.object({ batch: z.string().trim().min(1).max(100).optional() });

/** POST /api/admin/payouts/{payoutId}/settle: the reference of the money sent (local payouts). */
export const settlePayoutSchema = z.object({
  outcome: z.enum(['paid', 'failed']),
  reference: z.string().trim().max(200).default(''),
});
export type SettlePayoutInput = z.infer<typeof settlePayoutSchema>;

/** POST /api/admin/purchases/{purchaseId}/refund. */
export const refundPurchaseSchema = z.object({ reason: z.string().trim().max(500).default('') });

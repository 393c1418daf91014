// An admin refunds a purchase (decision 029): once, through the payment adapter, then the
// reversing ledger lines, the licence revoked and a 'refunded' entry on the buyer's billing page.
import { EARNINGS_TEXT, refundAvailableAt, refundEntries } from '@themeport/core';
import type { PaymentProvider } from '../../adapters/payments/types.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { writeAudit, type AuditContext } from '../../lib/audit.ts';
import type { Logger } from '../../logger.ts';
import { removeLibraryEntry } from '../library/index.ts';
import {
  claimRefund,
  completeRefund,
  insertLedgerEntries,
  insertRefundInvoice,
  lockSeller,
  recordProviderRefund,
  releaseRefundClaim,
  selectPurchase,
  selectRefundClaimForUpdate,
  selectSaleLines,
  selectSessionPurchaseIds,
} from './queries.ts';

export interface RefundDeps {
  db: Database;
  payments: PaymentProvider;
  logger: Logger;
}

export interface RefundOutcome {
  purchaseId: string;
  amountCents: number;
  providerRefundId: string;
  licenceRevoked: boolean;
}

const alreadyRefunded = () => new AppError('ALREADY_REFUNDED', 409, EARNINGS_TEXT.alreadyRefunded);

/**
 * Refunds the whole purchase. The refund row is claimed first (its primary key is the purchase):
 * two admins at once → one claim, the other gets ALREADY_REFUNDED, and the provider is called
 * once (its idempotency key is the purchase's too). A provider failure gives the claim back; its
 * answer is kept on the claim at once, so a try that fails after it finishes from that id and
 * never asks the provider again (an idempotency key expires, a stored id does not).
 * The sites the account built with the theme keep running (decision 029); the theme leaves the library.
 */
export async function refundPurchase(
  { db, payments, logger }: RefundDeps,
  audit: AuditContext,
  input: { purchaseId: string; reason: string },
  now = () => new Date(),
): Promise<RefundOutcome> {
  const purchase = await selectPurchase(db, input.purchaseId);
  if (!purchase) throw new AppError('PURCHASE_NOT_FOUND', 404, 'Purchase not found.');
  if (purchase.refundedAt) throw alreadyRefunded();
  if (purchase.pricePaid <= 0 || !purchase.provider)
    throw new AppError('NOT_REFUNDABLE', 400, EARNINGS_TEXT.notRefundable);
  const claim = await takeClaim(db, payments.name, purchase, { reason: input.reason, requestedBy: audit.userId });
  if (!claim) throw alreadyRefunded();

  let providerRefundId = claim.providerRefundId;
  if (!providerRefundId) {
    try {
      const payment = await payments.paymentOfSession({ sessionId: purchase.checkoutSessionId });
      if (!payment) throw new Error('the checkout session has no payment');
      const refund = await payments.refund({
        paymentIntentId: payment,
        amount: purchase.pricePaid,
        idempotencyKey: `refund_purchase_${purchase.id}`,
        metadata: { purchaseId: purchase.id, accountId: purchase.accountId, themeId: purchase.themeId },
        reason: 'requested_by_customer',
      });
      providerRefundId = refund.providerRefundId;
    } catch (error) {
      logger.warn({ purchaseId: purchase.id, err: error }, 'refund of a purchase failed at the provider');
      await releaseRefundClaim(db, purchase.id);
      throw new AppError('REFUND_FAILED', 502, 'The payment provider did not accept the refund. Try again.');
    }
    await recordProviderRefund(db, purchase.id, providerRefundId);
  }
  return recordRefund(db, payments.name, audit, { purchase, providerRefundId, reason: input.reason }, now());
}

type RefundedPurchase = NonNullable<Awaited<ReturnType<typeof selectPurchase>>>;

/**
 * What can fail locally is tried before the money moves (the seller's row, made on first use),
 * then the purchase's refund is claimed: null when another try holds the claim or it is done.
 */
async function takeClaim(
  db: Database,
  provider: PaymentProvider['name'],
  purchase: RefundedPurchase,
  claim: { reason: string; requestedBy: string | null },
) {
  const { developerId } = purchase;
  if (developerId) await db.transaction((tx) => lockSeller(tx, developerId, provider));
  return claimRefund(db, { purchaseId: purchase.id, amountCents: purchase.pricePaid, ...claim });
}

/** Who the audit log names for a refund or dispute made at the provider, outside Themeport. */
function providerAudit(provider: PaymentProvider['name'], requestId: string | null): AuditContext {
  return {
    userId: null,
    email: provider,
    fullName: `${provider} (webhook)`,
    role: 'unknown',
    ipAddress: null,
    userAgent: null,
    sessionId: null,
    requestId,
  };
}

/**
 * A refund or dispute made at the provider (Stripe's dashboard, the card issuer) that takes back a
 * paid session: each of its purchases not yet refunded goes through the admin's path (reversing
 * lines, licence revoked, the buyer's 'refunded' entry, audit) with the provider's reference, and
 * nothing is sent to the provider. Exactly once: a purchase refunded already, or whose refund
 * another try holds, is left alone. Answers how many purchases it recorded now.
 */
export async function recordProviderReversal(
  db: Database,
  input: {
    provider: PaymentProvider['name'];
    checkoutSessionId: string;
    reference: string;
    reason: string;
    requestId: string | null;
  },
  now = () => new Date(),
): Promise<number> {
  const sold = await selectSessionPurchaseIds(db, input.checkoutSessionId);
  let recorded = 0;
  for (const [index, purchaseId] of sold.entries()) {
    const purchase = await selectPurchase(db, purchaseId);
    if (!purchase || purchase.refundedAt || purchase.pricePaid <= 0) continue;
    const claim = await takeClaim(db, input.provider, purchase, { reason: input.reason, requestedBy: null });
    if (!claim) continue;
    // One provider reference, one billing entry per purchase: a session of several themes numbers them.
    const providerRefundId =
      claim.providerRefundId ?? (sold.length === 1 ? input.reference : `${input.reference}-${index + 1}`);
    if (!claim.providerRefundId) await recordProviderRefund(db, purchase.id, providerRefundId);
    try {
      const audit = providerAudit(input.provider, input.requestId);
      await recordRefund(db, input.provider, audit, { purchase, providerRefundId, reason: input.reason }, now());
      recorded += 1;
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'ALREADY_REFUNDED')) throw error;
    }
  }
  return recorded;
}

/**
 * Our side of a refund the provider made: in one transaction, the reversing lines, the purchase
 * refunded, the licence revoked, the buyer's 'refunded' entry and the audit entry. Once: the claim
 * is locked and a finished one is ALREADY_REFUNDED.
 */
async function recordRefund(
  db: Database,
  provider: PaymentProvider['name'],
  audit: AuditContext,
  { purchase, providerRefundId, reason }: { purchase: RefundedPurchase; providerRefundId: string; reason: string },
  at: Date,
): Promise<RefundOutcome> {
  return db.transaction(async (tx) => {
    const claim = await selectRefundClaimForUpdate(tx, purchase.id);
    if (claim?.status === 'succeeded') throw alreadyRefunded();
    if (purchase.developerId) {
      // Serialised with the seller's payouts: a payout being made sees this refund or comes first.
      await lockSeller(tx, purchase.developerId, provider);
      const lines = await selectSaleLines(tx, purchase.id);
      const sale = lines.find((line) => line.type === 'sale');
      const fee = lines.find((line) => line.type === 'platform_fee');
      if (sale) {
        const { refund, feeReversal } = refundEntries({
          grossCents: sale.amountCents,
          platformFeeCents: fee?.amountCents ?? 0,
        });
        const common = {
          sellerId: purchase.developerId,
          occurredAt: at,
          availableAt: refundAvailableAt(sale.availableAt, at),
          purchaseId: purchase.id,
          themeId: purchase.themeId,
          currency: sale.currency,
          memo: reason,
        };
        await insertLedgerEntries(tx, [
          { ...common, type: 'refund', amountCents: refund },
          ...(feeReversal > 0 ? [{ ...common, type: 'refund_fee_reversal' as const, amountCents: feeReversal }] : []),
        ]);
      }
    }
    await completeRefund(tx, purchase.id, providerRefundId, at);
    const licenceRevoked = await removeLibraryEntry(tx, { accountId: purchase.accountId, themeId: purchase.themeId });
    await insertRefundInvoice(tx, {
      accountId: purchase.accountId,
      provider,
      providerInvoiceId: providerRefundId,
      number: providerRefundId,
      checkoutSessionId: purchase.checkoutSessionId,
      description: `Refund: ${purchase.themeName}`,
      amountPaid: purchase.pricePaid,
      currency: purchase.currency,
      status: 'refunded',
    });
    await writeAudit(tx, audit, {
      actionType: 'update',
      resourceType: 'payment',
      resourceId: purchase.id,
      resourceName: `Refund: ${purchase.themeName}`,
      accountId: purchase.accountId,
      metadata: { amountCents: purchase.pricePaid, providerRefundId, reason, licenceRevoked },
    });
    return { purchaseId: purchase.id, amountCents: purchase.pricePaid, providerRefundId, licenceRevoked };
  });
}

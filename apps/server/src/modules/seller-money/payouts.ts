// Payouts (decision 029): money out of a seller's available balance, never more than it holds,
// whatever runs at the same time. The seller's row is locked (SELECT … FOR UPDATE) while the
// balance is read and the payout and its ledger line are written; refunds take the same lock.
import { EARNINGS_TEXT, MINIMUM_PAYOUT_CENTS, SELLER_CURRENCY, diffChanges, payoutRefusal } from '@themeport/core';
import { PayoutRefusedError, type PayoutProvider } from '../../adapters/payouts/index.ts';
import type { Database } from '../../db/client.ts';
import type { SellerPayoutRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { writeAudit, type AuditContext } from '../../lib/audit.ts';
import type { Logger } from '../../logger.ts';
import {
  insertLedgerEntries,
  insertPayout,
  lockSeller,
  markPayout,
  selectBalance,
  selectPayableSellers,
  selectPayout,
  selectPayoutForUpdate,
  selectPendingPayouts,
  selectSellerAccount,
  type Tx,
} from './queries.ts';

export interface PayoutDeps {
  db: Database;
  payouts: PayoutProvider;
  logger: Logger;
}

/**
 * Creates a payout of `amountCents` (default: the whole available balance) and its ledger line.
 * Refused below the minimum, above the available balance, or (Stripe) without a connected account
 * that can take payouts. Then it is sent: Stripe transfers it now (paid, or failed and reversed);
 * locally it stays 'pending' until an admin settles it.
 */
export async function createPayout(
  { db, payouts, logger }: PayoutDeps,
  audit: AuditContext,
  input: { sellerId: string; amountCents?: number; batch?: string },
  now = () => new Date(),
): Promise<SellerPayoutRow> {
  const payout = await db.transaction(async (tx) => {
    const seller = await lockSeller(tx, input.sellerId, payouts.name);
    const at = now();
    const { availableCents } = await selectBalance(tx, input.sellerId, at);
    const amountCents = input.amountCents ?? availableCents;
    const refusal = payoutRefusal(availableCents, amountCents);
    if (refusal === 'below_minimum') throw new AppError('PAYOUT_BELOW_MINIMUM', 409, EARNINGS_TEXT.belowMinimum);
    if (refusal === 'exceeds_available')
      throw new AppError('PAYOUT_EXCEEDS_BALANCE', 409, EARNINGS_TEXT.exceedsAvailable);
    if (payouts.name === 'stripe' && !(seller.externalAccountId && seller.payoutsEnabled))
      throw new AppError('NO_PAYOUT_ACCOUNT', 409, EARNINGS_TEXT.noPayoutAccount);
    const row = await insertPayout(tx, {
      sellerId: input.sellerId,
      amountCents,
      currency: SELLER_CURRENCY,
      provider: payouts.name,
      batch: input.batch ?? '',
      createdBy: audit.userId,
      createdAt: at,
    });
    await insertLedgerEntries(tx, [
      {
        sellerId: input.sellerId,
        type: 'payout',
        occurredAt: at,
        availableAt: at,
        payoutId: row.id,
        amountCents: -amountCents,
        currency: SELLER_CURRENCY,
        memo: input.batch ?? '',
      },
    ]);
    await writeAudit(tx, audit, {
      actionType: 'create',
      resourceType: 'payment',
      resourceId: row.id,
      resourceName: 'Seller payout',
      metadata: { sellerId: input.sellerId, amountCents, batch: row.batch, provider: payouts.name },
    });
    return { row, externalAccountId: seller.externalAccountId };
  });
  // No provider call inside the transaction: the payout and its line are committed first.
  await sendPayout({ db, payouts, logger }, payout.row, payout.externalAccountId, now);
  return (await selectPayout(db, payout.row.id))!;
}

/**
 * Sends a committed payout. Paid when the provider answers with its transfer; failed and reversed
 * only when it refused (nothing was sent). Any other failure (a lost connection, a timeout, a 5xx)
 * leaves the payout pending: the money may have gone, so it is neither reversed nor paid again
 * under a new key; the next payout run looks for its transfer and sends it again with the same key.
 */
async function sendPayout(
  { db, payouts, logger }: PayoutDeps,
  payout: SellerPayoutRow,
  externalAccountId: string | null,
  now: () => Date,
): Promise<void> {
  let sent: { reference: string } | null;
  try {
    sent = await payouts.transfer({
      payoutId: payout.id,
      sellerId: payout.sellerId,
      amountCents: payout.amountCents,
      currency: payout.currency,
      externalAccountId,
    });
  } catch (error) {
    if (error instanceof PayoutRefusedError) {
      logger.warn({ payoutId: payout.id, err: error }, 'payout transfer refused; reversed');
      await db.transaction((tx) =>
        failPayoutInTx(tx, payout.id, 'The transfer to the payout account was refused.', now()),
      );
    } else {
      logger.error(
        { payoutId: payout.id, err: error },
        'payout transfer outcome unknown; left pending for the next run',
      );
    }
    return;
  }
  if (sent) await db.transaction((tx) => markPayout(tx, payout.id, { status: 'paid', reference: sent.reference }));
}

/**
 * The provider's payouts left pending by an unknown outcome: paid when the provider has their
 * transfer, else sent again (same idempotency key). Local payouts wait for an admin instead.
 */
async function resendPendingPayouts(deps: PayoutDeps, now: () => Date): Promise<SellerPayoutRow[]> {
  if (deps.payouts.name === 'local') return [];
  const paid: SellerPayoutRow[] = [];
  for (const payout of await selectPendingPayouts(deps.db, deps.payouts.name)) {
    try {
      const found = await deps.payouts.findTransfer(payout.id);
      if (found) {
        await deps.db.transaction((tx) => markPayout(tx, payout.id, { status: 'paid', reference: found.reference }));
      } else {
        const account = await selectSellerAccount(deps.db, payout.sellerId);
        await sendPayout(deps, payout, account?.externalAccountId ?? null, now);
      }
    } catch (error) {
      deps.logger.error({ payoutId: payout.id, err: error }, 'pending payout: lookup failed; left pending');
    }
    const after = await selectPayout(deps.db, payout.id);
    if (after?.status === 'paid') paid.push(after);
  }
  return paid;
}

/** A failed payout gives its money back: the payout_reversal line (once: unique per payout and type). */
async function failPayoutInTx(tx: Tx, payoutId: string, reason: string, at: Date): Promise<SellerPayoutRow | null> {
  const payout = await selectPayoutForUpdate(tx, payoutId);
  if (!payout || payout.status !== 'pending') return payout;
  await markPayout(tx, payoutId, { status: 'failed', failureReason: reason });
  await insertLedgerEntries(tx, [
    {
      sellerId: payout.sellerId,
      type: 'payout_reversal',
      occurredAt: at,
      availableAt: at,
      payoutId,
      amountCents: payout.amountCents,
      currency: payout.currency,
      memo: reason,
    },
  ]);
  return payout;
}

/** An admin settles a local payout: paid (with the bank reference) or failed (the money returns). Not a Stripe one. */
export async function settlePayout(
  db: Database,
  audit: AuditContext,
  input: { payoutId: string; outcome: 'paid' | 'failed'; reference: string },
  now = () => new Date(),
): Promise<SellerPayoutRow> {
  if (input.outcome === 'paid' && input.reference === '')
    throw new AppError('VALIDATION_ERROR', 400, EARNINGS_TEXT.referenceRequired, {
      reference: EARNINGS_TEXT.referenceRequired,
    });
  await db.transaction(async (tx) => {
    const payout = await selectPayoutForUpdate(tx, input.payoutId);
    if (!payout) throw new AppError('PAYOUT_NOT_FOUND', 404, 'Payout not found.');
    if (payout.status !== 'pending') throw new AppError('PAYOUT_NOT_PENDING', 409, EARNINGS_TEXT.payoutNotPending);
    // A provider's payout is settled by the provider's answer: marking it failed by hand would give
    // back money a transfer may have sent.
    if (payout.provider !== 'local') throw new AppError('PAYOUT_NOT_MANUAL', 409, EARNINGS_TEXT.payoutNotManual);
    if (input.outcome === 'paid') await markPayout(tx, payout.id, { status: 'paid', reference: input.reference });
    else await failPayoutInTx(tx, payout.id, input.reference || 'Marked failed by an admin.', now());
    await writeAudit(tx, audit, {
      actionType: 'update',
      resourceType: 'payment',
      resourceId: payout.id,
      resourceName: 'Seller payout',
      changes: diffChanges({ status: 'pending' }, { status: input.outcome }),
      metadata: { reference: input.reference, sellerId: payout.sellerId },
    });
  });
  return (await selectPayout(db, input.payoutId))!;
}

/**
 * A payout run: first the provider's payouts still pending after an unknown outcome (found or
 * sent again), then every seller whose available balance reaches the minimum is paid all of it.
 */
export async function createPayoutBatch(
  deps: PayoutDeps,
  audit: AuditContext,
  input: { batch: string },
  now = () => new Date(),
): Promise<{ created: SellerPayoutRow[]; resent: SellerPayoutRow[]; skipped: { sellerId: string; code: string }[] }> {
  const resent = await resendPendingPayouts(deps, now);
  const sellers = await selectPayableSellers(deps.db, now(), MINIMUM_PAYOUT_CENTS);
  const created: SellerPayoutRow[] = [];
  const skipped: { sellerId: string; code: string }[] = [];
  for (const sellerId of sellers) {
    try {
      created.push(await createPayout(deps, audit, { sellerId, batch: input.batch }, now));
    } catch (error) {
      // Another admin's payout or a refund got there first, or no account is connected: skip, say
      // why. Anything else (a failed write) is one seller's problem too: the others are still paid.
      if (error instanceof AppError) skipped.push({ sellerId, code: error.code });
      else {
        deps.logger.error({ sellerId, batch: input.batch, err: error }, 'payout run: a payout failed; skipped');
        skipped.push({ sellerId, code: 'PAYOUT_FAILED' });
      }
    }
  }
  return { created, resent, skipped };
}

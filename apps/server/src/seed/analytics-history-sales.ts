// The demo history's theme sales (issue 23): a developer's theme is split 80/20 and gets its seller
// ledger lines as fulfilment and refunds write them (decision 029); the platform's own is all the
// platform's.
import { availableAt, purchaseSplit, refundAvailableAt, splitRevenue } from '@themeport/core';
import { pickDecline } from './analytics-history-data.ts';
import type { HistoryContext, HistoryRows } from './analytics-history-rows.ts';

const DAY = 86_400_000;

export interface Buyer {
  accountId: string;
  signupAt: number;
  rng: () => number;
  ids: () => string;
  ref: (prefix: string) => string;
  attempt: (sub: null, invoiceRef: string, n: number, amount: number, at: number, decline: string | null) => void;
}

/** 0–3 distinct paid themes, 80/20 for a developer's theme (with its seller ledger lines), a few refunded. */
export function buyThemes(ctx: HistoryContext, buyer: Buyer, out: HistoryRows): void {
  const { rng, ids } = buyer;
  const draw = rng();
  const count = Math.min(ctx.themes.length, draw < 0.55 ? 0 : draw < 0.85 ? 1 : draw < 0.96 ? 2 : 3);
  const first = Math.floor(rng() * ctx.themes.length);
  for (let k = 0; k < count; k++) {
    const theme = ctx.themes[(first + k) % ctx.themes.length]!;
    let at = buyer.signupAt + Math.floor(rng() * (ctx.now - buyer.signupAt));
    const sessionId = buyer.ref('cs');
    if (rng() < 0.03) {
      buyer.attempt(null, sessionId, 1, theme.price, at, pickDecline(rng));
      at = Math.min(ctx.now, at + 120_000);
      buyer.attempt(null, sessionId, 2, theme.price, at, null);
    } else buyer.attempt(null, sessionId, 1, theme.price, at, null);
    const refundAt = at + Math.floor((1 + rng() * 13) * DAY);
    const refundedAt = rng() < 0.05 && refundAt < ctx.now ? refundAt : null;
    const { developerCents, platformCents } = purchaseSplit(theme.price, theme.developerId !== null);
    const purchaseId = ids();
    out.purchases.push({
      id: purchaseId,
      accountId: buyer.accountId,
      themeId: theme.id,
      userId: null,
      developerId: theme.developerId,
      checkoutSessionId: sessionId,
      pricePaid: theme.price,
      developerShare: developerCents,
      platformShare: platformCents,
      currency: 'usd',
      createdAt: new Date(at),
      refundedAt: refundedAt === null ? null : new Date(refundedAt),
    });
    if (!theme.developerId) continue;
    // The seller's ledger as fulfilment and refunds write it (decision 029), so statements agree.
    const fee = splitRevenue(theme.price).platformCents;
    const line = { sellerId: theme.developerId, purchaseId, themeId: theme.id, currency: 'usd' };
    const saleAvailable = availableAt(new Date(at));
    out.ledger.push(
      {
        ...line,
        id: ids(),
        type: 'sale',
        amountCents: theme.price,
        occurredAt: new Date(at),
        availableAt: saleAvailable,
      },
      {
        ...line,
        id: ids(),
        type: 'platform_fee',
        amountCents: -fee,
        occurredAt: new Date(at),
        availableAt: saleAvailable,
      },
    );
    if (refundedAt === null) continue;
    const refundAvailable = refundAvailableAt(saleAvailable, new Date(refundedAt));
    const occurredAt = new Date(refundedAt);
    out.ledger.push(
      { ...line, id: ids(), type: 'refund', amountCents: -theme.price, occurredAt, availableAt: refundAvailable },
      {
        ...line,
        id: ids(),
        type: 'refund_fee_reversal',
        amountCents: fee,
        occurredAt,
        availableAt: refundAvailable,
      },
    );
  }
}

// Starting a checkout (themes, a plan, or a card to keep), the same way for both providers.
import {
  AUTH_TEXT,
  BILLING_TEXT,
  CHECKOUT_TEXT,
  PAID_PLANS,
  SESSION_ID_PLACEHOLDER,
  THEME_INSTALL_TEXT,
  idempotencyKey,
  isFree,
  isLiveSubscription,
  mapPaymentError,
  themeCheckoutUrls,
  type CheckoutMode,
  type CheckoutSessionCreated,
  type PaidPlan,
  type PlanCheckoutInput,
  type ThemeCheckoutInput,
} from '@themeport/core';
import type { PaymentProvider } from '../../adapters/payments/types.ts';
import type { Database } from '../../db/client.ts';
import type { CheckoutLine } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Logger } from '../../logger.ts';
import { getTheme, hasInstallablePages } from '../themes/index.ts';
import { selectAccountCustomerId, selectAccountRow, setAccountCustomerIdIfNone } from './queries.ts';
import {
  insertCheckoutSession,
  selectOwnedThemeIds,
  selectSessionByIdempotencyKey,
  setSessionIdempotencyKey,
} from './queries/checkout.ts';
import { selectAccountSubscriptions } from './queries/subscriptions.ts';

export interface CheckoutContext {
  db: Database;
  provider: PaymentProvider;
  publicUrl: string;
  logger: Logger;
}

/** Who pays and for which account; the route's guard has already checked the role (the matrix). */
export interface Buyer {
  userId: string;
  email: string;
  accountId: string;
}

/** Provider failures become the spec's answer: retryable → 503, otherwise 400 PAYMENT_PROCESSING_ERROR. */
export function paymentFailure(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const mapped = mapPaymentError(error);
  return new AppError(mapped.apiCode, mapped.status, mapped.message);
}

/**
 * A provider call, its failure mapped for the API. Retrying is the adapter's own business (the
 * Stripe adapter retries with the spec's policies; the local one has nothing that can fail).
 */
export async function callProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw paymentFailure(error);
  }
}

function absolute(publicUrl: string, path: string): string {
  return new URL(path, `${publicUrl}/`).toString().replace(encodeURI(SESSION_ID_PLACEHOLDER), SESSION_ID_PLACEHOLDER);
}

/** The buyer's account with a provider customer (created once and stored). */
async function customerFor(ctx: CheckoutContext, buyer: Buyer): Promise<{ name: string; customerId: string }> {
  const account = await selectAccountRow(ctx.db, buyer.accountId);
  if (!account) throw new AppError('NOT_FOUND', 404, AUTH_TEXT.accountNotFound);
  if (account.stripeCustomerId) return { name: account.name, customerId: account.stripeCustomerId };
  const created = await callProvider(() =>
    ctx.provider.ensureCustomer({
      accountId: account.id,
      accountName: account.name,
      email: buyer.email,
      customerId: null,
    }),
  );
  // Two first checkouts at once: the first stored id wins and both use it.
  await setAccountCustomerIdIfNone(ctx.db, account.id, created);
  return { name: account.name, customerId: (await selectAccountCustomerId(ctx.db, account.id)) ?? created };
}

/** The price the buyer saw differs from the server's: nothing is started (409 PRICE_CHANGED). */
export class PriceMismatchError extends AppError {
  constructor(
    readonly expectedCents: number,
    readonly actualCents: number,
  ) {
    super('PRICE_CHANGED', 409, CHECKOUT_TEXT.priceChanged);
  }
}

function refuseOtherPrice(expected: number | undefined, actual: number): void {
  if (expected !== undefined && expected !== actual) throw new PriceMismatchError(expected, actual);
}

async function themeLines(db: Database, accountId: string, items: { themeId: string; quantity: number }[]) {
  const byId = new Map<string, { line: CheckoutLine; description: string; image: string | null; slug: string }>();
  for (const item of items) {
    const theme = await getTheme(db, item.themeId);
    if (isFree(theme.price)) throw new AppError('FREE_THEME', 400, CHECKOUT_TEXT.freeNeedsNoCheckout);
    const known = byId.get(theme.id);
    if (known) {
      known.line.quantity += item.quantity;
      continue;
    }
    byId.set(theme.id, {
      line: { themeId: theme.id, name: theme.name, amount: theme.price, quantity: item.quantity },
      description: theme.description,
      image: theme.images[0] ?? null,
      slug: theme.slug,
    });
  }
  const owned = await selectOwnedThemeIds(db, accountId, [...byId.keys()]);
  for (const { themeId } of owned) byId.delete(themeId);
  if (byId.size === 0) throw new AppError('ALREADY_IN_LIBRARY', 409, CHECKOUT_TEXT.allInLibrary);
  // Nothing is sold that a deploy could not install (a theme published before Publish checked its pages).
  for (const { line } of byId.values()) {
    if (!(await hasInstallablePages(db, line.themeId)))
      throw new AppError('THEME_NOT_READY', 409, THEME_INSTALL_TEXT.notForSale(line.name));
  }
  return [...byId.values()];
}

export async function findLiveSubscription(db: Database, accountId: string) {
  const rows = await selectAccountSubscriptions(db, accountId);
  return rows.find((row) => isLiveSubscription(row.status)) ?? null;
}

interface SessionPlan {
  mode: CheckoutMode;
  lines: CheckoutLine[];
  details: { description: string; image: string | null }[];
  plan: PaidPlan | null;
  amountTotal: number;
  successUrl: string;
  cancelUrl: string;
}

/** An open session made for the same request (same key) is answered again: a double click makes one session. */
async function openSessionFor(db: Database, key: string): Promise<CheckoutSessionCreated | null> {
  const row = await selectSessionByIdempotencyKey(db, key);
  if (!row) return null;
  if (row.status === 'open') return { id: row.id, url: row.url };
  // A finished or abandoned session frees its key for a new attempt.
  await setSessionIdempotencyKey(db, row.id, `${key}:${row.id}`);
  return null;
}

async function startSession(
  ctx: CheckoutContext,
  buyer: Buyer,
  plan: SessionPlan,
  requestKey: string | undefined,
  payload: unknown,
) {
  // A client's Idempotency-Key counts for this user and account only.
  const key = `${buyer.userId}:${buyer.accountId}:${requestKey ?? idempotencyKey('checkout', payload, { bucketMinutes: 5 })}`;
  const existing = await openSessionFor(ctx.db, key);
  if (existing) return existing;

  const customer = await customerFor(ctx, buyer);
  let created: CheckoutSessionCreated;
  try {
    created = await ctx.provider.createCheckoutSession({
      mode: plan.mode,
      idempotencyKey: key,
      account: { id: buyer.accountId, name: customer.name },
      customerId: customer.customerId,
      customerEmail: buyer.email,
      userId: buyer.userId,
      lines: plan.lines.map((line, index) => ({ ...line, ...plan.details[index]! })),
      plan: plan.plan,
      successUrl: absolute(ctx.publicUrl, plan.successUrl),
      cancelUrl: absolute(ctx.publicUrl, plan.cancelUrl),
    });
  } catch (error) {
    ctx.logger.warn({ err: error, mode: plan.mode }, 'checkout session failed');
    throw paymentFailure(error);
  }

  const inserted = await insertCheckoutSession(ctx.db, {
    id: created.id,
    provider: ctx.provider.name,
    accountId: buyer.accountId,
    userId: buyer.userId,
    mode: plan.mode,
    lines: plan.lines,
    plan: plan.plan,
    amountTotal: plan.amountTotal,
    successUrl: plan.successUrl,
    cancelUrl: plan.cancelUrl,
    url: created.url,
    idempotencyKey: key,
  });
  if (inserted) return created;
  // A concurrent twin stored its session first: answer that one.
  return (await openSessionFor(ctx.db, key)) ?? created;
}

/**
 * POST /api/accounts/:accountId/checkout/themes: the route's guard let only a role holding
 * 'purchases:write' through (owners and admins, the matrix in packages/core).
 */
export async function createThemeCheckout(
  ctx: CheckoutContext,
  buyer: Buyer,
  input: ThemeCheckoutInput,
  requestKey: string | undefined,
): Promise<CheckoutSessionCreated> {
  const themes = await themeLines(ctx.db, buyer.accountId, input.items);
  const amountTotal = themes.reduce((sum, theme) => sum + theme.line.amount, 0);
  refuseOtherPrice(input.expectedTotalCents, amountTotal);
  const defaults = themeCheckoutUrls({ id: themes[0]!.line.themeId, slug: themes[0]!.slug });
  return startSession(
    ctx,
    buyer,
    {
      mode: 'payment',
      lines: themes.map((theme) => theme.line),
      details: themes.map(({ description, image }) => ({ description, image })),
      plan: null,
      amountTotal,
      successUrl: input.successUrl ?? defaults.successUrl,
      cancelUrl: input.cancelUrl ?? (themes.length === 1 ? defaults.cancelUrl : '/cart'),
    },
    requestKey,
    { kind: 'themes', themes: themes.map((theme) => theme.line.themeId).sort() },
  );
}

/**
 * POST /api/accounts/:accountId/checkout/subscription: the route's guard let only a role holding
 * 'billing:write' through (owners). A live subscription changes plan on the billing page instead.
 */
export async function createPlanCheckout(
  ctx: CheckoutContext,
  buyer: Buyer,
  input: PlanCheckoutInput,
): Promise<CheckoutSessionCreated> {
  if (await findLiveSubscription(ctx.db, buyer.accountId))
    throw new AppError('ALREADY_SUBSCRIBED', 409, BILLING_TEXT.hasSubscription);
  refuseOtherPrice(input.expectedPriceCents, PAID_PLANS[input.plan].amountCents);
  // One open session per account and plan (the key of startPlanCheckout), whichever page started it.
  return startPlanCheckout(ctx, buyer, input.plan, {
    successUrl: input.successUrl ?? `/client-portal?success=subscription&session_id=${SESSION_ID_PLACEHOLDER}`,
    cancelUrl: input.cancelUrl ?? '/pricing',
  });
}

export function startPlanCheckout(
  ctx: CheckoutContext,
  buyer: Buyer,
  plan: PaidPlan,
  urls: { successUrl: string; cancelUrl: string },
) {
  return startSession(
    ctx,
    buyer,
    { mode: 'subscription', lines: [], details: [], plan, amountTotal: PAID_PLANS[plan].amountCents, ...urls },
    undefined,
    { kind: 'subscription', plan },
  );
}

/** A setup-mode session: the provider takes a card to keep, without a charge. */
export function startSetupCheckout(ctx: CheckoutContext, buyer: Buyer) {
  return startSession(
    ctx,
    buyer,
    {
      mode: 'setup',
      lines: [],
      details: [],
      plan: null,
      amountTotal: 0,
      successUrl: '/account/billing?tab=payment-methods&success=card',
      cancelUrl: '/account/billing?tab=payment-methods',
    },
    undefined,
    { kind: 'setup' },
  );
}

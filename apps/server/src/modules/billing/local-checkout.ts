// The local provider's hosted checkout: what Stripe's page does, on our own server, in test mode.
// Paying runs the same fulfilment a Stripe webhook runs.
import type { PAYMENT_ERRORS } from '@themeport/core';
import {
  CHECKOUT_TEXT,
  PAID_PLANS,
  PLAN_NAMES,
  SESSION_ID_PLACEHOLDER,
  mapPaymentError,
  type CheckoutRedirect,
  type CheckoutSessionView,
  type PayCheckoutInput,
} from '@themeport/core';
import {
  cardBrandOf,
  digitsOnly,
  isExpired,
  parseExpiry,
  passesLuhn,
  testCardOutcome,
} from '../../adapters/payments/local-cards.ts';
import { localId, localInvoiceNumber, localPriceId } from '../../adapters/payments/local.ts';
import type { InvoiceSnapshot, SubscriptionSnapshot } from '../../adapters/payments/types.ts';
import type { Database } from '../../db/client.ts';
import type { CheckoutSessionRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { fulfilCheckout } from './fulfilment/checkout.ts';
import { recordPaymentAttemptInTx } from './payment-attempts.ts';
import type { ProviderEvent } from './fulfilment/events.ts';
import { selectAccountCustomerId, selectAccountName } from './queries.ts';
import {
  expireOpenSession,
  selectLocalSessionOfUser,
  selectOwnedThemeIds,
  selectThemeDescriptionAndImages,
  selectUserEmail,
} from './queries/checkout.ts';
import { selectMatchingCardId } from './queries/payment-methods.ts';

const SESSION_NOT_FOUND = () => new AppError('NOT_FOUND', 404, CHECKOUT_TEXT.sessionNotFound);

/** The session, only for the user who started it (anyone else: 404, as if it did not exist). */
async function ownSession(db: Database, sessionId: string, userId: string): Promise<CheckoutSessionRow> {
  const row = await selectLocalSessionOfUser(db, sessionId, userId);
  if (!row) throw SESSION_NOT_FOUND();
  return row;
}

const withSessionId = (url: string, sessionId: string) => url.replaceAll(SESSION_ID_PLACEHOLDER, sessionId);

export async function viewLocalSession(db: Database, sessionId: string, userId: string): Promise<CheckoutSessionView> {
  const session = await ownSession(db, sessionId, userId);
  const accountName = await selectAccountName(db, session.accountId);
  const email = await selectUserEmail(db, userId);
  const lines: CheckoutSessionView['lines'] = await Promise.all(
    session.lines.map(async (line) => {
      const theme = await selectThemeDescriptionAndImages(db, line.themeId);
      return {
        themeId: line.themeId,
        name: line.name,
        description: theme?.description ?? '',
        image: theme?.images[0] ?? null,
        quantity: line.quantity,
        amount: line.amount,
      };
    }),
  );
  if (session.mode === 'subscription' && session.plan && session.plan in PAID_PLANS) {
    lines.push({
      themeId: null,
      name: `${PLAN_NAMES[session.plan]} plan`,
      description: 'Billed monthly. Cancel any time.',
      image: null,
      quantity: 1,
      amount: session.amountTotal,
    });
  }
  return {
    id: session.id,
    mode: session.mode,
    status: session.status,
    testMode: true,
    accountName: accountName ?? '',
    email: email ?? '',
    lines,
    total: session.amountTotal,
    currency: session.currency.toUpperCase(),
    interval: session.mode === 'subscription' ? 'month' : null,
    successUrl: withSessionId(session.successUrl, session.id),
    cancelUrl: session.cancelUrl,
  };
}

function declined(code: keyof typeof PAYMENT_ERRORS): AppError {
  const mapped = mapPaymentError({ type: 'card_error', code });
  return new AppError(mapped.apiCode, mapped.status, mapped.message);
}

/** A declined card as the security monitor hears of it (card_declined; bursts are payment fraud). */
export interface Decline {
  code: string;
  brand: string;
  accountId: string;
  amount: number;
}

/** A card the provider refused: a failed payment attempt, answered with the mapped decline. */
class CardDeclined extends Error {
  constructor(
    readonly code: keyof typeof PAYMENT_ERRORS,
    readonly brand: string,
  ) {
    super(code);
  }
}

/** Checks the card like the provider would; the accepted card's details, or throws the decline. */
function acceptCard(input: PayCheckoutInput, now: Date, saving: boolean) {
  const digits = digitsOnly(input.cardNumber);
  if (!passesLuhn(digits)) throw new AppError('INVALID_CARD', 400, CHECKOUT_TEXT.invalidCardNumber);
  const expiry = parseExpiry(input.expiry);
  if (!expiry) throw new AppError('INVALID_EXPIRY', 400, CHECKOUT_TEXT.invalidExpiry);
  if (isExpired(expiry, now)) throw new CardDeclined('expired_card', cardBrandOf(digits));
  const cvcLength = digits.startsWith('34') || digits.startsWith('37') ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(input.cvc))
    throw new AppError('INVALID_CVC', 400, CHECKOUT_TEXT.invalidCvc);
  const outcome = testCardOutcome(digits, { saving });
  if (!outcome.ok) throw new CardDeclined(outcome.code, cardBrandOf(digits));
  if (outcome.requiresAuthentication && input.authentication === 'fail')
    throw new CardDeclined('authentication_required', outcome.brand);
  if (outcome.requiresAuthentication) authenticate(input.authentication);
  return { ...outcome, expMonth: expiry.month, expYear: expiry.year };
}

/**
 * A 3-D Secure card: without an answer the page is told to show the test authentication step
 * (402 AUTHENTICATION_REQUIRED); 'fail' is declined as Stripe does, 'complete' lets the payment on.
 */
function authenticate(answer: PayCheckoutInput['authentication']): void {
  if (answer === 'complete') return;
  const { message } = mapPaymentError({ type: 'card_error', code: 'authentication_required' });
  throw new AppError('AUTHENTICATION_REQUIRED', 402, message);
}

/** Before any card is looked at: a theme session with nothing new for the account is refused. */
async function refuseIfAllOwned(db: Database, session: CheckoutSessionRow): Promise<void> {
  if (session.mode !== 'payment' || session.lines.length === 0) return;
  const owned = await selectOwnedThemeIds(
    db,
    session.accountId,
    session.lines.map((line) => line.themeId),
  );
  if (owned.length >= new Set(session.lines.map((line) => line.themeId)).size)
    throw new AppError('ALREADY_IN_LIBRARY', 409, CHECKOUT_TEXT.alreadyOwned);
}

/** A declined payment is an attempt too (issue 23): recorded against the session, then answered. */
async function acceptOrRecordDecline(
  db: Database,
  session: CheckoutSessionRow,
  input: PayCheckoutInput,
  now: Date,
  onDeclined?: (decline: Decline) => Promise<void>,
) {
  try {
    return acceptCard(input, now, session.mode === 'setup');
  } catch (error) {
    if (!(error instanceof CardDeclined)) throw error;
    if (session.mode !== 'setup') {
      await db.transaction((tx) =>
        recordPaymentAttemptInTx(tx, {
          accountId: session.accountId,
          provider: 'local',
          purpose: session.mode === 'payment' ? 'theme' : 'subscription',
          invoiceRef: session.id,
          amount: session.amountTotal,
          currency: session.currency,
          outcome: 'failed',
          declineCode: error.code,
          cardBrand: error.brand,
          attemptedAt: now,
        }),
      );
    }
    await onDeclined?.({
      code: error.code,
      brand: error.brand,
      accountId: session.accountId,
      amount: session.amountTotal,
    });
    throw declined(error.code);
  }
}

function addMonth(date: Date): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

/**
 * POST /api/checkout/sessions/:id/pay. Test cards only; success fulfils in one transaction
 * (library, purchase, subscription and plan, card, invoice) and answers the success URL.
 */
export async function payLocalSession(
  db: Database,
  sessionId: string,
  userId: string,
  input: PayCheckoutInput,
  { now = new Date(), onDeclined }: { now?: Date; onDeclined?: (decline: Decline) => Promise<void> } = {},
): Promise<CheckoutRedirect> {
  const session = await ownSession(db, sessionId, userId);
  const closed = () => new AppError('SESSION_CLOSED', 409, CHECKOUT_TEXT.sessionClosed);
  if (session.status === 'complete') throw closed();
  // A session expired because another one delivered its themes says why.
  await refuseIfAllOwned(db, session);
  if (session.status !== 'open') throw closed();
  const card = await acceptOrRecordDecline(db, session, input, now, onDeclined);
  const customerId = await selectAccountCustomerId(db, session.accountId);

  const subscription: SubscriptionSnapshot | null =
    session.mode === 'subscription' && session.plan && (session.plan === 'starter' || session.plan === 'pro')
      ? {
          providerSubscriptionId: localId('sub'),
          customerId,
          priceId: localPriceId(session.plan),
          plan: session.plan,
          status: 'active',
          amount: session.amountTotal,
          currency: session.currency,
          currentPeriodStart: now,
          currentPeriodEnd: addMonth(now),
          cancelAtPeriodEnd: false,
        }
      : null;
  const invoice: InvoiceSnapshot | null =
    session.mode === 'setup'
      ? null
      : {
          providerInvoiceId: localId('in'),
          number: localInvoiceNumber(now),
          customerId,
          providerSubscriptionId: subscription?.providerSubscriptionId ?? null,
          checkoutSessionId: session.id,
          description: subscription
            ? `${PLAN_NAMES[subscription.plan]} plan (monthly)`
            : session.lines.map((line) => line.name).join(', '),
          amountPaid: session.amountTotal,
          currency: session.currency,
          status: 'paid',
          periodStart: subscription ? now : null,
          periodEnd: subscription?.currentPeriodEnd ?? null,
          invoicePdf: null,
          hostedInvoiceUrl: null,
          createdAt: now,
        };
  const event: ProviderEvent = {
    id: `evt_local_${session.id}`,
    provider: 'local',
    type: 'checkout.session.completed',
    occurredAt: now,
  };
  // The charge is the invoice fulfilment records, after it found what the account owns (decision 006).
  await fulfilCheckout(db, event, {
    ownedThemes: 'refuse',
    sessionId: session.id,
    customerId,
    subscription,
    invoice,
    payment:
      session.mode === 'setup'
        ? null
        : { invoiceRef: session.id, amount: session.amountTotal, currency: session.currency, cardBrand: card.brand },
    // As with Stripe: a one-off payment does not keep the card; a subscription or a setup does.
    paymentMethod:
      session.mode === 'payment'
        ? null
        : {
            providerPaymentMethodId: (await selectMatchingCardId(db, session.accountId, card)) ?? localId('pm'),
            customerId,
            brand: card.brand,
            last4: card.last4,
            expMonth: card.expMonth,
            expYear: card.expYear,
            cvcCheck: card.cvcCheck,
          },
  });
  return { redirectUrl: withSessionId(session.successUrl, session.id) };
}

/** POST /api/checkout/sessions/:id/cancel: the session expires and the browser goes back. */
export async function cancelLocalSession(db: Database, sessionId: string, userId: string): Promise<CheckoutRedirect> {
  const session = await ownSession(db, sessionId, userId);
  if (session.status === 'open') {
    await expireOpenSession(db, session.id);
  }
  return { redirectUrl: session.cancelUrl };
}

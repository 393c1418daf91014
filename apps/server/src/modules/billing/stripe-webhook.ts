// POST /api/webhooks/stripe: Stripe's signed events into the one fulfilment path. The signature over
// the raw body is the only proof of origin (no session, no Origin check), and nothing here calls
// Stripe's API to apply it: every event carries what fulfilment needs, so a delivery is fast and
// repeatable. The only calls are corrections after the commit (refunds.ts): giving back a payment
// for themes the account already owned, and expiring its other open sessions for them. Refunds and
// disputes made at Stripe come back through the sellers' refund path (decision 029).
import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type Stripe from 'stripe';
import { isUuid } from '@themeport/core';
import {
  idOf,
  invoicePaymentAttempt,
  invoiceSnapshot,
  paymentMethodSnapshot,
  subscriptionSnapshot,
} from '../../adapters/payments/stripe-snapshots.ts';
import type { PaymentProvider } from '../../adapters/payments/types.ts';
import type { Database } from '../../db/client.ts';
import { AppError, MESSAGES } from '../../errors.ts';
import { publicRoute } from '../../http/access.ts';
import type { AppEnv } from '../../http/types.ts';
import { json } from '../../http/openapi.ts';
import type { Logger } from '../../logger.ts';
import { ErrorSchema } from '../../http/schemas.ts';
import { fulfilCheckout } from './fulfilment/checkout.ts';
import type { ProviderEvent } from './fulfilment/events.ts';
import { recordStripeInvoiceEvent } from './dunning-stripe.ts';
import { attachPaymentMethodEvent, detachPaymentMethodEvent } from './fulfilment/payment-methods.ts';
import { applySubscriptionEvent } from './fulfilment/plans.ts';
import { invalidateSubscriptionSites } from './plan-effects.ts';
import { recordProviderReversal } from '../seller-money/index.ts';
import { selectThemeSessionByPayment } from './queries/checkout.ts';
import { settleStripeSession } from './refunds.ts';

export interface StripeWebhookDependencies {
  db: Database;
  logger: Logger;
  webhookSecret: string;
  /** Only its webhooks helper is used (signature check, no network). */
  stripe: Stripe;
  /** For the corrections after a theme session: refunds of owned themes, expiring superseded sessions. */
  payments: PaymentProvider;
}

/** Stripe's recommended window: a signature older than 5 minutes is a replay and is refused. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

const INVALID_SIGNATURE_MESSAGE = 'Invalid webhook signature';

export interface WebhookOutcome {
  /** false for event types (or states) Themeport does not act on. */
  handled: boolean;
  /** false when fulfilment had applied this event before, or it had nothing to apply. */
  applied: boolean;
}

const IGNORED: WebhookOutcome = { handled: false, applied: false };

const handled = (result: { applied: boolean }): WebhookOutcome => ({ handled: true, applied: result.applied });

/** Our metadata carries the account id; anything else (a hand-made object in the dashboard) is no hint. */
function accountHint(value: string | null | undefined): string | null {
  return value && isUuid(value) ? value : null;
}

/** Paid now (card) or later (async methods: async_payment_succeeded), or a setup that saved a card. */
function isSettled(session: Stripe.Checkout.Session): boolean {
  return (
    session.mode === 'setup' || session.payment_status === 'paid' || session.payment_status === 'no_payment_required'
  );
}

function expanded<T extends { id: string }>(value: string | T | null | undefined): T | null {
  return value !== null && value !== undefined && typeof value !== 'string' ? value : null;
}

/**
 * A completed session. Subscriptions, invoices and cards usually arrive as ids here and come with
 * their own events (customer.subscription.*, invoice.paid, payment_method.attached); when the
 * payload has them expanded they are applied with the session.
 */
function fulfilSession(db: Database, event: ProviderEvent, session: Stripe.Checkout.Session) {
  const subscription = expanded(session.subscription);
  const invoice = expanded(session.invoice);
  const paymentMethod = expanded(expanded(session.setup_intent)?.payment_method);
  return fulfilCheckout(db, event, {
    sessionId: session.id,
    customerId: idOf(session.customer),
    paymentIntentId: idOf(session.payment_intent),
    subscription: subscription ? subscriptionSnapshot(subscription) : null,
    invoice: invoice ? { ...invoiceSnapshot(invoice), checkoutSessionId: session.id } : null,
    paymentMethod: paymentMethod ? paymentMethodSnapshot(paymentMethod) : null,
    // A subscription's first payment is its first invoice's attempt 1 (invoice.paid reports the same one).
    payment:
      session.mode === 'setup' || !session.amount_total
        ? null
        : {
            invoiceRef: idOf(session.invoice) ?? session.id,
            attemptNumber: 1,
            amount: session.amount_total,
            currency: session.currency ?? 'usd',
            cardBrand: null,
          },
  });
}

// Stripe's `created` has whole seconds, and a subscription is often created, updated and deleted
// within one. Inside a second the life cycle decides: created < updated < deleted (a millisecond
// each, which never passes an event of the next second), so an older event that arrives late and
// shares the newer one's second cannot undo it. Two updates in one second stay a tie.
const SAME_SECOND_ORDER: Partial<Record<Stripe.Event['type'], number>> = {
  'customer.subscription.created': 0,
  'customer.subscription.updated': 1,
  'customer.subscription.deleted': 2,
};

/** When Stripe produced the event (event.created, seconds), ordered within its second as above. */
export function occurredAt(event: Pick<Stripe.Event, 'created' | 'type'>): Date {
  return new Date(event.created * 1000 + (SAME_SECOND_ORDER[event.type] ?? 0));
}

/**
 * A refund or a dispute made outside Themeport takes back a paid theme session: its purchases are
 * refunded in our records through the admin's refund path (decision 029), once. A payment that is
 * not a theme session of ours (a plan's invoice, a session fulfilled before payments were kept) is
 * logged and left.
 */
async function reverseStripePayment(
  { db, payments, logger }: Pick<StripeWebhookDependencies, 'db' | 'payments' | 'logger'>,
  requestId: string | null,
  input: { paymentIntentId: string | null; reference: string; reason: string },
): Promise<{ applied: boolean }> {
  const session = input.paymentIntentId ? await selectThemeSessionByPayment(db, input.paymentIntentId) : null;
  if (!session) {
    logger.warn({ reference: input.reference }, 'stripe refund or dispute of a payment that is no theme session');
    return { applied: false };
  }
  const recorded = await recordProviderReversal(db, {
    provider: payments.name,
    checkoutSessionId: session.id,
    reference: input.reference,
    reason: input.reason,
    requestId,
  });
  return { applied: recorded > 0 };
}

/** Applies one verified event; throws when fulfilment fails (the webhook then answers 500 and Stripe retries). */
export async function handleStripeEvent(
  { db, payments, logger }: Pick<StripeWebhookDependencies, 'db' | 'payments' | 'logger'>,
  event: Stripe.Event,
  requestId: string | null = null,
): Promise<WebhookOutcome> {
  const providerEvent: ProviderEvent = {
    id: event.id,
    provider: 'stripe',
    type: event.type,
    occurredAt: occurredAt(event),
  };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      if (!isSettled(session)) return IGNORED;
      const result = await fulfilSession(db, providerEvent, session);
      // Also on a repeated delivery: a refund that failed last time is still owed.
      if (session.mode === 'payment') {
        await settleStripeSession(
          { db, provider: payments, logger },
          session.id,
          idOf(session.payment_intent),
          result.supersededSessionIds,
        );
      }
      return handled(result);
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = event.data.object;
      // The plan, a pending downgrade and the parked sites follow in the same transaction (plan-effects.ts).
      const outcome = handled(
        await applySubscriptionEvent(db, providerEvent, subscriptionSnapshot(subscription), {
          accountId: accountHint(subscription.metadata?.accountId),
        }),
      );
      if (outcome.applied) await invalidateSubscriptionSites(db, subscription.id);
      return outcome;
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const hint = invoice.metadata?.accountId ?? invoice.parent?.subscription_details?.metadata?.accountId;
      return handled(
        await recordStripeInvoiceEvent(db, providerEvent, invoiceSnapshot(invoice), invoicePaymentAttempt(invoice), {
          accountId: accountHint(hint),
        }),
      );
    }
    case 'payment_method.attached': {
      const card = paymentMethodSnapshot(event.data.object);
      if (!card) return IGNORED;
      return handled(await attachPaymentMethodEvent(db, providerEvent, card));
    }
    case 'payment_method.detached':
      return handled(await detachPaymentMethodEvent(db, providerEvent, event.data.object.id));
    case 'charge.refunded': {
      const charge = event.data.object;
      // A partial refund (a goodwill amount, or one theme of several refunded by an admin here) takes
      // back no licence by itself; when the charge is refunded in full, every purchase it paid is.
      if (!charge.refunded) return IGNORED;
      return handled(
        await reverseStripePayment({ db, payments, logger }, requestId, {
          paymentIntentId: idOf(charge.payment_intent),
          reference: charge.refunds?.data[0]?.id ?? charge.id,
          reason: 'Refunded in the Stripe dashboard.',
        }),
      );
    }
    case 'charge.dispute.created': {
      const dispute = event.data.object;
      return handled(
        await reverseStripePayment({ db, payments, logger }, requestId, {
          paymentIntentId: idOf(dispute.payment_intent),
          reference: dispute.id,
          reason: `Disputed with the card issuer (${dispute.reason}).`,
        }),
      );
    }
    default:
      return IGNORED;
  }
}

const webhookRoute = createRoute({
  method: 'post',
  path: '/api/webhooks/stripe',
  middleware: [publicRoute()],
  tags: ['Billing'],
  summary:
    "Stripe's events (Stripe provider only): the raw body is verified with the Stripe-Signature header, 5-minute tolerance",
  responses: {
    200: json(z.object({ received: z.literal(true) }), 'Verified; handled events are applied (each event id once)'),
    400: json(ErrorSchema, 'INVALID_SIGNATURE: missing, wrong or older than 5 minutes; nothing changes'),
    500: json(ErrorSchema, 'Fulfilment failed; Stripe delivers the event again'),
  },
});

export function registerStripeWebhook(
  app: OpenAPIHono<AppEnv>,
  { db, logger, webhookSecret, stripe, payments }: StripeWebhookDependencies,
): void {
  app.openapi(webhookRoute, async (c) => {
    // The signature is over the exact bytes Stripe sent: read them before anything parses the body.
    const raw = await c.req.text();
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(
        raw,
        c.req.header('stripe-signature') ?? '',
        webhookSecret,
        WEBHOOK_TOLERANCE_SECONDS,
      );
    } catch {
      logger.warn({ requestId: c.get('requestId') }, 'stripe webhook: invalid signature');
      throw new AppError('INVALID_SIGNATURE', 400, INVALID_SIGNATURE_MESSAGE);
    }

    // Event id and type only: payloads hold customer details, and secrets never reach a log.
    const context = { requestId: c.get('requestId'), eventId: event.id, eventType: event.type };
    try {
      const outcome = await handleStripeEvent({ db, payments, logger }, event, c.get('requestId') ?? null);
      logger.info({ ...context, ...outcome }, 'stripe webhook');
    } catch (error) {
      logger.error({ ...context, err: error }, 'stripe webhook: fulfilment failed');
      throw new AppError('WEBHOOK_FAILED', 500, MESSAGES.internal);
    }
    return c.json({ received: true as const }, 200);
  });
}

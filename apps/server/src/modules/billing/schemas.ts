// The billing API's request and response shapes (OpenAPI), used by routes.ts and plan-routes.ts.
import { z } from '@hono/zod-openapi';
import { ErrorSchema, authErrors, json, accountParamSchema } from '../../http/schemas.ts';
import { CHECKOUT_MODES, CHECKOUT_STATUSES, INVOICE_STATUSES, PLANS, SUBSCRIPTION_STATUSES } from '@themeport/core';

export const SummarySchema = z
  .object({
    planId: z.enum(PLANS),
    planName: z.string(),
    status: z.enum(SUBSCRIPTION_STATUSES).nullable(),
    currentPeriodEnd: z.string().nullable(),
    amount: z.number().int(),
    currency: z.string(),
    cancelAtPeriodEnd: z.boolean(),
    pendingPlanId: z.enum(PLANS).nullable().openapi({ description: 'A downgrade that takes effect at the period end' }),
  })
  .openapi('SubscriptionSummary');

export const SubscriptionResponseSchema = z
  .object({
    subscription: SummarySchema,
    displayPrice: z.string(),
    supportLevel: z.string(),
    maxSites: z.number().int(),
  })
  .openapi('SubscriptionResponse');

const PreviewSiteSchema = z.object({ id: z.string(), name: z.string(), slotNumber: z.number().int() });
export const PreviewSchema = z
  .object({
    kind: z.enum(['upgrade', 'downgrade', 'cancel', 'checkout', 'none']),
    fromPlan: z.enum(PLANS),
    toPlan: z.enum(PLANS),
    amountDue: z.number().int().openapi({ description: 'Charged now on the default card (upgrades), minor units' }),
    credit: z.number().int().openapi({ description: 'The unused part of the current plan' }),
    charge: z.number().int().openapi({ description: 'The new plan for the rest of the period' }),
    currency: z.string(),
    effectiveAt: z.string().nullable(),
    card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
    sitesToPark: z.array(PreviewSiteSchema),
    sitesToUnpark: z.array(PreviewSiteSchema),
    warning: z.string().nullable(),
  })
  .openapi('PlanChangePreview');

export const CreatedSchema = z.object({ id: z.string(), url: z.string() }).openapi('CheckoutSessionCreated');
export const RedirectSchema = z.object({ redirectUrl: z.string() }).openapi('CheckoutRedirect');
export const SessionViewSchema = z
  .object({
    id: z.string(),
    mode: z.enum(CHECKOUT_MODES),
    status: z.enum(CHECKOUT_STATUSES),
    testMode: z.literal(true),
    accountName: z.string(),
    email: z.string(),
    lines: z.array(
      z.object({
        themeId: z.string().nullable(),
        name: z.string(),
        description: z.string(),
        image: z.string().nullable(),
        quantity: z.number().int(),
        amount: z.number().int(),
      }),
    ),
    total: z.number().int(),
    currency: z.string(),
    interval: z.literal('month').nullable(),
    successUrl: z.string(),
    cancelUrl: z.string(),
  })
  .openapi('CheckoutSessionView');
export const OverviewSchema = z
  .object({
    provider: z.enum(['local', 'stripe']),
    subscription: SummarySchema,
    nextInvoice: z
      .object({ date: z.string(), amount: z.number().int(), overages: z.number().int(), currency: z.string() })
      .nullable(),
  })
  .openapi('BillingOverview');
export const InvoiceSchema = z
  .object({
    id: z.string(),
    number: z.string(),
    createdAt: z.string(),
    periodStart: z.string().nullable(),
    periodEnd: z.string().nullable(),
    amountPaid: z.number().int(),
    currency: z.string(),
    status: z.enum(INVOICE_STATUSES),
    description: z.string(),
    invoicePdf: z.string().nullable(),
    hostedInvoiceUrl: z.string().nullable(),
  })
  .openapi('Invoice');
export const PaymentMethodSchema = z
  .object({
    id: z.string(),
    isDefault: z.boolean(),
    createdAt: z.string(),
    card: z.object({
      brand: z.string(),
      last4: z.string(),
      expMonth: z.number().int(),
      expYear: z.number().int(),
      checks: z.object({ cvcCheck: z.string().nullable() }),
    }),
  })
  .openapi('PaymentMethod');
export const PaymentMethodsSchema = z
  .object({ paymentMethods: z.array(PaymentMethodSchema) })
  .openapi('PaymentMethodsResponse');

export const sessionParam = z.object({
  id: z
    .string()
    .max(200)
    .openapi({ param: { name: 'id', in: 'path' } }),
});
export const methodParam = accountParamSchema.extend({
  paymentMethodId: z
    .string()
    .uuid()
    .openapi({ param: { name: 'paymentMethodId', in: 'path' } }),
});
export const invoiceParam = accountParamSchema.extend({
  invoiceId: z
    .string()
    .uuid()
    .openapi({ param: { name: 'invoiceId', in: 'path' } }),
});
/** The invoice documents take any id: one that is not a UUID is answered 404, like an unknown one. */
export const invoiceDocumentParam = accountParamSchema.extend({
  invoiceId: z.string().openapi({ param: { name: 'invoiceId', in: 'path' } }),
});

/** The refusals of an owner-only route, and the payment provider's failures. */
export const ownerOnly = { 403: json(ErrorSchema, 'Not the account owner'), ...authErrors };
export const paymentErrors = {
  400: json(ErrorSchema, 'Invalid input, or PAYMENT_PROCESSING_ERROR with the mapped message'),
  503: json(ErrorSchema, 'PAYMENT_SERVICE_UNAVAILABLE: a retryable provider failure'),
};

import { z } from 'zod';
import { CHECKOUT_TEXT, isSafeReturnPath, TEST_AUTHENTICATION_OUTCOMES } from './billing.ts';
import { CANCELLATION_DETAIL_MAX, CANCELLATION_REASONS } from './analytics.ts';
import { PAID_PLAN_IDS } from './plans.ts';

const returnPath = z.string().trim().max(2000).refine(isSafeReturnPath, CHECKOUT_TEXT.badReturnUrl);
const themeId = z.string().trim().min(1).max(200);
const quantity = z.number().int().min(1).max(99);

const returnUrls = { successUrl: returnPath.optional(), cancelUrl: returnPath.optional() };
/** The total the buyer saw (minor units); a server price that differs is refused with 409 PRICE_CHANGED (issue 24). */
const expectedCents = z.number().int().min(0).max(100_000_000).optional();

/** POST /api/accounts/:accountId/checkout/themes: the themes of the cart, or one Buy button. */
export const themeCheckoutSchema = z.object({
  items: z
    .array(z.object({ themeId, quantity: quantity.default(1) }))
    .min(1)
    .max(50),
  expectedTotalCents: expectedCents,
  ...returnUrls,
});
export type ThemeCheckoutInput = z.infer<typeof themeCheckoutSchema>;

/** POST /api/accounts/:accountId/checkout/subscription: a first paid plan. */
export const planCheckoutSchema = z.object({
  plan: z.enum(PAID_PLAN_IDS as ['starter', 'pro']),
  expectedPriceCents: expectedCents,
  ...returnUrls,
});
export type PlanCheckoutInput = z.infer<typeof planCheckoutSchema>;

/** POST /api/checkout/sessions/:id/pay (the local test-mode checkout page). */
export const payCheckoutSchema = z.object({
  cardNumber: z.string().trim().min(1, 'Enter your card number.').max(40),
  /** 'MM/YY' or 'MM / YY'. */
  expiry: z.string().trim().min(1, 'Enter the expiry date.').max(10),
  cvc: z.string().trim().min(1, 'Enter the security code.').max(10),
  name: z.string().trim().max(200).default(''),
  /** The answer to the test authentication step (3-D Secure cards), when the page showed it. */
  authentication: z.enum(TEST_AUTHENTICATION_OUTCOMES).optional(),
});
export type PayCheckoutInput = z.infer<typeof payCheckoutSchema>;

/** POST /api/cart/items. */
export const addCartItemSchema = z.object({ themeId, quantity: quantity.default(1) });
/** POST /api/cart/merge: a signed-out visitor's cart joins the user's at sign-in. */
export const mergeCartSchema = z.object({ items: z.array(z.object({ themeId, quantity })).max(100) });

/** POST /api/accounts/:accountId/subscription: start or change the plan. */
export const changePlanSchema = z.object({ plan: z.enum(PAID_PLAN_IDS as ['starter', 'pro']) });

/** GET /api/accounts/:accountId/subscription/preview?plan=…: 'free' previews a cancellation. */
export const planPreviewQuerySchema = z.object({
  plan: z.enum(['free', ...PAID_PLAN_IDS] as ['free', 'starter', 'pro']),
});

export const CANCELLATION_TEXT = {
  question: 'Why are you cancelling?',
  optional: 'Optional: your answer helps us improve.',
  detailLabel: 'Anything else you would like to tell us?',
  badReason: `Choose one of the listed reasons (${CANCELLATION_REASONS.join(', ')}), or leave it empty.`,
  detailNotText: 'The details must be text.',
  detailTooLong: `Keep the details to ${CANCELLATION_DETAIL_MAX} characters or fewer.`,
} as const;

/**
 * POST /api/accounts/:accountId/subscription/cancel: why (optional, issue 23). An empty detail is
 * no detail; the body itself may be left out.
 */
export const cancelSubscriptionSchema = z.object({
  reason: z.enum(CANCELLATION_REASONS, { error: CANCELLATION_TEXT.badReason }).nullish(),
  detail: z
    .string({ error: CANCELLATION_TEXT.detailNotText })
    .trim()
    .max(CANCELLATION_DETAIL_MAX, CANCELLATION_TEXT.detailTooLong)
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type CancelSubscriptionInput = z.input<typeof cancelSubscriptionSchema>;

// Plans, subscriptions, invoices, payment methods and checkout: the shapes the API answers with
// and the rules both sides share (spec 000 §3, §9; spec 001 §2.5, §3, §4, §9).
import type { Framework } from './themes.ts';
import type { Plan } from './auth.ts';

// Plan names, prices and limits: plans.ts.

/** spec 001 §3 Billing subscription status (plus Stripe's 'incomplete' states while a first payment is pending). */
export const SUBSCRIPTION_STATUSES = [
  'active',
  'trialing',
  'past_due',
  'canceled',
  'paused',
  'unpaid',
  'incomplete',
  'incomplete_expired',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  active: 'Active',
  trialing: 'Trialing',
  past_due: 'Past due',
  canceled: 'Canceled',
  paused: 'Paused',
  unpaid: 'Unpaid',
  incomplete: 'Incomplete',
  incomplete_expired: 'Expired',
};

/** A subscription that grants its plan. */
export function isLiveSubscription(status: SubscriptionStatus | null | undefined): boolean {
  return status === 'active' || status === 'trialing' || status === 'past_due';
}

/** spec 001 §3 Subscription summary: the account's plan as the billing page and portal card show it. */
export interface SubscriptionSummary {
  planId: Plan;
  planName: string;
  /** null on the free plan (no subscription). */
  status: SubscriptionStatus | null;
  /** ISO date-time; the next billing date. */
  currentPeriodEnd: string | null;
  /** Minor units per month; 0 on the free plan. */
  amount: number;
  currency: string;
  cancelAtPeriodEnd: boolean;
  /** A downgrade scheduled for the period end (null when none). */
  pendingPlanId: Plan | null;
}

/** GET /api/accounts/:accountId/subscription (any member): the portal's Account & Billing card. */
export interface SubscriptionResponse {
  subscription: SubscriptionSummary;
  /** spec 000 §9: '$9/month' or 'Free Forever'. */
  displayPrice: string;
  /** spec 000 §9: 'Basic Support' or 'Priority Support'. */
  supportLevel: string;
  maxSites: number;
}

/** GET /api/accounts/:accountId/billing (owner). */
export interface BillingOverview {
  provider: PaymentProviderName;
  subscription: SubscriptionSummary;
  /** spec 001 §2.5: estimate = subscription amount + overages (overages are 0); null without a subscription. */
  nextInvoice: { date: string; amount: number; overages: number; currency: string } | null;
}

export type PaymentProviderName = 'local' | 'stripe';

/**
 * The next-invoice estimate when there is none to come (BillingOverview.nextInvoice null): a plan
 * cancelled at the period end is paid up to that date and then charges nothing more (decision 012);
 * otherwise the plan itself has no charges (the free plan). `formatDate` writes the date in the
 * account's own format.
 */
export function noUpcomingInvoiceText(
  subscription: Pick<SubscriptionSummary, 'planName' | 'cancelAtPeriodEnd' | 'currentPeriodEnd'>,
  formatDate: (value: string) => string,
): string {
  if (subscription.cancelAtPeriodEnd && subscription.currentPeriodEnd) {
    return `No upcoming invoice: your ${subscription.planName} plan ends on ${formatDate(subscription.currentPeriodEnd)}, and nothing more will be charged.`;
  }
  return `No upcoming invoice: the ${subscription.planName} plan has no charges.`;
}

// 'refunded': our record of money given back (a payment for a theme the account already owned).
export const INVOICE_STATUSES = ['draft', 'open', 'paid', 'void', 'uncollectible', 'refunded'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** spec 001 §3 Invoice. Amounts in the invoice currency's minor units. */
export interface Invoice {
  id: string;
  number: string;
  createdAt: string;
  periodStart: string | null;
  periodEnd: string | null;
  amountPaid: number;
  currency: string;
  status: InvoiceStatus;
  description: string;
  invoicePdf: string | null;
  hostedInvoiceUrl: string | null;
}

/** GET /api/accounts/:accountId/invoices?limit=5 (owner). */
export interface InvoicesResponse {
  invoices: Invoice[];
}

/** spec 001 §2.5: green for paid, yellow for open, grey otherwise. */
export function invoiceStatusTone(status: string): 'success' | 'warning' | 'neutral' {
  if (status === 'paid') return 'success';
  if (status === 'open') return 'warning';
  return 'neutral';
}

export const CVC_CHECKS = ['pass', 'fail', 'unavailable', 'unchecked'] as const;
export type CvcCheck = (typeof CVC_CHECKS)[number];

/** spec 001 §3 Payment method (a card). */
export interface PaymentMethod {
  id: string;
  isDefault: boolean;
  createdAt: string;
  card: { brand: string; last4: string; expMonth: number; expYear: number; checks: { cvcCheck: CvcCheck | null } };
}

/** GET /api/accounts/:accountId/payment-methods (owner), newest first. */
export interface PaymentMethodsResponse {
  paymentMethods: PaymentMethod[];
}

const BRAND_LABELS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** 'visa' → 'Visa'; unknown brands are shown capitalised. */
export function cardBrandLabel(brand: string): string {
  return BRAND_LABELS[brand] ?? (brand ? brand[0]!.toUpperCase() + brand.slice(1) : 'Card');
}

/** spec 001 §2.5: expiry as MM/YY with a zero-padded month. (4, 2031) → '04/31'. */
export function cardExpiry(month: number, year: number): string {
  return `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;
}

/** spec 001 §4: the default method cannot be removed while others exist. */
export function canRemovePaymentMethod(method: Pick<PaymentMethod, 'isDefault'>, total: number): boolean {
  return !method.isDefault || total === 1;
}

/** spec 001 §2.5, §4, §8.2: the billing page's words. */
export const BILLING_TEXT = {
  title: 'Billing & Payments',
  noAccount: 'No account selected. Please select an account from the account switcher.',
  accessRestricted: 'Access Restricted',
  ownersOnly: 'Only account owners can view and manage billing information.',
  noInvoices: 'No invoices yet',
  noPaymentMethods: 'No payment methods on file',
  addFirstCard: 'Add Your First Card',
  addPaymentMethod: 'Add Payment Method',
  defaultBadge: 'Default',
  setDefault: 'Set as Default',
  cvcFailed: 'CVC verification failed',
  secure: 'Secure payments with 3D Secure',
  cannotRemoveDefault: 'Cannot remove default payment method',
  confirmRemove: 'Are you sure you want to remove this payment method?',
  needHelp: 'Need Help with Billing?',
  upgradePlan: 'Upgrade Plan',
  manageMethods: 'Manage Payment Methods',
  recentInvoices: 'Recent Invoices',
  fetchMethodsFailed: 'Failed to fetch payment methods',
  updateDefaultFailed: 'Failed to update default payment method',
  removeFailed: 'Failed to remove payment method',
  fetchSubscriptionFailed: 'Failed to fetch subscription',
  fetchInvoicesFailed: 'Failed to fetch invoices',
  alreadySubscribed: 'Your account already has this plan.',
  hasSubscription: 'Your account already has a subscription. Change the plan from Billing & Payments.',
  planChanged: 'Your plan has been changed.',
  onlyOwnerSubscribes: 'Only the account owner can change the plan.',
  methodNotFound: 'Payment method not found',
  invoiceNotFound: 'Invoice not found',
} as const;

export const CHECKOUT_MODES = ['payment', 'subscription', 'setup'] as const;
export type CheckoutMode = (typeof CHECKOUT_MODES)[number];
export const CHECKOUT_STATUSES = ['open', 'complete', 'expired'] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];

/**
 * POST /api/accounts/:accountId/checkout/themes or …/subscription → 201. `url` is where the browser
 * goes next (absolute for Stripe, a path locally).
 */
export interface CheckoutSessionCreated {
  id: string;
  url: string;
}

/** GET /api/checkout/sessions/:id: what the local test-mode checkout page shows. */
export interface CheckoutSessionView {
  id: string;
  mode: CheckoutMode;
  status: CheckoutStatus;
  testMode: true;
  accountName: string;
  email: string;
  lines: {
    themeId: string | null;
    name: string;
    description: string;
    image: string | null;
    quantity: number;
    amount: number;
  }[];
  /** Minor units; 0 in setup mode. */
  total: number;
  currency: string;
  /** 'month' for subscriptions, null otherwise. */
  interval: 'month' | null;
  successUrl: string;
  cancelUrl: string;
}

/** POST /api/checkout/sessions/:id/pay and /cancel → 200: where to go now. */
export interface CheckoutRedirect {
  redirectUrl: string;
}

export const CHECKOUT_TEXT = {
  priceChanged: 'The price changed; please review your order.',
  testMode: 'Test mode',
  testModeNote:
    'This is a test-mode checkout: no real card is charged. Use 4242 4242 4242 4242 with any future expiry and any CVC.',
  freeNeedsNoCheckout: "Free themes don't need checkout: add them to your library.",
  allInLibrary: 'These themes are already in your library.',
  alreadyOwned: 'Already in your library',
  sessionNotFound: 'Checkout session not found',
  sessionClosed: 'This checkout session is no longer open.',
  invalidCardNumber: 'Your card number is invalid.',
  invalidExpiry: "Your card's expiration date is invalid.",
  invalidCvc: "Your card's security code is invalid.",
  badReturnUrl: 'Return addresses must be paths on this site.',
  pay: 'Pay',
  subscribe: 'Subscribe',
  saveCard: 'Save card',
  // The test authentication step (3-D Secure), as Stripe's test page shows it.
  authTitle: 'Test payment authentication',
  authNote:
    'Test mode: this stands in for your bank’s 3-D Secure check. Complete it to go on with the payment, or fail it to see what happens when a buyer cannot verify.',
  authComplete: 'Complete',
  authFail: 'Fail',
} as const;

/** The test authentication step's answer, sent again with the card (POST /api/checkout/sessions/:id/pay). */
export const TEST_AUTHENTICATION_OUTCOMES = ['complete', 'fail'] as const;
export type TestAuthenticationOutcome = (typeof TEST_AUTHENTICATION_OUTCOMES)[number];

/** Where the theme buy button returns (spec 000 §7 create-theme-checkout), with the session for the portal's reload. */
export function themeCheckoutUrls(theme: { id: string; slug: string }): { successUrl: string; cancelUrl: string } {
  return {
    successUrl: `/client-portal?theme=${theme.id}&success=true&session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `/themes/${theme.slug}`,
  };
}

/** The placeholder the provider replaces with the session id in a success URL (Stripe's own spelling). */
export const SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

/** A same-site path: starts with one slash (not '//' or '/\'), no scheme. Prevents open redirects. */
export function isSafeReturnPath(value: string): boolean {
  return /^\/(?![/\\])/.test(value) && !/[\s]/.test(value);
}

/** A line of the cart as the API answers it (spec 000 §3 Cart item). */
export interface CartLine {
  themeId: string;
  quantity: number;
  theme: {
    id: string;
    name: string;
    slug: string;
    description: string;
    image: string | null;
    price: number;
    framework: Framework;
  };
  inLibrary: boolean;
}

/** GET/POST/DELETE /api/cart… → 200. */
export interface CartResponse {
  items: CartLine[];
}

/**
 * A licence covers the whole account, so each theme is charged once however often it was added;
 * themes already in the library are not charged at all. Subtotal = total (no tax or discounts).
 */
export function cartTotals(items: Pick<CartLine, 'theme' | 'inLibrary'>[]): {
  subtotal: number;
  total: number;
  payable: number;
} {
  const payable = items.filter((item) => !item.inLibrary);
  const subtotal = payable.reduce((sum, item) => sum + item.theme.price, 0);
  return { subtotal, total: subtotal, payable: payable.length };
}

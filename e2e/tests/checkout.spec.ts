import type { Locator, Page } from '@playwright/test';
import {
  formatMoney,
  formatPrice,
  type CheckoutSessionCreated,
  type MeResponse,
  type ThemeListResponse,
  type ThemeSummary,
} from '@themeport/core';
import { DEMO, expect, signInAs, test, newOnboardedClient, allowConsoleError, resourceError } from './fixtures';
import { expectAccessible, originHeaders, startCheckoutFor } from './support';

// The local payment provider's test-mode checkout page (docs/api/billing.md). Every journey that
// pays uses a new client, so the demo client's library and plan stay as the other specs expect.

/** December, three years on: always a future expiry. */
const EXPIRY = `12${String(new Date().getFullYear() + 3).slice(-2)}`;

const TEXT = {
  declined: 'Your card was declined. Please try a different card.',
  expired: 'Your card has expired. Please use a different card.',
  authenticationFailed: 'Your bank requires additional authentication. Please try again and complete the verification.',
  testModeNote:
    'This is a test-mode checkout: no real card is charged. Use 4242 4242 4242 4242 with any future expiry and any CVC.',
};

/** Each journey pays as a new client with a named workspace (the signedIn fixture). */
const payer = {
  prefix: 'payer',
  firstName: 'Paula',
  lastName: 'Payer',
  businessName: `Payer Studio ${Math.random().toString(36).slice(2, 7)}`,
};
test.use({ signUp: payer });

async function paidTheme(page: Page): Promise<ThemeSummary> {
  const response = await page.request.get('/api/themes?pricing=paid&pageSize=12');
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as ThemeListResponse;
  expect(items.length).toBeGreaterThan(0);
  return items[0]!;
}

/** Straight to the checkout page through the API, for the journeys about the page itself. */
async function startThemeCheckout(page: Page, theme: ThemeSummary) {
  const response = await startCheckoutFor(page, 'themes', { items: [{ themeId: theme.id, quantity: 1 }] });
  expect(response.status(), await response.text()).toBe(201);
  const { url } = (await response.json()) as CheckoutSessionCreated;
  await page.goto(url);
  await expect(page).toHaveURL(/\/checkout\/[^/]+$/);
}

async function fillCard(page: Page, cardNumber: string) {
  const form = page.getByRole('region', { name: 'Card details' });
  await form.getByLabel('Card number').fill(cardNumber);
  await form.getByLabel('Expiry').fill(EXPIRY);
  await form.getByLabel('CVC').fill('123');
  await form.getByLabel('Name on card').fill('Paula Payer');
}

/**
 * Clicks the pay button and answers the address the browser was sent to (path and query), read
 * from the navigation itself: the portal tidies its return parameters out of the URL at once.
 */
async function submitPayment(page: Page, button: string | Locator): Promise<string> {
  const landing = page.waitForRequest(
    (request) =>
      request.isNavigationRequest() && request.frame() === page.mainFrame() && !request.url().includes('/checkout/'),
  );
  await (typeof button === 'string' ? page.getByRole('button', { name: button }) : button).click();
  const url = new URL((await landing).url());
  return `${url.pathname}${url.search}`;
}

async function currentPlan(page: Page): Promise<string | undefined> {
  const me = (await (await page.request.get('/api/me')).json()) as MeResponse;
  return me.accounts.find((account) => account.id === me.currentAccountId)?.plan;
}

test('buys a paid theme with 4242 and finds it in the Theme Library', async ({ page, signedIn: { email } }) => {
  const theme = await paidTheme(page);
  await page.goto(`/themes/${theme.slug}`);
  await page
    .getByRole('main')
    .getByRole('button', { name: `Buy ${formatPrice(theme.price)}` })
    .click();
  await expect(page).toHaveURL(/\/checkout\/[^/]+$/);

  await expect(page).toHaveTitle(/^Checkout/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByText('Test mode', { exact: true })).toBeVisible();
  await expect(page.getByText(TEXT.testModeNote)).toBeVisible();
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary.getByText(theme.name, { exact: true })).toBeVisible();
  await expect(summary.getByText(payer.businessName)).toBeVisible();
  await expect(summary.getByText(email)).toBeVisible();
  await expect(summary.getByText(formatMoney(theme.price)).first()).toBeVisible();
  await expectAccessible(page);

  const cardNumber = page.getByLabel('Card number');
  await cardNumber.fill('4242424242424242');
  await expect(cardNumber).toHaveValue('4242 4242 4242 4242');
  await fillCard(page, '4242424242424242');
  await expect(page.getByLabel('Expiry')).toHaveValue(`12 / ${EXPIRY.slice(2)}`);
  const redirectUrl = await submitPayment(page, `Pay ${formatMoney(theme.price)}`);
  expect(redirectUrl).toMatch(new RegExp(`^/client-portal\\?theme=${theme.id}&success=true&session_id=\\w`));

  await expect(page).toHaveURL(/\/client-portal/);
  const library = page.getByRole('region', { name: 'Theme Library' });
  await expect(library.getByRole('link', { name: theme.name })).toBeVisible();

  await page.goto(`/themes/${theme.slug}`);
  await expect(page.getByRole('main').getByRole('button', { name: 'In Library' })).toBeDisabled();
});

test('a declined card keeps the buyer on the checkout with the message, then 4242 succeeds', async ({
  signedInPage: page,
}) => {
  allowConsoleError(resourceError(400, '/pay'), 'a declined card');
  const theme = await paidTheme(page);
  await startThemeCheckout(page, theme);
  const checkoutUrl = page.url();

  await fillCard(page, '4000 0000 0000 0002');
  const pay = page.getByRole('button', { name: `Pay ${formatMoney(theme.price)}` });
  await pay.click();
  await expect(page.getByRole('alert').filter({ hasText: TEXT.declined })).toBeVisible();
  expect(page.url()).toBe(checkoutUrl);
  // What was typed stays, so trying another card is one edit.
  await expect(page.getByLabel('Expiry')).toHaveValue(`12 / ${EXPIRY.slice(2)}`);
  await expect(page.getByLabel('Name on card')).toHaveValue('Paula Payer');

  // The test-card list fills the number in.
  await page.getByText('Test cards').click();
  await page.getByRole('button', { name: 'Use 4242 4242 4242 4242' }).click();
  await expect(page.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
  expect(await submitPayment(page, `Pay ${formatMoney(theme.price)}`)).toMatch(
    /^\/client-portal\?theme=.+&success=true/,
  );
  await expect(page).toHaveURL(/\/client-portal/);
  await expect(
    page.getByRole('region', { name: 'Theme Library' }).getByRole('link', { name: theme.name }),
  ).toBeVisible();
});

test('a 3-D Secure card shows the test authentication step: Fail charges nothing, Complete pays', async ({
  signedInPage: page,
}) => {
  allowConsoleError(resourceError(402, '/pay'), 'the 3-D Secure step');
  allowConsoleError(resourceError(400, '/pay'), 'a failed 3-D Secure step');
  // Onboarding and two rounds at the checkout: more than one journey's work.
  test.slow();
  const theme = await paidTheme(page);
  await startThemeCheckout(page, theme);
  const checkoutUrl = page.url();
  const pay = page.getByRole('button', { name: `Pay ${formatMoney(theme.price)}` });

  await fillCard(page, '4000 0025 0000 3155');
  await pay.click();
  const step = page.getByRole('region', { name: 'Test payment authentication' });
  await expect(step).toBeVisible();
  await expect(step.getByText('Test mode', { exact: true })).toBeVisible();
  await expect(step.getByText('•••• 3155')).toBeVisible();
  await expect(step.getByText(formatMoney(theme.price))).toBeVisible();
  await expectAccessible(page);

  // Fail: back on the form with the spec's text; nothing was bought.
  await step.getByRole('button', { name: 'Fail', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: TEXT.authenticationFailed })).toBeVisible();
  await expect(step).toBeHidden();
  expect(page.url()).toBe(checkoutUrl);
  await expect(page.getByLabel('Card number')).toHaveValue('4000 0025 0000 3155');
  const status = await page.request.get(`/api/themes/${theme.id}/library-status`);
  expect(await status.json()).toEqual({ inLibrary: false });

  // Complete: the payment goes through once and the theme is in the library.
  await pay.click();
  await expect(step).toBeVisible();
  expect(await submitPayment(page, step.getByRole('button', { name: 'Complete', exact: true }))).toMatch(
    /^\/client-portal\?theme=/,
  );
  // 'Payment received. …' until the library has loaded, then 'Thanks! {theme} …': both say this.
  await expect(page.getByRole('status').filter({ hasText: 'is now in your library.' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Theme Library' }).getByRole('link', { name: theme.name }),
  ).toBeVisible();
});

test('adding a 3-D Secure card asks for the test authentication, then saves it', async ({ signedInPage: page }) => {
  allowConsoleError(resourceError(402, '/pay'), 'the 3-D Secure step');
  test.slow();
  const me = (await (await page.request.get('/api/me')).json()) as MeResponse;
  const setup = await page.request.post(`/api/accounts/${me.currentAccountId}/payment-methods/setup`, {
    headers: originHeaders(),
  });
  expect(setup.status()).toBe(201);
  await page.goto(((await setup.json()) as CheckoutSessionCreated).url);
  await expect(page.getByRole('heading', { level: 1, name: 'Add a card' })).toBeVisible();

  await fillCard(page, '4000 0025 0000 3155');
  await page.getByRole('button', { name: 'Save card' }).click();
  const step = page.getByRole('region', { name: 'Test payment authentication' });
  await step.getByRole('button', { name: 'Complete', exact: true }).click();
  await expect(page).toHaveURL(/\/account\/billing/);
  await expect(page.getByText('3155').first()).toBeVisible();
});

test('subscribes to Basic from the pricing page and the account moves to the starter plan', async ({
  signedInPage: page,
}) => {
  allowConsoleError(resourceError(409, '/checkout/subscription'), 'a second subscription, refused');
  await page.goto('/pricing');
  const plans = page.getByRole('region', { name: 'Plans' });
  const basic = plans.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Basic', exact: true }) });
  await basic.getByRole('button', { name: 'Get Started' }).click();

  await expect(page).toHaveURL(/\/checkout\/[^/]+$/);
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary.getByText('Basic plan')).toBeVisible();
  await expect(summary.getByText('$9/month').first()).toBeVisible();
  await fillCard(page, '4242 4242 4242 4242');
  expect(await submitPayment(page, 'Subscribe')).toMatch(/^\/client-portal\?success=subscription&session_id=\w/);

  await expect(page).toHaveURL(/\/client-portal/);
  await expect.poll(() => currentPlan(page)).toBe('starter');

  // Back on the pricing page: Basic is the current plan; Pro needs the billing page.
  await page.goto('/pricing');
  await expect(basic.getByRole('button', { name: 'Current plan' })).toBeDisabled();
  const pro = plans.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Pro', exact: true }) });
  await pro.getByRole('button', { name: 'Get Started' }).click();
  const refusal = pro.getByRole('alert');
  await expect(refusal).toContainText(
    'Your account already has a subscription. Change the plan from Billing & Payments.',
  );
  await expect(refusal.getByRole('link', { name: 'Go to Billing & Payments' })).toHaveAttribute(
    'href',
    '/account/billing',
  );
});

test('card problems show at the field or in the alert; cancelling returns to the theme and closes the session', async ({
  signedInPage: page,
}) => {
  allowConsoleError(resourceError(400, '/pay'), 'card problems, on purpose');
  const theme = await paidTheme(page);
  await startThemeCheckout(page, theme);
  const checkoutUrl = page.url();
  const pay = page.getByRole('button', { name: `Pay ${formatMoney(theme.price)}` });
  const cardNumber = page.getByLabel('Card number');

  // Nothing typed: the messages sit under the fields and focus goes to the first.
  await pay.click();
  await expect(cardNumber).toBeFocused();
  await expect(cardNumber).toHaveAccessibleDescription('Enter your card number.');
  await expect(page.getByLabel('Expiry')).toHaveAccessibleDescription('Enter the expiry date.');

  // A number that fails the Luhn check: the server's message, at the field.
  await fillCard(page, '4242 4242 4242 4241');
  await pay.click();
  await expect(cardNumber).toHaveAccessibleDescription('Your card number is invalid.');
  await expect(cardNumber).toBeFocused();

  await cardNumber.fill('4000 0000 0000 0069');
  await pay.click();
  await expect(page.getByRole('alert').filter({ hasText: TEXT.expired })).toBeVisible();
  await expect(page).toHaveURL(checkoutUrl);

  await page.getByRole('button', { name: 'Cancel and return' }).click();
  await expect(page).toHaveURL(new RegExp(`/themes/${theme.slug}$`));

  await page.goto(checkoutUrl);
  await expect(page.getByRole('heading', { name: 'This checkout session is no longer open.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to your portal' })).toHaveAttribute('href', '/client-portal');
});

test('an unknown checkout session says it was not found', async ({ page }) => {
  allowConsoleError(resourceError(404, '/api/checkout/sessions/'), 'an unknown checkout session');
  await signInAs(page, DEMO.client);
  await page.goto('/checkout/cs_local_does_not_exist');
  await expect(page.getByRole('heading', { name: 'Checkout session not found' })).toBeVisible();
  await expectAccessible(page);
});

test('choosing Pro during onboarding pays at checkout and finishes onboarding on the Pro plan', async ({ page }) => {
  await newOnboardedClient(page, { ...payer, prefix: 'onboard-pro', complete: false });
  await page.goto('/client-onboarding/payment');
  await page.getByRole('button', { name: 'Choose Pro' }).click();

  await expect(page).toHaveURL(/\/checkout\/[^/]+$/);
  await expect(page.getByRole('region', { name: 'Order summary' }).getByText('$29/month').first()).toBeVisible();
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Subscribe' }).click();

  await expect(page).toHaveURL(/\/client-onboarding\/complete\?session_id=/);
  await expect(page.getByRole('heading', { name: "You're all set" })).toBeVisible();
  const me = (await (await page.request.get('/api/me')).json()) as MeResponse;
  expect(me.user.onboardingNeeded).toBe(false);
  expect(me.accounts.find((account) => account.id === me.currentAccountId)?.plan).toBe('pro');
});

test('the checkout stacks into one column at 375 px and stays accessible @mobile', async ({ signedInPage: page }) => {
  const theme = await paidTheme(page);
  await startThemeCheckout(page, theme);
  await expect(page.getByRole('button', { name: `Pay ${formatMoney(theme.price)}` })).toBeVisible();
  const summary = await page.getByRole('region', { name: 'Order summary' }).boundingBox();
  const form = await page.getByRole('region', { name: 'Card details' }).boundingBox();
  expect(form!.y).toBeGreaterThanOrEqual(summary!.y + summary!.height - 1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAccessible(page);
});

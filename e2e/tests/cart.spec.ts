import type { APIRequestContext, Page } from '@playwright/test';
import { CART_TEXT, formatMoney, formatPrice, type CartResponse, type ThemeSummary } from '@themeport/core';
import { cardPayment, expect, latestMail, test, uniqueEmail, allowConsoleError, resourceError } from './fixtures';
import { expectAccessible, listThemes, startCheckoutFor } from './support';

const origin = () => ({ Origin: new URL(test.info().project.use.baseURL!).origin });

/** Paid themes, cheapest first (distinct prices make the totals easy to read). */
async function paidThemes(request: APIRequestContext, atLeast: number): Promise<ThemeSummary[]> {
  const { items } = await listThemes(request, 'pricing=paid&sort=price-asc&pageSize=24');
  const themes = items.filter((theme) => theme.price > 0);
  expect(themes.length).toBeGreaterThanOrEqual(atLeast);
  return themes;
}

/** Who the signedIn fixture makes, and createClient too. */
const buyer = { prefix: 'cart', firstName: 'Carta', lastName: 'Buyer' };
test.use({ signUp: buyer });

/**
 * A new verified client with an account of their own, made through the public API in a separate
 * request context: the browser stays signed out until the test signs in through the form (the
 * journeys that only need a signed-in buyer use the signedIn fixture).
 */
async function createClient(request: APIRequestContext) {
  const user = { email: uniqueEmail(buyer.prefix), password: `${buyer.prefix}-journey-1` };
  const signUp = await request.post('/api/auth/sign-up/email', {
    data: { firstName: buyer.firstName, lastName: buyer.lastName, ...user, role: 'client' },
    headers: origin(),
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const mail = await latestMail(request, user.email);
  expect((await request.get(mail.links.find((link) => link.includes('verify-email'))!)).ok()).toBe(true);
  const profile = await request.post('/api/onboarding/profile', {
    data: { firstName: buyer.firstName, lastName: buyer.lastName, agreeToTerms: true },
    headers: origin(),
  });
  expect(profile.ok(), await profile.text()).toBe(true);
  const complete = await request.post('/api/onboarding/complete', { data: { plan: 'free' }, headers: origin() });
  expect(complete.ok(), await complete.text()).toBe(true);
  return user;
}

async function addToCartFromThemePage(page: Page, theme: ThemeSummary) {
  await page.goto(`/themes/${theme.slug}`);
  const purchase = page.getByRole('complementary', { name: 'Purchase' });
  await purchase.getByRole('button', { name: 'Add to cart' }).click();
  return purchase;
}

const cartLine = (page: Page, name: string) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name, exact: true }) });

test('a visitor fills a cart, signs in, keeps it, removes a line and proceeds to checkout', async ({
  page,
  request,
}) => {
  test.slow(); // one long journey: sign-up, two theme pages, sign-in, the cart and checkout
  const user = await createClient(request);
  const [first, second] = await paidThemes(request, 2);

  // Signed out: 'Sign in to Add' stays the main button, 'Add to cart' sits under it.
  const purchase = await addToCartFromThemePage(page, first!);
  await expect(purchase.getByRole('link', { name: 'Sign in to Add' })).toBeVisible();
  await expect(purchase.getByText('Added to your cart.')).toBeVisible();
  await purchase.getByRole('button', { name: 'Add to cart' }).click();
  await expect(purchase.getByText('(Qty 2)')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await addToCartFromThemePage(page, second!);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'Cart, 2 items' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.reload();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
  await expect(cartLine(page, first!.name).getByText('Qty 2')).toBeVisible();
  await expect(
    cartLine(page, first!.name).getByText('One licence covers your whole account, so this theme is charged once.'),
  ).toBeVisible();
  await expect(cartLine(page, second!.name)).toBeVisible();
  // Each licence is charged once, whatever the quantity.
  const summary = main.getByRole('region', { name: 'Order Summary' });
  const total = formatMoney(first!.price + second!.price);
  await expect(summary.getByText(/^Subtotal/)).toBeVisible();
  await expect(summary.getByRole('definition').first()).toHaveText(total);
  await expect(summary.getByRole('definition').last()).toHaveText(total);
  await expectAccessible(page);

  await summary.getByRole('link', { name: 'Sign in to Checkout' }).click();
  await expect(page).toHaveURL(/\/auth\?returnUrl=%2Fcart$/);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  // Back on the cart, now the user's own: the local cart was merged into the server cart.
  await expect(page).toHaveURL(/\/cart$/);
  await expect(cartLine(page, first!.name).getByText('Qty 2')).toBeVisible();
  await expect(cartLine(page, second!.name)).toBeVisible();
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), CART_TEXT.storageKey)).toBeNull();
  const server = (await (await page.request.get('/api/cart')).json()) as CartResponse;
  expect(Object.fromEntries(server.items.map((line) => [line.themeId, line.quantity]))).toEqual({
    [first!.id]: 2,
    [second!.id]: 1,
  });
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();

  await main.getByRole('button', { name: `Remove ${second!.name}` }).click();
  await expect(cartLine(page, second!.name)).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await expect(summary.getByRole('definition').last()).toHaveText(formatMoney(first!.price));

  const created = page.waitForResponse(
    (response) => response.url().endsWith('/checkout/themes') && response.request().method() === 'POST',
  );
  await summary.getByRole('button', { name: 'Proceed to Checkout' }).click();
  const response = await created;
  expect(response.status()).toBe(201);
  expect(response.request().headers()['idempotency-key']).toMatch(/^checkout:/);
  await expect(page).toHaveURL(/\/checkout\/[^/]+$/);

  // The cart stays until the payment is done; removing the last line leaves the empty state.
  await page.goto('/cart');
  await page
    .getByRole('main')
    .getByRole('button', { name: `Remove ${first!.name}` })
    .click();
  await expect(page.getByRole('main').getByText('Your cart is empty')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Browse Themes' }).click();
  await expect(page).toHaveURL(/\/themes$/);
  expect(((await (await page.request.get('/api/cart')).json()) as CartResponse).items).toEqual([]);
});

test("'Buy' on a paid theme starts a checkout for that theme", async ({ signedInPage: page, request }) => {
  // A fresh user: nobody else's purchase can turn the button into 'In Library' meanwhile.
  const [theme] = await paidThemes(request, 1);
  await page.goto(`/themes/${theme!.slug}`);
  const purchase = page.getByRole('complementary', { name: 'Purchase' });
  await expect(purchase.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  const created = page.waitForResponse(
    (response) => response.url().endsWith('/checkout/themes') && response.request().method() === 'POST',
  );
  await purchase.getByRole('button', { name: `Buy ${formatPrice(theme!.price)}` }).click();
  const response = await created;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toMatchObject({
    items: [{ themeId: theme!.id, quantity: 1 }],
    successUrl: `/client-portal?theme=${theme!.id}&success=true&session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `/themes/${theme!.slug}`,
  });
  await expect(page).toHaveURL(/\/checkout\/[^/]+$/);
});

test("a checkout the server refuses shows 'Checkout failed: …' on the cart and the theme page", async ({
  signedInPage: page,
  request,
}) => {
  allowConsoleError(resourceError(409, '/checkout/themes'), 'a checkout the server refuses');
  test.slow();
  const [inCart, onPage] = await paidThemes(request, 2);
  // The same user buys a theme "in another tab": the API, with the browser's session.
  const buyElsewhere = async (theme: ThemeSummary) => {
    const created = await startCheckoutFor(page, 'themes', { items: [{ themeId: theme.id, quantity: 1 }] });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const paid = await page.request.post(`/api/checkout/sessions/${id}/pay`, {
      data: cardPayment(undefined, `${buyer.firstName} ${buyer.lastName}`),
      headers: origin(),
    });
    expect(paid.ok(), await paid.text()).toBe(true);
  };

  const purchase = await addToCartFromThemePage(page, inCart!);
  await expect(purchase.getByText('Added to your cart.')).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' }).click();
  const summary = page.getByRole('main').getByRole('region', { name: 'Order Summary' });
  await expect(summary.getByRole('button', { name: 'Proceed to Checkout' })).toBeEnabled();
  await buyElsewhere(inCart!);
  await summary.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(summary.getByRole('alert')).toHaveText('Checkout failed: These themes are already in your library.');
  await expect(page).toHaveURL(/\/cart$/);

  await page.goto(`/themes/${onPage!.slug}`);
  const panel = page.getByRole('complementary', { name: 'Purchase' });
  const buy = panel.getByRole('button', { name: `Buy ${formatPrice(onPage!.price)}` });
  await expect(buy).toBeEnabled();
  await buyElsewhere(onPage!);
  await buy.click();
  await expect(panel.getByRole('alert')).toHaveText('Checkout failed: These themes are already in your library.');

  // Once owned, a theme shows 'In Library' only: no cart button.
  await page.reload();
  await expect(panel.getByRole('button', { name: 'In Library' })).toBeDisabled();
  await expect(panel.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
});

test('an empty cart says so, and the header link counts lines on a phone @mobile', async ({ page, request }) => {
  await page.goto('/cart');
  await expect(page.getByRole('main').getByText('Your cart is empty')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Browse Themes' })).toHaveAttribute('href', '/themes');
  await expectAccessible(page);

  const [theme] = await paidThemes(request, 1);
  await addToCartFromThemePage(page, theme!);
  const cartLink = page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' });
  await expect(cartLink).toBeVisible();
  await cartLink.click();
  await expect(cartLine(page, theme!.name)).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign in to Checkout' })).toBeVisible();
  await expectAccessible(page);
});

import type { Page } from '@playwright/test';
import { BILLING_TEXT } from '@themeport/core';
import { DEMO, expect, signInAs, subscribeWithTestCard, test } from './fixtures';
import { expectAccessible, originHeaders, payOnTestCheckout, startCheckoutFor } from './support';

/** Billing journeys change the account's plan and cards, so each test gets its own account. */
const billingClient = { prefix: 'billing', firstName: 'Bea', lastName: 'Biller' };
test.use({ signUp: billingClient });

const cardRow = (page: Page, brand: string) =>
  page.getByRole('list', { name: 'Saved cards' }).getByRole('listitem').filter({ hasText: brand });

async function addCardFromBillingPage(page: Page, buttonName: string, cardNumber: string) {
  await page.getByRole('button', { name: buttonName }).click();
  await payOnTestCheckout(page, cardNumber);
  await expect(page.getByText('Your card has been saved.')).toBeVisible();
  // The one-off return parameters leave the address; the tab stays.
  await expect(page).toHaveURL(/\/account\/billing\?tab=payment-methods$/);
  await expect(page.getByRole('tab', { name: 'Payment Methods' })).toHaveAttribute('aria-selected', 'true');
}

test('a client subscribes to Basic, sees it in the portal card and on Billing & Payments, then moves to Pro', async ({
  signedInPage: page,
}) => {
  test.slow();

  await page.goto('/client-portal');
  const card = page.getByRole('region', { name: 'Account & Billing' });
  await expect(card.getByText('Free Forever')).toBeVisible();
  await expect(card.getByText('Basic Support')).toBeVisible();

  const checkout = await startCheckoutFor(page, 'subscription', { plan: 'starter' });
  expect(checkout.status(), await checkout.text()).toBe(201);
  const { url } = (await checkout.json()) as { url: string };
  await page.goto(url);
  await payOnTestCheckout(page, '4242 4242 4242 4242');

  await expect(page).toHaveURL(/\/client-portal/);
  await expect(card.getByRole('status')).toHaveText('Your Basic plan is active.');
  await expect(card.getByText('Basic', { exact: true })).toBeVisible();
  await expect(card.getByText('$9/month')).toBeVisible();
  await expect(card.getByText('Priority Support')).toBeVisible();
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  // The return parameters leave the address, so a reload does not repeat the confirmation.
  await expect(page).toHaveURL(/\/client-portal$/);

  await card.getByRole('link', { name: 'Manage billing' }).click();
  await expect(page).toHaveURL(/\/account\/billing$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Billing & Payments' })).toBeVisible();
  const plan = page.getByRole('region', { name: 'Current plan' });
  await expect(plan.getByText('Basic', { exact: true })).toBeVisible();
  await expect(plan.getByText('Active', { exact: true })).toBeVisible();
  await expect(plan.getByText('$9.00').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Next invoice estimate' }).getByText('$0.00')).toBeVisible();

  const invoices = page.getByRole('region', { name: 'Recent Invoices' });
  const rows = invoices.getByRole('row');
  await expect(rows).toHaveCount(2);
  const invoice = rows.nth(1);
  await expect(invoice.getByRole('cell', { name: '$9.00' })).toBeVisible();
  await expect(invoice.getByText(/^paid$/i)).toBeVisible();
  const pdf = invoice.getByRole('link', { name: /^PDF of invoice / });
  await expect(pdf).toHaveAttribute('target', '_blank');
  await expect(invoice.getByRole('link', { name: /^View invoice / })).toHaveAttribute('target', '_blank');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Upgrade Plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upgrade Plan' });
  await expect(dialog.getByText('Current plan')).toBeVisible();
  await expect(dialog.getByText('$29/month')).toBeVisible();
  await dialog.getByRole('button', { name: 'Choose Pro' }).click();
  await dialog.getByRole('button', { name: 'Confirm and pay' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Your plan has been changed.')).toBeVisible();
  await expect(plan.getByText('Pro', { exact: true })).toBeVisible();
  await expect(plan.getByText('$29.00').first()).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: /Current account:.*Pro/ })).toBeVisible();
});

test('a free owner picks Basic under Upgrade Plan, pays at checkout and comes back to a confirmed plan', async ({
  signedInPage: page,
}) => {
  test.slow();
  await page.goto('/account/billing');
  const plan = page.getByRole('region', { name: 'Current plan' });
  await expect(plan.getByText('Free', { exact: true })).toBeVisible();
  await expect(page.getByText('No invoices yet')).toBeVisible();

  await page.getByRole('button', { name: 'Upgrade Plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upgrade Plan' });
  await expect(dialog.getByText('$9/month')).toBeVisible();
  await dialog.getByRole('button', { name: 'Choose Basic' }).click();
  await payOnTestCheckout(page, '4242 4242 4242 4242');

  await expect(page).toHaveURL(/\/account\/billing$/);
  await expect(page.getByText('Your Basic plan is active.')).toBeVisible();
  await expect(plan.getByText('Basic', { exact: true })).toBeVisible();
  const invoices = page.getByRole('region', { name: 'Recent Invoices' });
  await expect(invoices.getByRole('row')).toHaveCount(2);
  await expect(invoices.getByRole('cell', { name: '$9.00' })).toBeVisible();
});

test('an owner adds two cards, makes the Mastercard the default and removes the Visa', async ({
  signedInPage: page,
}) => {
  test.slow();
  await page.goto('/account/billing');
  await page.getByRole('button', { name: 'Manage Payment Methods' }).click();
  await expect(page).toHaveURL(/\?tab=payment-methods$/);
  await expect(page.getByText('No payment methods on file')).toBeVisible();
  await expect(page.getByText('Secure payments with 3D Secure')).toBeVisible();

  await addCardFromBillingPage(page, 'Add Your First Card', '4242 4242 4242 4242');
  const visa = cardRow(page, 'Visa');
  await expect(visa.getByText('•••• 4242')).toBeVisible();
  await expect(visa.getByText('12/34')).toBeVisible();
  await expect(visa.getByText('Default', { exact: true })).toBeVisible();
  // The only card may go; no hint is needed.
  await expect(visa.getByRole('button', { name: 'Remove Visa ending 4242' })).toBeEnabled();

  await addCardFromBillingPage(page, 'Add Payment Method', '5555 5555 5555 4444');
  const mastercard = cardRow(page, 'Mastercard');
  await expect(mastercard.getByText('•••• 4444')).toBeVisible();
  await expect(mastercard.getByText('Default', { exact: true })).toHaveCount(0);
  await expect(visa.getByRole('button', { name: 'Remove Visa ending 4242' })).toBeDisabled();
  await expect(visa.getByText('Cannot remove default payment method')).toBeVisible();
  await expectAccessible(page);

  await mastercard.getByRole('button', { name: /Set as Default/ }).click();
  await expect(mastercard.getByText('Default', { exact: true })).toBeVisible();
  await expect(visa.getByText('Default', { exact: true })).toHaveCount(0);
  await expect(mastercard.getByRole('button', { name: /Set as Default/ })).toHaveCount(0);
  await expect(mastercard.getByRole('button', { name: 'Remove Mastercard ending 4444' })).toBeDisabled();

  await visa.getByRole('button', { name: 'Remove Visa ending 4242' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByText('Are you sure you want to remove this payment method?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(visa).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Saved cards' }).getByRole('listitem')).toHaveCount(1);

  // The tab lives in the address: a reload keeps it, and the server kept the change.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Payment Methods' })).toHaveAttribute('aria-selected', 'true');
  await expect(cardRow(page, 'Mastercard').getByText('Default', { exact: true })).toBeVisible();
  await expect(cardRow(page, 'Visa')).toHaveCount(0);
});

test('a card whose CVC check failed carries the warning', async ({ signedInPage: page }) => {
  test.slow();
  await page.goto('/account/billing?tab=payment-methods');
  await addCardFromBillingPage(page, 'Add Your First Card', '4000 0000 0000 0101');
  const row = page.getByRole('list', { name: 'Saved cards' }).getByRole('listitem');
  await expect(row).toHaveCount(1);
  await expect(row.getByText('•••• 0101')).toBeVisible();
  await expect(row.getByText('CVC verification failed')).toBeVisible();
});

test('someone in no account is told none is selected (spec 001 §2.5), and the API refuses another account', async ({
  page,
  request,
}) => {
  await signInAs(page, DEMO.developer);
  await page.goto('/account/billing');
  await expect(page.getByRole('heading', { level: 1, name: 'Billing & Payments' })).toBeVisible();
  await expect(page.getByText(BILLING_TEXT.noAccount)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Access Restricted' })).toHaveCount(0);
  await expect(page.getByRole('tab')).toHaveCount(0);
  await expectAccessible(page);

  // The demo client's account, asked for by someone who is not a member.
  const clientSignIn = await request.post('/api/auth/sign-in/email', { data: DEMO.client, headers: originHeaders() });
  expect(clientSignIn.status()).toBe(200);
  const me = (await (await request.get('/api/me')).json()) as { currentAccountId: string };
  const refused = await page.request.get(`/api/accounts/${me.currentAccountId}/billing`);
  expect(refused.status()).toBe(403);
});

test.describe('on Basic', () => {
  // Layout only: the plan is paid through the test-mode API rather than its page.
  test.use({ signUp: { ...billingClient, plan: 'starter' } });

  test('the billing page fits a phone screen, invoices included @mobile', async ({ signedInPage: page }) => {
    test.slow();

    await page.goto('/account/billing');
    await expect(page.getByRole('heading', { level: 1, name: 'Billing & Payments' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Current plan' }).getByText('Basic', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Recent Invoices' }).getByRole('cell', { name: '$9.00' }),
    ).toBeAttached();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);

    await page.getByRole('tab', { name: 'Payment Methods' }).click();
    await expect(page.getByRole('list', { name: 'Saved cards' }).getByRole('listitem')).toHaveCount(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    await page.goto('/client-portal');
    await expect(page.getByRole('region', { name: 'Account & Billing' }).getByText('$9/month')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
});

/**
 * The signed-in client subscribes to `plan` with 4242 through the test-mode API and opens Billing &
 * Payments: setup for the tests below (the first two tests of this file go through the checkout page).
 */
async function subscribe(page: Page, plan: 'starter' | 'pro') {
  const me = (await (await page.request.get('/api/me')).json()) as { currentAccountId: string };
  await subscribeWithTestCard(page, me.currentAccountId, plan, 'Bea Biller');
  await page.goto('/account/billing');
}

test('an upgrade shows the amount due today and charges the card on file, without asking for a card again', async ({
  signedInPage: page,
}) => {
  test.slow();
  await subscribe(page, 'starter');
  const plan = page.getByRole('region', { name: 'Current plan' });
  await expect(plan.getByText('Basic', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Upgrade Plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upgrade Plan' });
  await dialog.getByRole('button', { name: 'Choose Pro' }).click();
  // Right after subscribing almost the whole month is left: $29.00 − $9.00.
  const due = dialog.getByRole('region', { name: 'Amount due' });
  await expect(due.getByText('Due today')).toBeVisible();
  await expect(due.getByText('$20.00')).toBeVisible();
  await expect(due.getByText('Charged to Visa •••• 4242')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Confirm and pay' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Your plan has been changed.')).toBeVisible();
  await expect(plan.getByText('Pro', { exact: true })).toBeVisible();
  // No checkout page: the card on file paid the prorated difference.
  await expect(page).toHaveURL(/\/account\/billing$/);
  const invoices = page.getByRole('region', { name: 'Recent Invoices' });
  await expect(invoices.getByRole('row')).toHaveCount(3);
  await expect(invoices.getByRole('cell', { name: '$20.00' })).toBeVisible();
});

test('an owner cancels the plan at the period end, then resumes it', async ({ signedInPage: page }) => {
  test.slow();
  await subscribe(page, 'starter');
  const plan = page.getByRole('region', { name: 'Current plan' });
  await plan.getByRole('button', { name: 'Cancel plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel plan' });
  await expect(
    dialog.getByText(/Your Basic plan stays until .+, then the account moves to the Free plan\./),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel plan' }).click();
  await expect(dialog).toBeHidden();
  await expect(plan.getByText(/Your plan ends on .+ and will not renew\./)).toBeVisible();
  await expect(plan.getByText('Basic', { exact: true })).toBeVisible();

  await plan.getByRole('button', { name: 'Resume' }).click();
  await expect(plan.getByRole('button', { name: 'Cancel plan' })).toBeVisible();
  await expect(plan.getByText(/will not renew/)).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Next invoice estimate' }).getByText('$9.00').first()).toBeVisible();
});

test('a downgrade to Basic with four sites warns that the newest will be parked, then is scheduled', async ({
  page,
  signedIn: { accountId },
}) => {
  test.slow();
  await subscribe(page, 'pro');
  const { items } = (await (await page.request.get('/api/themes?pricing=free&pageSize=12')).json()) as {
    items: { id: string }[];
  };
  const names = ['North', 'East', 'South', 'West'];
  for (const [index, name] of names.entries()) {
    const themeId = items[index]!.id;
    const added = await page.request.post(`/api/accounts/${accountId}/library`, {
      data: { themeId },
      headers: originHeaders(),
    });
    expect([201, 409], await added.text()).toContain(added.status());
    const deployed = await page.request.post(`/api/accounts/${accountId}/slots`, {
      data: { themeId, name },
      headers: originHeaders(),
    });
    expect(deployed.status(), await deployed.text()).toBe(201);
  }
  await page.reload();
  const plan = page.getByRole('region', { name: 'Current plan' });
  await plan.getByRole('button', { name: 'Downgrade' }).click();
  const dialog = page.getByRole('dialog', { name: 'Downgrade' });
  await expect(dialog.getByText(/Your plan changes to Basic on .+\. Nothing is charged today\./)).toBeVisible();
  await expect(dialog.getByRole('alert')).toContainText(
    /Your newest site \(West\) will be parked on \d{1,2} \w{3} \d{4}\./,
  );
  await dialog.getByRole('button', { name: 'Confirm downgrade' }).click();
  await expect(dialog).toBeHidden();
  await expect(plan.getByText(/Your plan changes to Basic on \d{1,2} \w{3} \d{4}\./)).toBeVisible();
  await expect(plan.getByText('Pro', { exact: true })).toBeVisible();
  // Nothing is parked before the period ends; the owner can still keep Pro.
  await plan.getByRole('button', { name: 'Keep Pro' }).click();
  await expect(plan.getByText(/Your plan changes to Basic/)).toHaveCount(0);
});

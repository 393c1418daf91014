import { allowConsoleError, expect, resourceError, test, uniqueEmail } from './fixtures';
import { expectAccessible } from './support';

// Issue 22, 'Becoming a seller': a visitor signs up as a developer, verifies the e-mail, sets up a
// store (no workspace), lands in the developer portal and finds the store's public page.
test('a new developer signs up, verifies, sets up a store and finds its public page', async ({ page, context }) => {
  // The whole way in, from sign-up to the public page: a long journey.
  test.slow();
  allowConsoleError(resourceError(409, '/api/developer/onboarding'), 'the demo store’s address is taken, on purpose');
  const email = uniqueEmail('new-seller');
  const storeName = `Forge ${email.split('@')[0]!.slice(-6)}`;
  const slug = storeName.toLowerCase().replace(/[^a-z0-9]+/g, '-');

  await page.goto('/for-developers');
  await page.getByRole('banner').getByRole('link', { name: 'Become a Developer' }).click();
  await expect(page.getByRole('radio', { name: 'Developer' })).toBeChecked();
  await page.getByLabel('First name').fill('Margaret');
  await page.getByLabel('Last name').fill('Hamilton');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('apollo-guidance');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  // The verification link, opened from the dev mailbox in a second tab; the first tab moves on by itself.
  const mailbox = await context.newPage();
  await mailbox.goto('/dev/mailbox');
  await mailbox.getByRole('list', { name: 'Messages' }).getByText(email).first().click();
  await mailbox.getByRole('list', { name: 'Links' }).getByRole('link').first().click();
  await expect(mailbox).toHaveURL(/\/client-onboarding\/profile/);
  await mailbox.close();

  await expect(page).toHaveURL(/\/client-onboarding\/profile/);
  await expect(page.getByRole('heading', { level: 1, name: 'Set up your store' })).toBeVisible();
  await expect(page.getByText('Choose your plan')).toHaveCount(0);
  await page.getByLabel('Store name').fill(storeName);
  // The address is suggested from the name.
  await expect(page.getByLabel('Store address')).toHaveValue(slug);
  await page.getByLabel('Store address').fill('northwind-studio');
  await page.getByLabel('Bio').fill('Quiet, fast themes for mission-critical teams.');
  await page.getByLabel('Website (optional)').fill('forge.example');
  await page.getByLabel('Payout country').selectOption({ label: 'Germany' });
  await expect(page.getByLabel('Payout currency')).toHaveValue('EUR');
  // Every payout is in USD (decision 029): the form says so where the currency is chosen.
  await expect(page.getByLabel('Payout currency')).toHaveAccessibleDescription(
    'Payouts are made in USD. Themeport does not convert them into this currency yet.',
  );
  await page.getByRole('button', { name: 'Create my store' }).click();
  await expect(page.getByText('Agree to TOS')).toBeVisible();
  await page.getByLabel('I agree to the Terms of Service').check();
  await page.getByRole('button', { name: 'Create my store' }).click();
  await expect(page.getByText('The store address "northwind-studio" is taken. Try another.')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Store address').fill(slug);
  await page.getByRole('button', { name: 'Create my store' }).click();

  await expect(page).toHaveURL(/\/developer-portal$/);
  await expect(page.getByText('Signed in as Margaret Hamilton.')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Developer Portal' })).toBeVisible();
  // No client workspace was made for the developer.
  const me = await (await page.request.get('/api/me')).json();
  expect(me.accounts).toEqual([]);

  await page.getByRole('navigation', { name: 'Developer portal' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/developer-portal\/settings$/);
  const settings = page.getByRole('region', { name: 'Store profile and payouts' });
  await expect(settings.getByLabel('Store name')).toHaveValue(storeName);
  await expect(settings.getByLabel('Payout currency')).toHaveValue('EUR');
  await settings.getByLabel('Bio').fill('Quiet, fast themes for mission-critical teams. Now with dark mode.');
  // A new address: the old one will lead there.
  const moved = `${slug}-studio`;
  await settings.getByLabel('Store address').fill(moved);
  await expect(settings.getByText(`For a year, /developers/${slug} leads there`)).toBeVisible();
  await settings.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Store settings saved.')).toBeVisible();
  await expectAccessible(page);
  // The toast fades out over the next page otherwise, and axe reads its text mid-fade.
  await expect(page.getByText('Store settings saved.')).toBeHidden();

  await settings.getByRole('link', { name: 'View public page' }).click();
  await expect(page).toHaveURL(new RegExp(`/developers/${moved}$`));
  await expect(page.getByRole('heading', { level: 1, name: storeName })).toBeVisible();
  await expect(page.getByText('Now with dark mode.')).toBeVisible();
  await expect(page.getByText('No published themes yet.')).toBeVisible();
  await expect(page).toHaveTitle(`${storeName} – Themeport`);
  await expectAccessible(page);
  // The old address, from a link shared before the change, opens the store at its new one.
  await page.goto(`/developers/${slug}`);
  await expect(page).toHaveURL(new RegExp(`/developers/${moved}$`));
  await expect(page.getByRole('heading', { level: 1, name: storeName })).toBeVisible();

  // A signed-in developer's 'Start Selling' opens the portal.
  await page.goto('/for-developers');
  await page.getByRole('link', { name: 'Start Selling' }).click();
  await expect(page).toHaveURL(/\/developer-portal$/);
});

test("a theme page names its developer's store, whose page lists the store's themes", async ({ page }) => {
  await page.goto('/themes/aurora-saas');
  await expect(page.getByRole('heading', { level: 1, name: 'Aurora SaaS' })).toBeVisible();
  await page.getByRole('link', { name: 'Northwind Studio' }).first().click();
  await expect(page).toHaveURL(/\/developers\/northwind-studio$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Northwind Studio' })).toBeVisible();
  const themes = page.getByRole('region', { name: /Themes by Northwind Studio/ });
  await expect(themes.getByRole('heading', { level: 3 })).toHaveCount(4);
  await expect(themes.getByRole('link', { name: 'Aurora SaaS' })).toBeVisible();
  await expectAccessible(page);
});

test('an unknown store shows Developer not found', async ({ page }) => {
  allowConsoleError(resourceError(404, '/developers/no-such-store'), 'an unknown store answers 404 on purpose');
  allowConsoleError(resourceError(404, '/api/developers/no-such-store'), 'an unknown store answers 404 on purpose');
  await page.goto('/developers/no-such-store');
  await expect(page.getByRole('heading', { level: 1, name: 'Developer not found' })).toBeVisible();
});

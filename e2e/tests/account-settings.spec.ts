import type { Page } from '@playwright/test';
import { formatAccountDate } from '../../packages/core/src/account-settings.ts';
import { expect, latestMail, test } from './fixtures';
import { listThemes, originHeaders } from './support';

test.use({ signUp: { prefix: 'settings', businessName: 'Settings Studio' } });

/** Adds the first free theme to the account's library and answers when it was added. */
async function addFreeTheme(page: Page, accountId: string): Promise<string> {
  const { items } = await listThemes(page.request, 'pricing=free&pageSize=12');
  const add = await page.request.post(`/api/accounts/${accountId}/library`, {
    data: { themeId: items[0]!.id },
    headers: originHeaders(),
  });
  expect(add.status(), await add.text()).toBe(201);
  const library = (await (await page.request.get(`/api/accounts/${accountId}/library`)).json()) as {
    items: { purchasedAt: string }[];
  };
  return library.items[0]!.purchasedAt;
}

test('an owner renames the workspace, changes the date format and colour, and sees usage', async ({
  page,
  signedIn,
}) => {
  const addedAt = await addFreeTheme(page, signedIn.accountId);
  await page.goto('/');
  await page.getByRole('link', { name: 'Settings' }).first().click();
  await expect(page).toHaveURL(/\/account\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();

  const general = page.getByRole('region', { name: 'General Settings' });
  const name = general.getByLabel('Account name');
  await expect(name).toHaveValue('Settings Studio');
  // An invalid name saves nothing: Save is disabled and the field says why.
  await name.fill(' x ');
  await expect(general.getByText('Account name must be 2 to 50 characters.')).toBeVisible();
  await expect(general.getByRole('button', { name: 'Save changes' })).toBeDisabled();

  await name.fill('  Renamed Studio  ');
  await general.getByRole('button', { name: 'Save changes' }).click();
  await expect(general.getByText('Settings saved successfully!')).toBeVisible();
  // The switcher in the header follows.
  await expect(page.getByRole('banner').getByRole('button', { name: /Current account: Renamed Studio/ })).toBeVisible();

  // Usage beside the limits: one member, no sites yet, no API calls.
  const usage = page.getByRole('region', { name: 'Usage Limits' });
  await expect(usage.getByRole('progressbar', { name: 'Users' })).toHaveAttribute('aria-valuetext', '1 of 1');
  await expect(usage.getByRole('progressbar', { name: 'Sites' })).toHaveAttribute('aria-valuetext', '0 of 1');
  await expect(usage.getByRole('progressbar', { name: 'Storage' })).toHaveAttribute('aria-valuetext', '0 B of 100 MB');
  await expect(usage.getByRole('progressbar', { name: 'API calls this month' })).toHaveAttribute(
    'aria-valuetext',
    '0 of 1,000',
  );

  // The portal's dates follow the account's format and timezone.
  await page.goto('/client-portal');
  const library = page.getByRole('region', { name: 'Theme Library' });
  const asStored = formatAccountDate(addedAt, { timezone: 'UTC', date_format: 'YYYY-MM-DD' });
  await expect(library.getByText(`Added ${asStored}`).first()).toBeVisible();

  await page.goto('/account/settings');
  await general.getByLabel('Date format').selectOption('DD/MM/YYYY');
  await general.getByLabel('Timezone').selectOption({ label: 'Tokyo' });
  await general.getByRole('button', { name: 'Save changes' }).click();
  await expect(general.getByText('Settings saved successfully!')).toBeVisible();
  // The portal takes the account's primary colour as its accent.
  const branding = page.getByRole('region', { name: 'Branding' });
  await branding.getByLabel('Primary colour', { exact: true }).fill('#7C3AED');
  await branding.getByRole('button', { name: 'Save branding' }).click();
  await expect(branding.getByText('Settings saved successfully!')).toBeVisible();
  await page.goto('/client-portal');
  await expect
    .poll(() =>
      page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim()),
    )
    .toBe('#7c3aed');
  const inTokyo = formatAccountDate(addedAt, { timezone: 'Asia/Tokyo', date_format: 'DD/MM/YYYY' });
  await expect(library.getByText(`Added ${inTokyo}`).first()).toBeVisible();
});

test('the owner deletes the account after typing its name and lands in onboarding', async ({ page, signedIn }) => {
  await page.goto('/account/settings');
  const danger = page.getByRole('region', { name: 'Danger Zone' });
  await danger.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Settings Studio?' });
  const confirm = dialog.getByRole('button', { name: 'Delete this account' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(/Type Settings Studio to confirm/).fill('Settings');
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(/Type Settings Studio to confirm/).fill('Settings Studio');
  await confirm.click();

  // Its only account gone, the owner starts a new workspace through onboarding.
  await expect(page).toHaveURL(/\/client-onboarding\/profile/);
  await expect(page.getByText('Settings Studio was deleted')).toBeVisible();
  const mail = await latestMail(page.request, signedIn.email, /was deleted/);
  expect(mail.subject).toBe('The account Settings Studio was deleted');
  const me = (await (await page.request.get('/api/me')).json()) as { accounts: unknown[]; currentAccountId: null };
  expect(me).toMatchObject({ accounts: [], currentAccountId: null });
  await page.goto('/account/settings');
  await expect(
    page.getByText('No account selected. Please select an account from the account switcher.'),
  ).toBeVisible();
});

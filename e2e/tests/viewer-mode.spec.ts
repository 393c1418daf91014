import type { Page } from '@playwright/test';
import {
  BILLING_TEXT,
  formatPrice,
  type LibraryResponse,
  type SlotsResponse,
  type ThemeListResponse,
} from '@themeport/core';
import { DEMO, expect, signInAs, test } from './fixtures';
import { deployFreeTheme, originHeaders } from './support';

// Viewer mode (issue 12): a viewer of 'Demo Studio' (seeded with it, seed/demo-users.ts) sees the
// editing controls disabled with the reason, and the server refuses a forced write with 403.
const REASON = "Viewers can't edit this site. Ask an admin for editor access.";

test.describe.configure({ mode: 'serial' });

/** Demo Studio's site: the owner deploys it once (a free account has one slot). */
async function demoStudioSite(page: Page) {
  await signInAs(page, DEMO.client);
  const me = (await (await page.request.get('/api/me')).json()) as { currentAccountId: string };
  const listSlots = async () =>
    ((await (await page.request.get(`/api/accounts/${me.currentAccountId}/slots`)).json()) as SlotsResponse).slots;
  // Another run may deploy it at the same moment: whoever loses takes the one that is there.
  const slot =
    (await listSlots())[0] ??
    (await deployFreeTheme(page, me.currentAccountId, 'Studio Site').catch(async () => (await listSlots())[0]!));
  await page.context().clearCookies();
  return { accountId: me.currentAccountId, slot };
}

test('a viewer sees the portal and content manager read-only, with the reason, and a forced save is refused', async ({
  page,
}) => {
  const { accountId, slot } = await demoStudioSite(page);
  await signInAs(page, DEMO.viewer);

  await page.goto('/client-portal');
  const slotsCard = page.getByRole('region', { name: 'Site Slots' });
  const manageSlots = slotsCard.getByRole('button', { name: 'Manage Slots' });
  await expect(manageSlots).toBeDisabled();
  await expect(manageSlots).toHaveAccessibleDescription(REASON);
  await expect(slotsCard.getByRole('note')).toHaveText(REASON);

  await slotsCard.getByRole('link', { name: 'View Site' }).click();
  await expect(page).toHaveURL(new RegExp(`/cms/${accountId}/${slot.id}`));
  await expect(page.getByRole('note').first()).toHaveText(REASON);
  const save = page.getByRole('button', { name: 'Save Changes' });
  await expect(save).toBeDisabled();
  await expect(save).toHaveAccessibleDescription(REASON);
  const editPage = page.getByRole('button', { name: /^Edit Page/ }).first();
  await expect(editPage).toBeDisabled();
  await expect(editPage).toHaveAccessibleDescription(REASON);
  await expect(page.getByRole('button', { name: 'Add domain' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'New Post' })).toBeDisabled();

  await page.getByRole('tab', { name: 'Components' }).click();
  await expect(page.getByRole('button', { name: 'Add component' })).toBeDisabled();

  await page.getByRole('tab', { name: 'Library' }).click();
  await expect(page.getByRole('button', { name: 'Upload', exact: true }).first()).toBeDisabled();
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByLabel('Site name', { exact: false }).first()).toBeDisabled();
  await page.screenshot({ path: test.info().outputPath('viewer-cms.png'), fullPage: true });

  // Past the UI, the server is the gate.
  const forced = await page.request.patch(`/api/accounts/${accountId}/slots/${slot.id}/settings`, {
    data: { name: 'Viewer was here' },
    headers: originHeaders(),
  });
  expect(forced.status()).toBe(403);
  const settings = await page.request.get(`/api/accounts/${accountId}/slots/${slot.id}/settings`);
  expect(((await settings.json()) as { name: string }).name).not.toBe('Viewer was here');
});

test('an editor edits the site but billing stays the owner’s, said in the portal and refused by the server', async ({
  page,
}) => {
  const { accountId, slot } = await demoStudioSite(page);
  await signInAs(page, DEMO.editor);
  await page.goto('/client-portal');
  await expect(page.getByText('Only the account owner can manage billing.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Manage billing' })).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: 'Site Slots' }).getByRole('button', { name: 'Manage Slots' }),
  ).toBeEnabled();
  await page.goto(`/cms/${accountId}/${slot.id}`);
  await expect(page.getByRole('button', { name: /^Edit Page/ }).first()).toBeEnabled();
  expect((await page.request.get(`/api/accounts/${accountId}/billing`)).status()).toBe(403);
});

test('an editor sees Buy, Proceed to Checkout and Get Started locked with the matrix’s reason, and the server refuses them', async ({
  page,
}) => {
  const { accountId } = await demoStudioSite(page);
  await signInAs(page, DEMO.editor);
  const reason = "Editors can't buy themes. Only owners or admins can.";
  // A paid theme Demo Studio does not own yet, so the panel offers Buy.
  const library = (await (await page.request.get(`/api/accounts/${accountId}/library`)).json()) as LibraryResponse;
  const owned = new Set(library.items.map((item) => item.templateId));
  const { items } = (await (
    await page.request.get('/api/themes?pricing=paid&pageSize=24')
  ).json()) as ThemeListResponse;
  const theme = items.find((candidate) => !owned.has(candidate.id))!;

  await page.goto(`/themes/${theme.slug}`);
  const purchase = page.getByRole('complementary', { name: 'Purchase' });
  const buy = purchase.getByRole('button', { name: `Buy ${formatPrice(theme.price)}` });
  await expect(buy).toBeDisabled();
  await expect(buy).toHaveAccessibleDescription(reason);
  await expect(purchase.getByRole('note')).toHaveText(reason);

  // The cart is the editor's own; checking it out for the account is not.
  await purchase.getByRole('button', { name: 'Add to cart' }).click();
  await expect(purchase.getByText('Added to your cart.')).toBeVisible();
  await page.goto('/cart');
  const summary = page.getByRole('main').getByRole('region', { name: 'Order Summary' });
  const proceed = summary.getByRole('button', { name: 'Proceed to Checkout' });
  await expect(proceed).toBeDisabled();
  await expect(proceed).toHaveAccessibleDescription(reason);
  await expect(summary.getByRole('note')).toHaveText(reason);
  expect((await page.request.delete('/api/cart', { headers: originHeaders() })).status()).toBe(200);

  await page.goto('/pricing');
  const basic = page
    .getByRole('region', { name: 'Plans' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Basic', exact: true }) });
  const getStarted = basic.getByRole('button', { name: 'Get Started' });
  await expect(getStarted).toBeDisabled();
  await expect(getStarted).toHaveAccessibleDescription(BILLING_TEXT.onlyOwnerSubscribes);
  await expect(basic.getByText(BILLING_TEXT.onlyOwnerSubscribes).filter({ visible: true })).toBeVisible();

  // Past the UI, the routes' declared permissions refuse: purchases:write and billing:write.
  const themes = await page.request.post(`/api/accounts/${accountId}/checkout/themes`, {
    data: { items: [{ themeId: theme.id, quantity: 1 }] },
    headers: originHeaders(),
  });
  expect(themes.status()).toBe(403);
  const plan = await page.request.post(`/api/accounts/${accountId}/checkout/subscription`, {
    data: { plan: 'starter' },
    headers: originHeaders(),
  });
  expect(plan.status()).toBe(403);
});

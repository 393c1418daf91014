import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { SiteSlot, ThemeDetail, ThemeListResponse } from '@themeport/core';
import { CARD_DETAILS } from '../../apps/server/src/test/shared-data.ts';

/** Fails on any axe violation rated serious or critical (WCAG 2.x A and AA rules). */
export async function expectAccessible(page: Page): Promise<void> {
  // A toast fading in is half transparent: axe would measure its contrast mid-way. Wait until what
  // moves has come to rest (a spinner's endless animation aside).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
  const axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  // By default axe checks each frame apart and finishes in a new blank page, so that frames of other
  // origins (site previews, the page editor) are checked too. A page of one document gets the same
  // rules from one axe.run inside it: 0.3-0.6 s less a check (decision 041, stop 38).
  if (page.frames().length === 1) axe.setLegacyMode(true);
  const results = await axe.analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
  expect(blocking).toEqual([]);
}

export async function listThemes(request: APIRequestContext, query: string): Promise<ThemeListResponse> {
  const response = await request.get(`/api/themes?${query}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as ThemeListResponse;
}

export async function getTheme(request: APIRequestContext, slug: string): Promise<ThemeDetail> {
  const response = await request.get(`/api/themes/${slug}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as ThemeDetail;
}

/** Names of the theme cards inside a section labelled by its heading, in page order. */
export function cardNames(page: Page, section: string) {
  return page.getByRole('region', { name: section }).getByRole('article').getByRole('heading');
}

/** The Origin header the API's same-origin check wants on writes made with page.request. */
export const originHeaders = () => ({ Origin: new URL(test.info().project.use.baseURL!).origin });

/**
 * Starts a checkout through the API for the page's current account, as the Buy, cart and pricing
 * buttons do (docs/api/billing.md): 'themes' with `items`, or 'subscription' with a `plan`.
 */
export async function startCheckoutFor(page: Page, kind: 'themes' | 'subscription', data: Record<string, unknown>) {
  const me = (await (await page.request.get('/api/me')).json()) as { currentAccountId: string };
  return page.request.post(`/api/accounts/${me.currentAccountId}/checkout/${kind}`, { data, headers: originHeaders() });
}

/**
 * Adds the first free theme (or the `pick`th, from the end when negative) to the library (409 when it
 * is there already) and deploys it into the account's next free slot, through the API. A free
 * account has one slot: one deploy per test account.
 */
export async function deployFreeTheme(page: Page, accountId: string, name: string, pick = 0): Promise<SiteSlot> {
  const { items } = await listThemes(page.request, 'pricing=free&pageSize=12');
  const theme = items.at(pick)!;
  const add = await page.request.post(`/api/accounts/${accountId}/library`, {
    data: { themeId: theme.id },
    headers: originHeaders(),
  });
  expect([201, 409], await add.text()).toContain(add.status());
  const deploy = await page.request.post(`/api/accounts/${accountId}/slots`, {
    data: { themeId: theme.id, name },
    headers: originHeaders(),
  });
  expect(deploy.status(), await deploy.text()).toBe(201);
  return (await deploy.json()) as SiteSlot;
}

/** The local provider's test-mode page: enter a card and pay (or save it, in setup mode). */
export async function payOnTestCheckout(page: Page, cardNumber: string) {
  await expect(page).toHaveURL(/\/checkout\//);
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry').fill(CARD_DETAILS.expiry);
  await page.getByLabel('CVC').fill(CARD_DETAILS.cvc);
  await page.getByLabel('Name on card').fill('Bea Biller');
  await page.getByRole('button', { name: /^(Pay|Subscribe|Save card)/ }).click();
}

/** Replaces the JSON editor's text as a person pasting would (CodeMirror's own input path). */
export async function replaceJson(admin: Page, value: unknown) {
  const editor = admin.getByRole('textbox', { name: /^Components of / });
  await editor.click();
  await admin.keyboard.press('ControlOrMeta+a');
  await admin.keyboard.insertText(JSON.stringify(value, null, 2));
}

/** The theme CMS's status banner, once it says something. */
export const banner = (admin: Page) => admin.getByRole('status').filter({ hasText: /\S/ });

import { expect, test } from './fixtures';
import { deployFreeTheme } from './support';

// spec 001 §2.15: the editor's internal test pages (outside production; the server under test
// runs with NODE_ENV=test). The production server answers 404 for them: apps/server/src/modules/
// editor/test-pages.test.ts.

test.use({ signUp: { prefix: 'edtest', firstName: 'Tess', lastName: 'Tiles' } });

test('the integration test page frames a site page and its three tiles turn ready', async ({
  page,
  signedIn: { accountId },
}) => {
  test.slow();
  await deployFreeTheme(page, accountId, 'Tile Test Bakery');
  await page.goto('/editor-integration-test');
  await expect(page.getByRole('heading', { level: 1, name: 'Editor integration test' })).toBeVisible();
  // Outside the main layout: none of the portal's header.
  await expect(page.getByRole('link', { name: 'Browse Themes' })).toHaveCount(0);

  const tile = (name: string) => page.getByRole('list', { name: 'Test status' }).getByRole('listitem', { name });
  await expect(tile('Bundle Ready')).toHaveAttribute('data-state', 'ready');
  await expect(tile('Overlays Sent')).toHaveAttribute('data-state', 'ready');
  await expect(tile('Modal Opened')).toHaveAttribute('data-state', 'waiting');
  await expect(tile('Modal Opened')).toContainText('Waiting');

  const frame = page.frameLocator('iframe[title^="Page editor:"]');
  await frame.locator('h1[data-field="title"]').first().click();
  await expect(frame.getByRole('dialog', { name: /^Edit / })).toBeVisible();
  await expect(tile('Modal Opened')).toHaveAttribute('data-state', 'ready');
  await expect(tile('Modal Opened')).toContainText('Ready');
  await page.screenshot({ path: test.info().outputPath('editor-integration-test.png'), fullPage: true });

  // Refresh Test starts over: a new frame, a new handshake, the modal not opened yet.
  await page.getByRole('button', { name: 'Refresh Test' }).click();
  await expect(tile('Bundle Ready')).toHaveAttribute('data-state', 'ready');
  await expect(tile('Overlays Sent')).toHaveAttribute('data-state', 'ready');
  await expect(tile('Modal Opened')).toHaveAttribute('data-state', 'waiting');
});

test('the hardcoded overlay test sends its overlays after the ready signal and on the button', async ({
  page,
  signedIn: { accountId },
}) => {
  await deployFreeTheme(page, accountId, 'Overlay Test Bakery');
  await page.goto('/hardcoded-overlay-test');
  await expect(page.getByRole('heading', { level: 1, name: 'Hardcoded overlay test' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Test instructions' })).toBeVisible();
  const status = page.getByRole('status').filter({ hasText: 'Overlays sent' });
  await expect(status).toHaveText('Helper ready. Overlays sent: 1');
  const log = page.getByRole('log', { name: 'Messages' });
  await expect(log).toContainText('← ELID_HELPER_READY');
  await expect(log).toContainText('→ ENABLE_EDITOR_OVERLAYS');

  await page.getByRole('button', { name: 'Send Hardcoded Overlays' }).click();
  await expect(status).toHaveText('Helper ready. Overlays sent: 2');
  // The helper turned its hover frames on.
  const frame = page.frameLocator('iframe[title^="Hardcoded overlay test:"]');
  await frame.locator('h1[data-field="title"]').first().hover();
  await expect(frame.locator('[data-themeport-editor] .box').first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('hardcoded-overlay-test.png'), fullPage: true });
});

test('signed out, a test page asks to sign in first', async ({ page }) => {
  await page.goto('/editor-integration-test');
  await expect(page).toHaveURL(/\/signin\?returnUrl=%2Feditor-integration-test/);
});

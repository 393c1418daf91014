import { allowConsoleError, expect, resourceError, test } from './fixtures';
import { expectAccessible } from './support';

test('pricing lists the three plans with their badges and links', async ({ page }) => {
  await page.goto('/pricing');
  for (const [plan, price] of [
    ['Basic', '$9'],
    ['Pro', '$29'],
    ['Enterprise', '$99'],
  ] as const) {
    const card = page
      .getByRole('region', { name: 'Plans' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: plan, exact: true }) });
    await expect(card.getByText(price, { exact: true })).toBeVisible();
  }
  // Plan facts from core plans.ts (decision 016): the spec's slot limits, nothing that does not work yet.
  const plans = page.getByRole('region', { name: 'Plans' });
  await expect(plans.getByText('Up to 3 site slots', { exact: true })).toBeVisible();
  await expect(plans.getByText('Up to 10 site slots', { exact: true })).toBeVisible();
  await expect(plans.getByText(/Unlimited/)).toHaveCount(0);
  await expect(plans.getByText('Team members and roles', { exact: true })).toHaveCount(3);
  await expect(plans.getByText('Visual content editor', { exact: true })).toHaveCount(3);
  await expect(page.getByText('Most popular', { exact: true })).toBeVisible();
  await expect(page.getByText('Best value', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get Started' })).toHaveCount(2);
  await expect(page.getByRole('link', { name: 'Get Started' }).first()).toHaveAttribute(
    'href',
    '/auth?returnUrl=%2Fpricing',
  );
  await expect(page.getByRole('button', { name: 'Contact Sales' })).toBeVisible();
  await expectAccessible(page);
});

test('for developers invites developers to sell', async ({ page }) => {
  await page.goto('/for-developers');
  await expect(page.getByText('Now Accepting Developers')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Build and sell premium themes' })).toBeVisible();
  // Signed out, both lead to sign-up as a developer (decision 031).
  await expect(page.getByRole('link', { name: 'Start Selling' })).toHaveAttribute('href', '/signup?role=developer');
  await expect(page.getByRole('link', { name: 'Get Started' }).first()).toHaveAttribute(
    'href',
    '/signup?role=developer',
  );
  await expectAccessible(page);
});

test('an unknown page shows the not-found page', async ({ page }) => {
  allowConsoleError(resourceError(404, '/no/such/page'), 'an address that is no page answers 404 on purpose');
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expectAccessible(page);
});

test('the navigation bar leads to every public page', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await nav.getByRole('link', { name: 'For Developers' }).click();
  await expect(page).toHaveURL(/\/for-developers$/);
  await nav.getByRole('link', { name: 'Themes' }).click();
  await expect(page).toHaveURL(/\/themes$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Become a Developer' })).toBeVisible();
});

test('the mobile menu opens, navigates and closes @mobile', async ({ page }) => {
  await page.goto('/');
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(page.viewportSize()!.width);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  for (const item of ['Themes', 'For Developers', 'Pricing', 'Become a Developer', 'Sign In']) {
    await expect(menu.getByRole('link', { name: item })).toBeVisible();
  }
  await menu.getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(menu).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
});

for (const path of ['/', '/themes', '/pricing', '/for-developers']) {
  test(`${path} fits a 375 px screen without sideways scrolling @mobile`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

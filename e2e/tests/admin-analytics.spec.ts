import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { CANCELLATION_REASON_LABELS, CANCELLATION_TEXT } from '@themeport/core';
import { DEMO, expect, newGuardedContext, signInAs, subscribeWithTestCard, test } from './fixtures';
import { expectAccessible } from './support';

// Issue 23, spec 001 §2.13: an admin reads the business on the demo history (a fresh start seeds two
// years of it): each tab, a changed range, the revenue export read back; and a client's reason for
// cancelling shows on the Churn tab the moment it is given.

test.use({ signUp: { prefix: 'analytics', firstName: 'Cara', lastName: 'Canceller' } });

const today = () => new Date().toISOString().slice(0, 10);

async function openAnalytics(page: Page) {
  await page.goto('/admin-portal?tab=analytics');
  await expect(
    page.getByRole('tablist', { name: 'Back office' }).getByRole('tab', { name: 'Analytics' }),
  ).toHaveAttribute('aria-selected', 'true');
  return page.getByRole('tablist', { name: 'Analytics views' });
}

test('an admin reads revenue, subscriptions, churn, payments and the marketplace on demo history, and exports revenue', async ({
  page,
}) => {
  test.slow();
  await signInAs(page, DEMO.admin);
  const views = await openAnalytics(page);

  await test.step('Revenue, the default: cards, the identity, the charts and the plan table, over the last 30 days', async () => {
    await expect(views.getByRole('tab', { name: 'Revenue' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Date range')).toHaveValue('last30');
    await expect(page.getByText('Monthly Recurring Revenue')).toBeVisible();
    await expect(page.getByText('Annual Recurring Revenue')).toBeVisible();
    // The demo history has paying customers: the MRR card shows dollars, not $0.
    await expect(page.getByLabel('MRR identity')).toContainText('= End');
    // The charts are drawn: the MRR line and the movement bars.
    await expect(
      page.getByRole('figure', { name: 'Revenue trend chart' }).locator('.recharts-line-curve'),
    ).toBeVisible();
    await expect(
      page.getByRole('figure', { name: 'MRR movements chart' }).locator('.recharts-bar-rectangle').first(),
    ).toBeVisible();
    const plans = page.getByRole('region', { name: 'Revenue by Plan' });
    await expect(plans.getByRole('row').filter({ hasText: 'Pro' })).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath('analytics-revenue.png'), fullPage: true });
  });

  await test.step('Changing the range reloads the tab for it', async () => {
    await page.getByLabel('Date range').selectOption({ label: 'Last month' });
    const from = await page.getByLabel('From').inputValue();
    expect(from).toMatch(/^\d{4}-\d{2}-01$/);
    await expect(page).toHaveURL(new RegExp(`from=${from}`));
    await expect(page.getByLabel('MRR identity')).toContainText('= End');
  });

  await test.step('Export as XLSX, read back: one row per period, in dollars', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('menuitem', { name: 'Excel (XLSX)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^revenue-analytics-.+\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile(await file.path())) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.length).toBeGreaterThan(3);
    // Last month, per day: 28 to 31 rows after the header.
    expect(sheet.rowCount - 1).toBeGreaterThanOrEqual(28);
    const mrrColumn = header.findIndex((name) => /MRR/.test(String(name))) + 1;
    expect(mrrColumn).toBeGreaterThan(0);
    expect(Number(sheet.getRow(2).getCell(mrrColumn).value)).toBeGreaterThan(0);
  });

  await test.step('Subscriptions: lifecycle, health and the 12 cohorts', async () => {
    await views.getByRole('tab', { name: 'Subscriptions' }).click();
    await expect(page.getByRole('figure', { name: 'Subscription lifecycle chart' })).toBeVisible();
    const cohorts = page.getByRole('region', { name: 'Lifetime Value by Cohort' });
    await expect(cohorts.getByRole('row')).toHaveCount(13);
    await expect(page.getByRole('region', { name: 'Health Indicators' })).toBeVisible();
  });

  await test.step('Churn: rates, reasons and the 6 cohorts with 3/6/12-month retention', async () => {
    await views.getByRole('tab', { name: 'Churn' }).click();
    await page.getByLabel('Date range').selectOption({ label: 'Last 30 days' });
    const reasons = page.getByRole('region', { name: 'Cancellation Reasons' });
    await expect(reasons.getByRole('row').nth(1)).toBeVisible();
    const retention = page.getByRole('region', { name: 'Cohort Retention' });
    await expect(retention.getByRole('row')).toHaveCount(7);
    await page.screenshot({ path: test.info().outputPath('analytics-churn.png'), fullPage: true });
  });

  await test.step('Payments: failure reasons, method performance and the failure timeline', async () => {
    await views.getByRole('tab', { name: 'Payments' }).click();
    await expect(page.getByRole('region', { name: 'Failure Reasons' }).getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Payment Method Performance' }).getByText('visa')).toBeVisible();
    await expect(page.getByRole('figure', { name: 'Failure timeline chart' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Retry Performance' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('analytics-payments.png'), fullPage: true });
  });

  await test.step('Marketplace: theme sales beside subscriptions', async () => {
    await views.getByRole('tab', { name: 'Marketplace' }).click();
    await expect(page.getByRole('region', { name: 'Total Revenue' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Top Themes' }).getByRole('row').nth(1)).toBeVisible();
    await expectAccessible(page);
  });
});

test('a client cancels with a reason and the Churn tab shows it the same day', async ({
  signedInPage: page,
  signedIn,
  browser,
}) => {
  test.slow();
  // On Basic through the test-mode API: billing.spec.ts and checkout.spec.ts prove the pages.
  await subscribeWithTestCard(page, signedIn.accountId, 'starter', 'Cara Canceller');
  await page.goto('/account/billing');

  const plan = page.getByRole('region', { name: 'Current plan' });
  await plan.getByRole('button', { name: 'Cancel plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel plan' });
  await dialog
    .getByRole('group', { name: CANCELLATION_TEXT.question })
    .getByLabel(CANCELLATION_REASON_LABELS.customer_service)
    .check();
  await dialog.getByLabel(CANCELLATION_TEXT.detailLabel).fill('Support took a week to answer.');
  await dialog.getByRole('button', { name: 'Cancel plan' }).click();
  await expect(dialog).toBeHidden();
  await expect(plan.getByText(/Your plan ends on .+ and will not renew\./)).toBeVisible();

  // The admin, in a browser of their own, sees the reason on the Churn tab for today.
  const context = await newGuardedContext(browser, '203.0.113.131');
  const admin = await context.newPage();
  await signInAs(admin, DEMO.admin);
  await admin.goto(`/admin-portal?tab=analytics&view=churn&from=${today()}&to=${today()}`);
  const reasons = admin.getByRole('region', { name: 'Cancellation Reasons' });
  const row = reasons.getByRole('row').filter({ hasText: CANCELLATION_REASON_LABELS.customer_service });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell').nth(1)).not.toHaveText('0');
  await context.close();
});

import { DEMO, expect, signInAs, test } from './fixtures';
import { expectAccessible } from './support';

// The seller side's money (issue 22) on the demo data: the demo developer's sales as
// 'gross → platform 20% → you 80%', balances with the next payout, and a statement that runs to its
// closing balance; the admin refunds one of those sales from the Developers tab.

test('the demo developer reads their sales, earnings and statement', async ({ page }) => {
  test.slow();
  await signInAs(page, DEMO.developer);
  await page.goto('/developer-portal/sales');
  const sales = page.getByRole('region', { name: 'Sales' });
  await expect(sales.getByText(/→ platform 20% \$[\d.]+ → you 80% \$[\d.]+/).first()).toBeVisible();
  await expect(sales.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/developer/sales/csv');
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Earnings and payouts' }).click();
  await expect(
    page.getByText(/^Next payout on \d+ \w{3} \d{4} if your available balance is at least \$50\.00\.$/),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Payouts' }).getByText('DEMO-BANK-0001')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Statements' }).click();
  const statement = page.getByRole('region', { name: /^Statement for / });
  await expect(statement.getByText('Closing balance')).toBeVisible();
  await expect(statement.getByRole('link', { name: 'PDF' })).toHaveAttribute(
    'href',
    /\/api\/developer\/statements\/\d{4}-\d{2}\/pdf$/,
  );
  await expectAccessible(page);
});

test('an admin refunds a demo sale from the Developers tab', async ({ page }) => {
  test.slow();
  await signInAs(page, DEMO.admin);
  await page.goto('/admin-portal?tab=developers');
  const developers = page.getByRole('region', { name: 'Developers' });
  await expect(developers.getByText("Platform's take this month")).toBeVisible();
  // Each developer by their store, linking to its public page.
  await expect(developers.getByRole('link', { name: 'Northwind Studio' })).toHaveAttribute(
    'href',
    '/developers/northwind-studio',
  );
  await developers.getByRole('button', { name: `Sales and statements of ${DEMO.developer.email}` }).click();
  const detail = page.getByRole('region', { name: /: sales and statements$/ });
  const refund = detail.getByRole('button', { name: /^Refund / }).first();
  await expect(refund).toBeVisible();
  const before = await detail.getByText('Refunded', { exact: true }).count();
  await refund.click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByRole('status').getByText('Purchase refunded successfully.')).toBeVisible();
  await expect(detail.getByText('Refunded', { exact: true })).toHaveCount(before + 1);
  await expectAccessible(page);
});

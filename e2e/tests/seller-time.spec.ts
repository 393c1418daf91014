import { DEMO, expect, signInAs, test, uniqueEmail } from './fixtures';
import { expectAccessible } from './support';

// Issue 22, decision 032: the demo developer adds a project for the demo client's account and logs
// time; it shows in Time Entries filtered by week; the client approves it in the client portal;
// the developer marks it paid.
test('a developer logs time for a client, the client approves it, the developer marks it paid', async ({ page }) => {
  // Three people, three pages, an accessibility scan on each.
  test.slow();
  const tag = uniqueEmail('time').split('@')[0]!;
  const projectName = `Journey ${tag}`.slice(0, 60);
  const work = `Hero section ${tag}`;

  await signInAs(page, DEMO.developer);
  await page.goto('/developer-portal/projects');
  await page.getByRole('region', { name: 'Projects' }).getByRole('button', { name: 'Add project' }).click();
  const projectDialog = page.getByRole('dialog', { name: 'Add project' });
  await projectDialog.getByLabel('Project name').fill(projectName);
  await projectDialog.getByLabel('Client e-mail').fill(DEMO.client.email);
  await projectDialog.getByLabel('Budget (USD)').fill('3,000');
  await projectDialog.getByLabel('Progress (%)').fill('20');
  await projectDialog.getByRole('button', { name: 'Add project' }).click();
  await expect(projectDialog).toBeHidden();
  const projectRow = page.getByRole('region', { name: 'Projects' }).getByRole('row').filter({ hasText: projectName });
  await expect(projectRow).toContainText('Demo Studio');
  await expect(projectRow).toContainText('$3,000.00');
  await expect(projectRow.getByRole('progressbar', { name: `${projectName} progress` })).toHaveAttribute(
    'aria-valuenow',
    '20',
  );

  await page.getByRole('button', { name: 'Log time' }).click();
  const timeDialog = page.getByRole('dialog', { name: 'Log time' });
  await timeDialog.getByLabel('Project').selectOption({ label: `${projectName} · Demo Studio` });
  // Bad input first: the form says what is wrong and keeps what was typed.
  await timeDialog.getByLabel('Hours').fill('30');
  await timeDialog.getByLabel('Rate (USD/hour)').fill('90');
  await timeDialog.getByRole('button', { name: 'Log time' }).click();
  await expect(timeDialog.getByText('Hours are from 0.01 to 24, with at most two decimals.')).toBeVisible();
  await expect(timeDialog.getByLabel('Hours')).toBeFocused();
  await timeDialog.getByLabel('Hours').fill('2.5');
  await timeDialog.getByLabel('What you did (optional)').fill(work);
  await timeDialog.getByRole('button', { name: 'Log time' }).click();
  await expect(timeDialog).toBeHidden();

  // The dashboard's Time Entries, filtered by week (the URL keeps the filter).
  await page.goto('/developer-portal');
  const timeCard = page.getByRole('region', { name: 'Time Entries' });
  await timeCard.getByRole('tab', { name: 'Month' }).click();
  await expect(page).toHaveURL(/period=month/);
  await timeCard.getByRole('tab', { name: 'Week' }).click();
  await expect(page).toHaveURL(/period=week/);
  await expect(timeCard.getByRole('tab', { name: 'Week' })).toHaveAttribute('aria-selected', 'true');
  const entryRow = timeCard.getByRole('row').filter({ hasText: work });
  await expect(entryRow).toContainText('$225.00');
  await expect(entryRow).toContainText('Pending');
  await expect(page.getByRole('region', { name: 'Active Projects' }).getByText(projectName)).toBeVisible();
  await expectAccessible(page);

  // The client approves it in the client portal.
  await page.context().clearCookies();
  await signInAs(page, DEMO.client);
  await page.goto('/client-portal');
  const project = page
    .getByRole('region', { name: 'Developer projects' })
    .getByRole('region', { name: new RegExp(projectName) });
  const clientRow = project.getByRole('row').filter({ hasText: work });
  await expect(clientRow).toContainText('Pending');
  await expectAccessible(page);
  await clientRow.getByRole('button', { name: /^Approve 2\.5 h on / }).click();
  await expect(clientRow).toContainText('Approved');
  await expect(clientRow.getByRole('button', { name: /Approve/ })).toHaveCount(0);

  // The developer marks it paid.
  await page.context().clearCookies();
  await signInAs(page, DEMO.developer);
  await page.goto('/developer-portal/projects?period=week');
  const paidRow = page.getByRole('region', { name: 'Time Entries' }).getByRole('row').filter({ hasText: work });
  await expect(paidRow).toContainText('Approved');
  await paidRow.getByRole('button', { name: 'Mark paid' }).click();
  await expect(paidRow).toContainText('Paid');
  await expect(paidRow.getByRole('button', { name: 'Mark paid' })).toHaveCount(0);
  await expectAccessible(page);
});

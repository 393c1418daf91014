import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from '@playwright/test';
import type { ThemeDetail } from '@themeport/core';
import {
  DEMO,
  expect,
  latestMail,
  newGuardedContext,
  newOnboardedClient,
  signInAs,
  test,
  uniqueEmail,
} from './fixtures';
import { expectAccessible, originHeaders, replaceJson } from './support';

// Issue 22's journey, the seller side end to end: a new developer signs up, builds a theme, fails
// the automated check, fixes it, submits; the admin requests changes; the developer resubmits; the
// admin approves; a client buys it with a test card; the developer sees the sale, the 80% and the
// statement line; the admin refunds and pays out; the statement reconciles.

const suffix = Math.random().toString(36).slice(2, 7);
const developer = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: uniqueEmail('journey-seller'),
  password: 'compile-the-world',
};
const storeName = `Harbour Works ${suffix}`;
const storeSlug = `harbour-works-${suffix}`;
const themeName = `Tidewater ${suffix}`;
const buyerAccount = `Buyer Studio ${suffix}`;
const bankReference = `BANK-${suffix.toUpperCase()}`;

/** A one-page theme: an intro whose heading and call to action are given. */
const home = (link: string, heading: string) => ({
  intro: {
    meta: { slug: 'intro', component: 'Intro', schemaVersion: 2, file: 'src/components/Intro.astro' },
    content: { title: { value: heading, elementType: 'h1' }, cta: { value: link, elementType: 'a' } },
    settings: { location: 'home', sort_order: 1 },
  },
});

/** A day as the money screens show it, 'Nov 29, 2026' (UTC). */
const UTC_DAY = /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/;

/** A statement's totals, in the order it shows them (their figures: statement.getByRole('definition')). */
const TOTALS = ['Opening balance', 'Sales', 'Platform fees', 'Refunds', 'Payouts', 'Closing balance'];

/** '2026-11' for a time, as the statements name their UTC months. */
const monthOf = (at: Date) => at.toISOString().slice(0, 7);

/** A downloaded CSV's rows (the files are plain: no cell here holds a comma or a quote). */
async function csvRows(download: Download): Promise<string[][]> {
  const text = (await readFile(await download.path())).toString('utf8').replace(/^\uFEFF/, '');
  return text
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));
}

async function download(page: Page, link: Locator): Promise<Download> {
  const file = page.waitForEvent('download');
  await link.click();
  return file;
}

test('a new developer sells a theme from sign-up to a reconciled statement', async ({ page, browser }) => {
  // Sign-up, two reviews, a purchase, a refund and a payout: the longest journey of the seller side.
  test.slow();
  const nav = page.getByRole('navigation', { name: 'Developer portal' });

  await test.step('The developer signs up from Start Selling and sets up a store', async () => {
    await page.goto('/for-developers');
    await page.getByRole('link', { name: 'Start Selling' }).click();
    await expect(page.getByRole('radio', { name: 'Developer' })).toBeChecked();
    await page.getByLabel('First name').fill(developer.firstName);
    await page.getByLabel('Last name').fill(developer.lastName);
    await page.getByLabel('Email').fill(developer.email);
    await page.getByLabel('Password', { exact: true }).fill(developer.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    // The link from the mail (seller-onboarding.spec.ts opens it from the dev mailbox's page).
    const mail = await latestMail(page.request, developer.email);
    await page.goto(mail.links.find((link) => link.includes('verify-email'))!);
    await expect(page.getByRole('heading', { level: 1, name: 'Set up your store' })).toBeVisible();
    await page.getByLabel('Store name').fill(storeName);
    await expect(page.getByLabel('Store address')).toHaveValue(storeSlug);
    await page.getByLabel('Bio').fill('Calm themes for harbour-side firms.');
    await page.getByLabel('Payout country').selectOption({ label: 'United States' });
    await expect(page.getByLabel('Payout currency')).toHaveValue('USD');
    await page.getByLabel('I agree to the Terms of Service').check();
    await page.getByRole('button', { name: 'Create my store' }).click();
    await expect(page).toHaveURL(/\/developer-portal$/);
    await expect(page.getByText(`Signed in as ${developer.firstName} ${developer.lastName}.`)).toBeVisible();
  });

  await test.step('My Themes: a $49 theme with the admin form’s fields', async () => {
    await nav.getByRole('link', { name: 'My Themes' }).click();
    await expect(page.getByRole('heading', { name: 'My Themes' })).toBeVisible();
    await page.getByRole('button', { name: 'Create theme' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Theme' });
    await dialog.getByLabel('Name').fill(themeName);
    await dialog.getByLabel('Description').fill('A harbour-side theme for small consultancies.');
    await dialog.getByLabel('Price ($)').fill('49');
    await dialog.getByRole('button', { name: 'Create Theme' }).click();
    await expect(page.getByRole('heading', { level: 1, name: themeName })).toBeVisible();
  });

  await test.step('Template Pages: a home page linking to a page that does not exist', async () => {
    await page.getByRole('tab', { name: 'Template Pages' }).click();
    const form = page.getByRole('form', { name: 'New page' });
    await form.getByLabel('Name').fill('index');
    await form.getByLabel('Title').fill('Home');
    await form.getByRole('button', { name: 'Add page' }).click();
    await expect(page.getByRole('button', { name: /^Home/ })).toContainText('/ · 0 components · draft');
    await replaceJson(page, home('/pricing', 'Calm advice by the water'));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Components saved successfully (1)')).toBeVisible();
    await page.getByRole('button', { name: 'Publish page' }).click();
    await expect(page.getByRole('button', { name: /^Home/ })).toContainText('/ · 1 component');
  });

  await test.step('The check fails on the broken link and says where; submitting is not possible', async () => {
    await page.getByRole('tab', { name: 'Check and submit' }).click();
    await page.getByRole('button', { name: 'Run the check' }).click();
    const links = page.getByRole('listitem', { name: 'No broken internal links' });
    await expect(links).toContainText('No broken internal links: Must fix');
    await expect(links).toContainText('Home (/) › intro');
    await expect(links).toContainText('The link to /pricing goes nowhere');
    await expect(page.getByRole('button', { name: 'Submit for review' })).toBeDisabled();
    await page.screenshot({ path: test.info().outputPath('seller-check-failed.png'), fullPage: true });
  });

  await test.step('Fixed, the check passes and the theme is submitted with its changelog', async () => {
    await page.getByRole('tab', { name: 'Template Pages' }).click();
    await replaceJson(page, home('/', 'Calm advice by the water'));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Components saved successfully (1)')).toBeVisible();
    await page.getByRole('tab', { name: 'Check and submit' }).click();
    await page.getByRole('button', { name: 'Run the check' }).click();
    await expect(page.getByText('The check passed: the theme can be submitted.')).toBeVisible();
    await page.getByLabel('What changed in this version').fill('First release: a home page.');
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await expect(page.getByText('Submitted version 1.0.1 for review.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Review history' })).toContainText('In review');
  });
  const themeId = page.url().match(/themes\/([0-9a-f-]{36})/)![1]!;

  const adminContext = await newGuardedContext(browser, '203.0.113.82');
  const admin = await adminContext.newPage();
  await signInAs(admin, DEMO.admin);

  const review = async () => {
    await admin.goto('/admin-portal?tab=themes');
    const queue = admin.getByRole('list', { name: 'Submissions in review' });
    await queue.getByRole('button', { name: `Review ${themeName}` }).click();
    await expect(admin.getByRole('region', { name: 'Automated check' })).toContainText('The check passed');
    await expect(
      admin.frameLocator(`iframe[title="Preview of ${themeName}"]`).getByRole('heading', { level: 1 }),
    ).toBeVisible();
  };

  await test.step('The admin asks for a change, with the item and its reason', async () => {
    await review();
    await expect(admin.getByRole('group', { name: 'Changes against the published version' })).toContainText(
      'Pages added: Home (/)',
    );
    await admin.getByLabel('Request changes').check();
    await admin.getByLabel('Item 1').fill('Home › intro');
    await admin.getByLabel('Reason 1').fill('Say what the firm does in the heading');
    await admin.getByRole('button', { name: 'Send decision' }).click();
    await expect(admin.getByText(`Changes requested for ${themeName} successfully`)).toBeVisible();
  });

  await test.step('The developer reads the reason, changes the heading and submits again', async () => {
    // The decision comes by mail, with the reasons and a link back to the theme.
    const mail = await latestMail(page.request, developer.email, /needs a few changes$/);
    expect(mail.subject).toBe(`Your theme ${themeName} needs a few changes`);
    expect(mail.text).toContain('• Home › intro: Say what the firm does in the heading');
    await page.goto(mail.links.find((link) => link.includes(`/developer-portal/themes/${themeId}`))!);
    await expect(page.getByRole('heading', { level: 1, name: themeName })).toBeVisible();
    await nav.getByRole('link', { name: 'My Themes' }).click();
    const card = page.getByRole('listitem', { name: themeName });
    await expect(card).toContainText('Changes requested');
    await expect(card).toContainText('Home › intro: Say what the firm does in the heading');
    await card.getByRole('link', { name: `Open ${themeName}` }).click();
    await page.getByRole('tab', { name: 'Template Pages' }).click();
    await replaceJson(page, home('/', 'Tax advice for harbour businesses'));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Components saved successfully (1)')).toBeVisible();
    await page.getByRole('tab', { name: 'Check and submit' }).click();
    await page.getByLabel('What changed in this version').fill('The heading says what the firm does.');
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await expect(page.getByText('Submitted version 1.0.1 for review.')).toBeVisible();
  });

  await test.step('The admin approves: the theme is published', async () => {
    await review();
    await admin.getByRole('button', { name: 'Send decision' }).click();
    await expect(admin.getByText(`${themeName} 1.0.1 approved and published successfully`)).toBeVisible();
  });

  let theme!: ThemeDetail;
  await test.step('The theme is on the storefront, by the store, with its changelog', async () => {
    theme = (await (await page.request.get(`/api/themes/${themeId}`)).json()) as ThemeDetail;
    expect(theme).toMatchObject({ name: themeName, version: '1.0.1', price: 4900 });
    await page.goto(`/themes/${theme.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: themeName })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: storeName }).first()).toHaveAttribute(
      'href',
      `/developers/${storeSlug}`,
    );
    const changelog = page.getByRole('region', { name: 'Changelog' });
    await expect(changelog).toContainText('Version 1.0.1');
    await expect(changelog).toContainText('The heading says what the firm does.');
  });

  // A sale is held 14 days before it can be paid out (decision 029), and a payout needs $50 available:
  // a journey cannot wait two weeks. So the theme's two sales of last month are recorded by the
  // server's dev route (loopback only, absent in production; modules/dev-sales), which writes them as
  // the demo seed does: a buyer account each, a paid checkout, the purchase and its ledger lines, dated
  // on the 1st of last month (always past the hold, always in last month's statement). Nothing is
  // moved in time afterwards: the ledger is append-only. Today's sale below is a real one, bought in
  // the browser, and it is the one refunded; the payout is the $78.40 those two earlier sales made.
  const now = new Date();
  const lastMonthDay = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1, 12));
  for (const at of [lastMonthDay, new Date(lastMonthDay.getTime() + 3_600_000)]) {
    const past = await page.request.post('/api/dev/past-sales', {
      data: { themeId, at: at.toISOString() },
      headers: originHeaders(),
    });
    expect(past.status(), await past.text()).toBe(201);
    expect(await past.json()).toMatchObject({ pricePaidCents: 4900, developerShareCents: 3920 });
  }

  await test.step('A client buys the theme with the test card 4242', async () => {
    const clientContext = await newGuardedContext(browser, '203.0.113.83');
    const client = await clientContext.newPage();
    await newOnboardedClient(client, { prefix: 'journey-buyer', firstName: 'Bea', businessName: buyerAccount });
    await client.goto(`/themes/${theme.slug}`);
    await client.getByRole('main').getByRole('button', { name: 'Buy $49' }).click();
    await expect(client).toHaveURL(/\/checkout\/[^/]+$/);
    const summary = client.getByRole('region', { name: 'Order summary' });
    await expect(summary.getByText(themeName, { exact: true })).toBeVisible();
    await expect(summary.getByText(buyerAccount)).toBeVisible();
    await client.getByLabel('Card number').fill('4242 4242 4242 4242');
    await client.getByLabel('Expiry').fill(`12${String(now.getFullYear() + 3).slice(-2)}`);
    await client.getByLabel('CVC').fill('123');
    await client.getByLabel('Name on card').fill('Bea Buyer');
    await client.getByRole('button', { name: 'Pay $49.00' }).click();
    await expect(client).toHaveURL(/\/client-portal/);
    await expect(
      client.getByRole('region', { name: 'Theme Library' }).getByRole('link', { name: themeName }),
    ).toBeVisible();
    await clientContext.close();
  });

  const saleLine = '$49.00 → platform 20% $9.80 → you 80% $39.20';
  await test.step('The developer sees the sale, the 80% and what is held', async () => {
    await page.goto('/developer-portal');
    await nav.getByRole('link', { name: 'Sales' }).click();
    const sales = page.getByRole('region', { name: 'Sales' });
    await expect(sales.getByRole('row').filter({ hasText: buyerAccount }).getByRole('cell')).toHaveText([
      UTC_DAY,
      `${themeName}${buyerAccount}`,
      saleLine,
      'Paid',
    ]);
    await expect(sales.getByText('3 sales · $147.00 paid by buyers · $117.60 to you (refunds left out)')).toBeVisible();
    await expect(sales.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/developer/sales/csv');
    await expectAccessible(page);

    await nav.getByRole('link', { name: 'Earnings and payouts' }).click();
    await expect(figure(page, 'Available')).toHaveText('$78.40');
    await expect(figure(page, 'Pending')).toHaveText('$39.20');
    await expect(figure(page, 'Earnings this month')).toHaveText('$39.20');
    await expect(figure(page, 'Earnings last month')).toHaveText('$78.40');
    await expect(
      page.getByText(/^Next payout on \d+ \w{3} \d{4} if your available balance is at least \$50\.00\.$/),
    ).toBeVisible();
    await expect(page.getByText('Expected: $78.40.', { exact: false })).toBeVisible();
  });

  const thisMonth = monthOf(new Date());
  await test.step('The statement shows the sale and its fee, after last month’s two sales', async () => {
    await nav.getByRole('link', { name: 'Statements' }).click();
    const statement = page.getByRole('region', { name: /^Statement for / });
    await expect(statement.getByRole('term')).toHaveText(TOTALS);
    await expect(statement.getByRole('definition')).toHaveText([
      '$78.40',
      '$49.00',
      '-$9.80',
      '$0.00',
      '$0.00',
      '$117.60',
    ]);
    const lines = statement.getByRole('group', { name: 'Statement lines' }).getByRole('row');
    await expect(lines).toHaveCount(3);
    await expect(lines.nth(1).getByRole('cell')).toHaveText([UTC_DAY, `Sale${themeName}`, '$49.00', '$127.40']);
    await expect(lines.nth(2).getByRole('cell')).toHaveText([
      UTC_DAY,
      `Platform fee (20%)${themeName}`,
      '-$9.80',
      '$117.60',
    ]);
    await expect(statement.getByRole('link', { name: 'PDF' })).toHaveAttribute(
      'href',
      `/api/developer/statements/${thisMonth}/pdf`,
    );
    await expectAccessible(page);
  });

  await test.step('The admin refunds the sale from the Developers tab', async () => {
    await admin.goto('/admin-portal?tab=developers');
    const developers = admin.getByRole('region', { name: 'Developers' });
    await expect(developers.getByText("Platform's take this month")).toBeVisible();
    const row = developers.getByRole('row').filter({ hasText: developer.email }).getByRole('cell');
    // Developer, themes, sales, gross, available, pending, paid out.
    // Each developer by their store, linking to its public page, then the person.
    await expect(row.nth(0)).toHaveText(
      `${storeName}${developer.firstName} ${developer.lastName} · ${developer.email}`,
    );
    await expect(row.nth(0).getByRole('link', { name: storeName })).toHaveAttribute('href', `/developers/${storeSlug}`);
    await expect(row.nth(1)).toHaveText('1');
    await expect(row.nth(2)).toHaveText('3');
    await expect(row.nth(3)).toHaveText('$147.00');
    await expect(row.nth(4)).toHaveText('$78.40');
    await expect(row.nth(5)).toHaveText('$39.20');
    await expect(row.nth(6)).toHaveText('$0.00');
    await developers.getByRole('button', { name: `Sales and statements of ${developer.email}` }).click();
    const detail = admin.getByRole('region', { name: /: sales and statements$/ });
    await expect(detail.getByRole('button', { name: /^Refund / })).toHaveCount(3);
    await expect(detail.getByText('Refunded', { exact: true })).toHaveCount(0);
    await detail.getByRole('button', { name: `Refund ${themeName} bought by ${buyerAccount}` }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Refund' }).click();
    await expect(admin.getByRole('status').getByText('Purchase refunded successfully.')).toBeVisible();
    await expect(detail.getByRole('row').filter({ hasText: buyerAccount })).toContainText('Refunded');
    await expect(detail.getByText('Refunded', { exact: true })).toHaveCount(1);
    await expectAccessible(admin);
  });

  await test.step('The admin pays out the available $78.40 and settles it with the bank reference', async () => {
    const developers = admin.getByRole('region', { name: 'Developers' });
    await developers.getByRole('button', { name: `Pay out ${developer.email}` }).click();
    const confirm = admin.getByRole('alertdialog', {
      name: `Pay out $78.40 to ${storeName}?`,
    });
    await confirm.getByRole('button', { name: 'Pay out' }).click();
    await expect(admin.getByRole('status').getByText('Payout of $78.40 created successfully.')).toBeVisible();
    await expect(developers.getByRole('button', { name: `Pay out ${developer.email}` })).toBeDisabled();
    const payouts = admin.getByRole('group', { name: 'Payouts' });
    const payout = payouts.getByRole('row').filter({ hasText: developer.email });
    await expect(payout).toContainText('$78.40');
    await expect(payout).toContainText('Processing');
    await payouts.getByRole('button', { name: `Mark payout to ${developer.email} paid` }).click();
    const settle = admin.getByRole('dialog', { name: 'Mark the payout paid' });
    await settle.getByLabel('Reference').fill(bankReference);
    await settle.getByRole('button', { name: 'Mark paid' }).click();
    await expect(admin.getByRole('status').getByText('Payout marked paid successfully.')).toBeVisible();
    await expect(payouts.getByRole('row').filter({ hasText: bankReference })).toContainText('Paid');
    // The refunded sale still counts in the gross (the ledger keeps it and its refund); nothing is left to pay.
    const row = developers.getByRole('row').filter({ hasText: developer.email }).getByRole('cell');
    await expect(row.nth(2)).toHaveText('3 (1 refunded)');
    await expect(row.nth(3)).toHaveText('$147.00');
    await expect(row.nth(4)).toHaveText('$0.00');
    await expect(row.nth(5)).toHaveText('$0.00');
    await expect(row.nth(6)).toHaveText('$78.40');
  });

  await test.step('The developer sees the refund and the payout', async () => {
    await page.goto('/developer-portal/sales');
    const sales = page.getByRole('region', { name: 'Sales' });
    await expect(sales.getByRole('row').filter({ hasText: buyerAccount })).toContainText(/Refunded \w{3} \d+, \d{4}/);
    await expect(sales.getByText('3 sales · $98.00 paid by buyers · $78.40 to you (refunds left out)')).toBeVisible();

    await nav.getByRole('link', { name: 'Earnings and payouts' }).click();
    await expect(figure(page, 'Available')).toHaveText('$0.00');
    await expect(figure(page, 'Pending')).toHaveText('$0.00');
    const payouts = page.getByRole('region', { name: 'Payouts' });
    await expect(payouts.getByRole('row').filter({ hasText: bankReference })).toContainText('$78.40');
    await expect(payouts.getByRole('row').filter({ hasText: bankReference })).toContainText('Paid');
    await expectAccessible(page);
  });

  await test.step('The statement reconciles: its CSV, line by line, with the sales and the admin’s copy', async () => {
    await nav.getByRole('link', { name: 'Sales' }).click();
    const [salesHeader, ...salesRows] = await csvRows(
      await download(page, page.getByRole('region', { name: 'Sales' }).getByRole('link', { name: 'Export CSV' })),
    );
    expect(salesHeader).toEqual([
      'date_utc',
      'theme',
      'buyer',
      'gross_usd',
      'platform_fee_usd',
      'you_usd',
      'refunded_at_utc',
      'purchase_id',
    ]);
    expect(salesRows).toHaveLength(3);
    // Each sale: the theme, gross, the platform's 20% and the developer's 80%.
    for (const row of salesRows)
      expect([row[1], row[3], row[4], row[5]]).toEqual([themeName, '49.00', '9.80', '39.20']);
    const refunded = salesRows.find((row) => row[2] === buyerAccount)!;
    expect(refunded[6]).toMatch(new RegExp(`^${thisMonth}-\\d{2}T`));
    const purchaseId = refunded[7]!;
    // Last month's two sales are not refunded.
    expect(salesRows.filter((row) => row[6] === '').map((row) => row[0]!.slice(0, 7))).toEqual([
      monthOf(lastMonthDay),
      monthOf(lastMonthDay),
    ]);

    await nav.getByRole('link', { name: 'Statements' }).click();
    const statement = page.getByRole('region', { name: /^Statement for / });
    await expect(statement.getByRole('definition')).toHaveText([
      '$78.40',
      '$49.00',
      '-$9.80',
      '-$39.20',
      '-$78.40',
      '$0.00',
    ]);
    const csvLink = statement.getByRole('link', { name: 'CSV' });
    const statementFile = await download(page, csvLink);
    expect(statementFile.suggestedFilename()).toBe(`statement-${thisMonth}.csv`);
    const [header, ...rows] = await csvRows(statementFile);
    expect(header).toEqual(['date_utc', 'type', 'description', 'theme', 'reference', 'amount_usd', 'balance_usd']);
    // Every line of the month, oldest first, each with the balance after it: opening + lines = closing.
    expect(rows.map((row) => row.slice(1))).toEqual([
      ['opening_balance', 'Opening balance', '', '', '', '78.40'],
      ['sale', 'Sale', themeName, purchaseId, '49.00', '127.40'],
      ['platform_fee', 'Platform fee (20%)', themeName, purchaseId, '-9.80', '117.60'],
      ['refund', 'Refund', themeName, purchaseId, '-49.00', '68.60'],
      ['refund_fee_reversal', 'Platform fee returned', themeName, purchaseId, '9.80', '78.40'],
      ['payout', 'Payout', '', expect.stringMatching(/^[0-9a-f-]{36}$/), '-78.40', '0.00'],
      ['closing_balance', 'Closing balance', '', '', '', '0.00'],
    ]);
    expect(rows[0]![0]).toBe(`${thisMonth}-01`);
    // The sale line is the purchase's price, and sale + fee its developer share, to the cent.
    const cents = (value: string) => Math.round(Number(value) * 100);
    const sale = rows.find((row) => row[1] === 'sale')!;
    const fee = rows.find((row) => row[1] === 'platform_fee')!;
    expect(cents(sale[5]!)).toBe(cents(refunded[3]!));
    expect(cents(sale[5]!) + cents(fee[5]!)).toBe(cents(refunded[5]!));
    expect(rows.slice(1, -1).reduce((sum, row) => sum + cents(row[5]!), cents(rows[0]![6]!))).toBe(
      cents(rows.at(-1)![6]!),
    );

    // Last month closes on what this month opens with: its two sales less their fees.
    await statement.getByLabel('Month').selectOption(monthOf(lastMonthDay));
    await expect(statement.getByRole('definition')).toHaveText([
      '$0.00',
      '$98.00',
      '-$19.60',
      '$0.00',
      '$0.00',
      '$78.40',
    ]);
    await expect(statement.getByRole('link', { name: 'PDF' })).toHaveAttribute(
      'href',
      `/api/developer/statements/${monthOf(lastMonthDay)}/pdf`,
    );

    // The admin's copy of the month is the same file.
    const detail = admin.getByRole('region', { name: /: sales and statements$/ });
    const adminFile = await download(admin, detail.getByText(thisMonth).getByRole('link', { name: 'CSV' }));
    expect(await readFile(await adminFile.path())).toEqual(await readFile(await statementFile.path()));
  });

  await adminContext.close();
});

/** A figure card's value on the Earnings page, by its label. */
function figure(page: Page, label: string): Locator {
  return page.getByText(label, { exact: true }).locator('xpath=following-sibling::p[1]');
}

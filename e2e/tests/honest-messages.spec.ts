import type { Browser, Page } from '@playwright/test';
import {
  BILLING_TEXT,
  deploymentUrlText,
  fillSiteName,
  SITE_TEXT,
  TEAM_TEXT,
  type BlogPostsResponse,
  type SitePage,
} from '@themeport/core';
import { DEMO, expect, latestMail, newOnboardedClient, signInAs, test } from './fixtures';
import { deployFreeTheme, originHeaders } from './support';

// Issue 20, "Tells the user something untrue": each journey does the thing and reads what the
// product says about it, which must be what happened.

test.use({ signUp: { prefix: 'honest', firstName: 'Hana', lastName: 'Honest', businessName: 'Honest Studio' } });

const statusLine = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });

/** A second person on the same machine: a browser context of their own, with their own client address. */
async function colleagueContext(browser: Browser) {
  return browser.newContext({
    baseURL: test.info().project.use.baseURL!,
    extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.202' },
  });
}

test.describe('an owner on Basic', () => {
  test.use({ signUp: { prefix: 'honest-owner', businessName: 'Honest Harbour', plan: 'starter' } });

  test('after transferring ownership, Account Settings drops Billing and the Danger Zone at once', async ({
    signedInPage: owner,
    signedIn,
    browser,
  }) => {
    test.slow();
    const colleagueBrowser = await colleagueContext(browser);
    const colleaguePage = await colleagueBrowser.newPage();
    const colleague = await newOnboardedClient(colleaguePage, { prefix: 'honest-heir', firstName: 'Hugo' });

    // The colleague joins the owner's account as admin (invited and accepted through the API).
    const invite = await owner.request.post(`/api/accounts/${signedIn.accountId}/invitations`, {
      data: { invitations: [{ email: colleague.email, role: 'admin' }] },
      headers: originHeaders(),
    });
    expect(invite.status(), await invite.text()).toBe(201);
    const mail = await latestMail(owner.request, colleague.email, /invited/i);
    const token = mail.links
      .find((link) => link.includes('/accept-invitation/'))!
      .split('/')
      .pop()!;
    const accepted = await colleaguePage.request.post('/api/invitations/accept', {
      data: { token },
      headers: originHeaders(),
    });
    expect(accepted.status(), await accepted.text()).toBe(200);
    await colleagueBrowser.close();

    await owner.goto('/account/settings');
    const main = owner.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Billing & Subscription' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Danger Zone' })).toBeVisible();
    const row = main.getByRole('list', { name: 'Members' }).getByRole('listitem').filter({ hasText: colleague.email });
    await row.getByRole('button', { name: 'Transfer Ownership' }).click();
    const dialog = owner.getByRole('alertdialog', { name: /^Transfer ownership to/ });
    await dialog.getByRole('button', { name: 'Transfer Ownership' }).click();
    // The dialog hides the page from the accessibility tree while it is open: wait for it to go.
    await expect(dialog).toBeHidden();
    await expect(owner.getByText(TEAM_TEXT.ownershipTransferred)).toBeVisible();
    await expect(row.getByText('Owner', { exact: true })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'General Settings' })).toBeVisible();

    // No reload: the page follows the new role (admin) at once.
    await expect(main.getByRole('heading', { name: 'Billing & Subscription' })).toHaveCount(0);
    await expect(main.getByRole('heading', { name: 'Danger Zone' })).toHaveCount(0);
    await expect(main.getByRole('heading', { name: 'Team Management' })).toBeVisible();
  });

  test('after Cancel plan, the estimate says the plan ends at the period end and nothing more is charged', async ({
    signedInPage: page,
  }) => {
    await page.goto('/account/billing');
    const plan = page.getByRole('region', { name: 'Current plan' });
    const estimate = page.getByRole('region', { name: 'Next invoice estimate' });
    await expect(estimate.getByText('$9.00').first()).toBeVisible();
    await plan.getByRole('button', { name: 'Cancel plan' }).click();
    await page.getByRole('dialog', { name: 'Cancel plan' }).getByRole('button', { name: 'Cancel plan' }).click();
    const ends = plan.getByText(/Your plan ends on .+ and will not renew\./);
    await expect(ends).toBeVisible();
    const day = /Your plan ends on (.+) and will not renew\./.exec((await ends.textContent())!)![1]!;

    await expect(
      estimate.getByText(`No upcoming invoice: your Basic plan ends on ${day}, and nothing more will be charged.`),
    ).toBeVisible();
    await expect(estimate.getByText(/has no charges/)).toHaveCount(0);
  });
});

test('a platform admin without an account is told no account is selected on billing (spec 001 §2.5)', async ({
  page,
}) => {
  await signInAs(page, DEMO.admin);
  await page.goto('/account/billing');
  await expect(page.getByRole('heading', { level: 1, name: 'Billing & Payments' })).toBeVisible();
  await expect(page.getByText(BILLING_TEXT.noAccount)).toBeVisible();
  await expect(page.getByRole('heading', { name: BILLING_TEXT.accessRestricted })).toHaveCount(0);
});

test('Recreate Pages and Recreate Posts say what they did: nothing when nothing was missing, a count when a post came back', async ({
  page,
  signedIn: { accountId },
}) => {
  test.slow();
  const slot = await deployFreeTheme(page, accountId, 'Honest Bakes');
  await page.goto(`/cms/${accountId}/${slot.id}`);

  const pages = page.getByRole('region', { name: /^Pages \(\d+\)$/ });
  await pages.getByRole('button', { name: 'Recreate Pages' }).click();
  await expect(
    statusLine(page, 'Nothing to restore: every template page is here. Your edited pages are kept.'),
  ).toBeVisible();
  await expect(statusLine(page, 'Successfully recreated subscription pages!')).toHaveCount(0);

  const posts = page.getByRole('region', { name: /^Posts/ });
  await posts.getByRole('button', { name: 'Recreate Posts' }).click();
  await expect(
    statusLine(page, 'Nothing to restore: every template post is here. Your edited posts are kept.'),
  ).toBeVisible();

  // One of the theme's posts deleted (through the API): Recreate Posts brings it back and says so.
  const api = `/api/accounts/${accountId}/slots/${slot.id}/posts`;
  const { posts: before } = (await (await page.request.get(api)).json()) as BlogPostsResponse;
  const themePost = before.find((post) => post.originalPostId !== null)!;
  const removed = await page.request.delete(`${api}/${themePost.id}`, { headers: originHeaders() });
  expect(removed.status(), await removed.text()).toBe(200);
  await page.reload();
  await posts.getByRole('button', { name: 'Recreate Posts' }).click();
  await expect(statusLine(page, 'Successfully recreated subscription posts! Restored 1.')).toBeVisible();
  await expect(posts.getByRole('listitem').filter({ hasText: themePost.title })).toHaveCount(1);
});

test('saving the deployment URL of a site Themeport hosts speaks of the deployment URL, not Netlify', async ({
  page,
  signedIn: { accountId },
}) => {
  const slot = await deployFreeTheme(page, accountId, 'Honest Host');
  expect(slot.hosting).toBe('local');
  await page.goto(`/cms/${accountId}/${slot.id}`);
  const hosting = page.getByRole('region', { name: 'Hosting & repository' });
  await expect(hosting.getByText('Themeport hosting')).toBeVisible();
  await hosting.getByLabel('Deployment URL').fill('https://honest-host.example.com');
  await hosting.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(statusLine(page, deploymentUrlText('local').saved)).toBeVisible();
  await expect(page.getByText(SITE_TEXT.netlifyUrlSaved)).toHaveCount(0);

  // An empty field is refused in the same words, before anything is sent.
  await hosting.getByLabel('Deployment URL').fill('');
  await hosting.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(hosting.getByText(deploymentUrlText('local').required)).toBeVisible();
  await expect(page.getByText(SITE_TEXT.netlifyUrlRequired)).toHaveCount(0);
});

test('the page editor says Saved after a save and Undone after an undo, then Connected again on the next click', async ({
  page,
  signedIn: { accountId },
}) => {
  test.slow();
  const slot = await deployFreeTheme(page, accountId, 'Honest Editor');
  const api = `/api/accounts/${accountId}/slots/${slot.id}`;
  const { pages } = (await (await page.request.get(`${api}/pages`)).json()) as { pages: SitePage[] };
  const home = pages.find((item) => item.path === '/' && !item.isDynamic)!;
  await page.goto(`/cms/${accountId}/${slot.id}`);
  await page
    .getByRole('region', { name: `Pages (${pages.length})` })
    .getByRole('button', { name: `Edit Page ${fillSiteName(home.title, slot.name)}` })
    .click();
  const editor = page.getByRole('region', { name: /^Page editor:/ });
  const connected = editor.getByText('Connected. Click a section to edit it; Alt-click follows a link.');
  await expect(connected).toBeVisible();
  const frame = page.frameLocator('iframe[title^="Page editor:"]');
  const heading = frame.locator('h1[data-field="title"]').first();

  await heading.click();
  const panel = frame.getByRole('dialog', { name: /^Edit / });
  const newTitle = `Honestly saved ${Date.now()}`;
  await panel.getByLabel('Title', { exact: true }).fill(newTitle);
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(frame.locator('h1[data-field="title"]').first()).toHaveText(newTitle);
  await expect(editor.getByText('Saved. Click a section to edit it; Alt-click follows a link.')).toBeVisible();
  await expect(connected).toHaveCount(0);

  await editor.getByRole('button', { name: 'Undo' }).click();
  // The frame reloads: the line says 'Undone.' with the page loading, then 'Click a section' once
  // the page answers again.
  await expect(editor.getByText('Undone. Click a section to edit it; Alt-click follows a link.')).toBeVisible();
  await expect(frame.locator('h1[data-field="title"]').first()).not.toHaveText(newTitle);

  // The next interaction (a click on a section) brings back the usual line.
  await frame.locator('h1[data-field="title"]').first().click();
  await expect(frame.getByRole('dialog', { name: /^Edit / })).toBeVisible();
  await expect(connected).toBeVisible();
});

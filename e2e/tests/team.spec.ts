import type { Browser, Page } from '@playwright/test';
import { BILLING_TEXT, TEAM_TEXT } from '@themeport/core';
import { expect, test, uniqueEmail, allowConsoleError, resourceError, subscribeWithTestCard } from './fixtures';
import { deployFreeTheme, expectAccessible } from './support';

// Team Management is a section of Account Settings (features/team/team-section.tsx).
const TEAM_PAGE = '/account/settings';

test.use({ signUp: { prefix: 'team-owner', firstName: 'Olivia', lastName: 'Owner', businessName: 'Harbour Studio' } });

/** A second person on the same machine: a browser context of their own, with their own client address. */
async function colleagueContext(browser: Browser) {
  return browser.newContext({
    baseURL: test.info().project.use.baseURL!,
    extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.201' },
  });
}

const slotOne = (page: Page) =>
  page.getByRole('region', { name: 'Site Slots' }).getByRole('listitem', { name: 'Slot 1' });

async function openSwitcher(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Current account/ })
    .click();
  return page.getByRole('menu');
}

test('an owner invites a colleague as editor, who signs up from the mail, edits a site, cannot open billing, and loses editing as viewer', async ({
  signedInPage: owner,
  signedIn,
  browser,
}) => {
  allowConsoleError(resourceError(403, '/invitations'), "an invitation above the free plan's one user, refused");
  test.slow();
  const colleagueEmail = uniqueEmail('team-colleague');
  const site = await deployFreeTheme(owner, signedIn.accountId, 'Harbour Cafe');

  await test.step("the free plan's one user is the owner: inviting needs an upgrade", async () => {
    await owner.goto(TEAM_PAGE);
    const section = owner.getByRole('main');
    await section.getByLabel('Email').fill(colleagueEmail);
    await section.getByRole('button', { name: 'Send Invitations' }).click();
    await expect(section.getByText(TEAM_TEXT.seatLimit(1))).toBeVisible();
    // Through the API: billing.spec.ts proves Upgrade Plan and the checkout page.
    await subscribeWithTestCard(owner, signedIn.accountId, 'starter', 'Olivia Owner');
  });

  await test.step('the owner invites the colleague as editor', async () => {
    await owner.goto(TEAM_PAGE);
    const section = owner.getByRole('main');
    await expect(section.getByRole('tab', { name: 'Invite Members' })).toHaveAttribute('aria-selected', 'true');
    await section.getByRole('button', { name: 'Send Invitations' }).click();
    await expect(section.getByRole('alert').getByText(TEAM_TEXT.fillAllEmails)).toBeVisible();
    await section.getByLabel('Email').fill(colleagueEmail);
    await expect(section.getByLabel('Role')).toHaveValue('viewer');
    await section.getByLabel('Role').selectOption('editor');
    await section.getByRole('button', { name: 'Send Invitations' }).click();
    await expect(owner.getByText('Invitation sent.')).toBeVisible();
    await expect(section.getByRole('tab', { name: 'Manage Invitations' })).toHaveAttribute('aria-selected', 'true');
    const row = section.getByRole('row').filter({ hasText: colleagueEmail });
    await expect(row.getByText('Pending')).toBeVisible();
    await expect(row.getByRole('cell', { name: 'Editor' })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Resend' })).toBeVisible();
    await expectAccessible(owner);
  });

  const colleague = await colleagueContext(browser);
  const page = await colleague.newPage();

  await test.step('the colleague opens the link from the mailbox and signs up', async () => {
    await page.goto('/dev/mailbox');
    await page
      .getByRole('list', { name: 'Messages' })
      .getByRole('listitem')
      .filter({ hasText: colleagueEmail })
      .filter({ hasText: "You're invited" })
      .click();
    const link = page.getByRole('list', { name: 'Links' }).getByRole('link').first();
    await expect(link).toHaveAttribute('href', /\/accept-invitation\/[A-Za-z0-9_-]+$/);
    await link.click();
    await expect(page.getByRole('heading', { name: TEAM_TEXT.invitedTitle })).toBeVisible();
    await expect(page.getByText('Harbour Studio')).toBeVisible();
    await expect(page.getByText(TEAM_TEXT.roleWillBe)).toBeVisible();
    await expect(page.getByText('Editor', { exact: true })).toBeVisible();
    await expect(page.getByText('Olivia Owner')).toBeVisible();
    await expect(page.getByText(TEAM_TEXT.haveAccount)).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: TEAM_TEXT.signUpAndAccept }).click();
    await expect(page).toHaveURL(/\/signup\?returnUrl=%2Faccept-invitation%2F/);
    await expect(page.getByLabel('Email')).toHaveValue(colleagueEmail);
    await page.getByLabel('First name').fill('Nia');
    await page.getByLabel('Last name').fill('Newcomer');
    await page.getByLabel('Password', { exact: true }).fill('team-journey-1');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  });

  await test.step('verifies the address and lands back on the invitation, then accepts', async () => {
    const mailbox = await colleague.newPage();
    await mailbox.goto('/dev/mailbox');
    await mailbox
      .getByRole('list', { name: 'Messages' })
      .getByRole('listitem')
      .filter({ hasText: colleagueEmail })
      .filter({ hasText: 'Verify' })
      .click();
    await mailbox.getByRole('list', { name: 'Links' }).getByRole('link').first().click();
    await expect(mailbox).toHaveURL(/\/accept-invitation\//);
    await mailbox.close();
    // The sign-up tab was waiting for the verification and moves on by itself.
    await expect(page).toHaveURL(/\/accept-invitation\//);
    await page.getByRole('button', { name: TEAM_TEXT.accept }).click();
    await expect(page).toHaveURL(/\/client-portal$/);
  });

  await test.step('the colleague works in the inviting account as editor and renames the site', async () => {
    const menu = await openSwitcher(page);
    await expect(menu.getByRole('menuitemradio', { name: /Harbour Studio/ })).toContainText('Editor');
    await expect(menu.getByRole('menuitemradio')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(slotOne(page).getByRole('heading', { name: 'Harbour Cafe' })).toBeVisible();
    await slotOne(page).getByRole('button', { name: 'Manage' }).click();
    const group = page.getByRole('dialog', { name: 'Manage Account Slots' }).getByRole('group', { name: 'Slot 1' });
    await group.getByRole('textbox', { name: 'Site name' }).fill('Harbour Cafe & Bakery');
    await group.getByRole('button', { name: 'Save' }).click();
    await expect(group.getByText('Site name saved.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(slotOne(page).getByRole('heading', { name: 'Harbour Cafe & Bakery' })).toBeVisible();
  });

  await test.step('but billing stays closed to them, on the page and on the server', async () => {
    await page.goto('/account/billing');
    await expect(page.getByText(BILLING_TEXT.accessRestricted)).toBeVisible();
    const billing = await page.request.get(`/api/accounts/${signedIn.accountId}/billing`);
    expect(billing.status()).toBe(403);
  });

  await test.step('the owner makes them a viewer', async () => {
    await owner.goto(TEAM_PAGE);
    const members = owner.getByRole('list', { name: 'Members' });
    await members.getByRole('combobox', { name: 'Role of Nia Newcomer' }).selectOption('viewer');
    const dialog = owner.getByRole('alertdialog', { name: "Change Nia Newcomer's role?" });
    await dialog.getByRole('button', { name: 'Change Role' }).click();
    await expect(owner.getByText(TEAM_TEXT.roleChanged)).toBeVisible();
    await expect(members.getByRole('combobox', { name: 'Role of Nia Newcomer' })).toHaveValue('viewer');
  });

  await test.step('and their edits are refused from then on', async () => {
    await page.goto('/client-portal');
    const menu = await openSwitcher(page);
    await expect(menu.getByRole('menuitemradio', { name: /Harbour Studio/ })).toContainText('Viewer');
    await page.keyboard.press('Escape');
    // The editing controls go: Manage is locked, with the reason.
    const manage = slotOne(page).getByRole('button', { name: 'Manage' });
    await expect(manage).toBeDisabled();
    await expect(manage).toHaveAccessibleDescription(/Viewers can't edit this site/);
    await page.goto(TEAM_PAGE);
    await expect(page.getByText(TEAM_TEXT.needAdmin)).toBeVisible();
    const rename = await page.request.patch(`/api/accounts/${signedIn.accountId}/slots/${site.id}`, {
      data: { name: 'Not allowed' },
      headers: { Origin: new URL(test.info().project.use.baseURL!).origin },
    });
    expect(rename.status()).toBe(403);
  });

  await colleague.close();
});

test('pending invitations are resent, their link copied, and cancelled singly or in bulk; a cancelled link says so', async ({
  signedInPage: page,
  signedIn,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const [first, second, third] = [uniqueEmail('team-a'), uniqueEmail('team-b'), uniqueEmail('team-c')];
  test.slow();
  // The owner and three invitations: more users than Basic's 3 (on Pro through the API, as above).
  await subscribeWithTestCard(page, signedIn.accountId, 'pro', 'Olivia Owner');
  await page.goto(TEAM_PAGE);
  const section = page.getByRole('main');
  await section.getByLabel('Email').fill(first);
  await section.getByRole('button', { name: 'Add another' }).click();
  await section.getByLabel('Email 2').fill(first.toUpperCase());
  await section.getByRole('button', { name: 'Send Invitations' }).click();
  await expect(section.getByRole('alert').getByText(`Duplicate email address: ${first.toUpperCase()}`)).toBeVisible();
  await section.getByLabel('Email 2').fill(second);
  await section.getByRole('button', { name: 'Add another' }).click();
  await section.getByLabel('Email 3').fill(third);
  await section.getByLabel('Role 3').selectOption('admin');
  await section.getByRole('button', { name: 'Send Invitations' }).click();
  await expect(page.getByText('3 invitations sent.')).toBeVisible();

  const row = (email: string) => section.getByRole('row').filter({ hasText: email });
  await expect(section.getByText('3 invitations, 3 pending')).toBeVisible();

  await test.step('Copy Link copies the invitation link, and the label comes back', async () => {
    await row(first).getByRole('button', { name: 'Copy Link' }).click();
    await expect(row(first).getByRole('button', { name: 'Copied!' })).toBeVisible();
    // spec 001 §9: the label returns after 2 seconds.
    await expect(row(first).getByRole('button', { name: 'Copy Link' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/\/accept-invitation\/[A-Za-z0-9_-]+$/);
    const link = new URL(copied);

    await row(first).getByRole('button', { name: 'Resend' }).click();
    await expect(page.getByText(TEAM_TEXT.resent)).toBeVisible();
    // The old link stopped working with the resend.
    const visitor = await page.context().browser()!.newContext({ baseURL: link.origin });
    const stranger = await visitor.newPage();
    await stranger.goto(link.pathname);
    await expect(stranger.getByRole('heading', { name: TEAM_TEXT.invalidTitle })).toBeVisible();
    await expect(stranger.getByText(TEAM_TEXT.notFound)).toBeVisible();
    await visitor.close();
  });

  await test.step('cancel one, then the other two together', async () => {
    await row(first).getByRole('button', { name: 'Copy Link' }).click();
    await expect(row(first).getByRole('button', { name: 'Copied!' })).toBeVisible();
    const firstLink = new URL(await page.evaluate(() => navigator.clipboard.readText()));
    await row(first).getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel Invitation' }).click();
    await expect(row(first).getByText('Cancelled')).toBeVisible();
    await expect(row(first).getByRole('button', { name: 'Resend' })).toHaveCount(0);

    await row(second).getByRole('checkbox').check();
    await row(third).getByRole('checkbox').check();
    await section.getByRole('button', { name: 'Cancel selected (2)' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel Invitations' }).click();
    await expect(page.getByText('2 invitations cancelled.')).toBeVisible();
    await expect(section.getByText('3 invitations, 0 pending')).toBeVisible();

    await page.goto(firstLink.pathname);
    await expect(page.getByRole('heading', { name: TEAM_TEXT.invalidTitle })).toBeVisible();
    await expect(page.getByText(TEAM_TEXT.cancelled)).toBeVisible();
    await page.getByRole('link', { name: TEAM_TEXT.goHome }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

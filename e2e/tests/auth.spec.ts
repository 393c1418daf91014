import type { Page } from '@playwright/test';
import { DEMO, expect, latestMail, signInAs, test, uniqueEmail, allowConsoleError, resourceError } from './fixtures';

test('a new client signs up, verifies the e-mail from the mailbox, onboards and reaches the portal', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('new-client');
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
  await page.getByRole('link', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('cobol-rules');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/email-verification/);
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  // The mail arrives in the outbox; a second tab opens it in the dev mailbox and follows the link.
  const mailbox = await context.newPage();
  await mailbox.goto('/dev/mailbox');
  await mailbox.getByRole('list', { name: 'Messages' }).getByText(email).first().click();
  const verify = mailbox.getByRole('list', { name: 'Links' }).getByRole('link').first();
  await expect(verify).toHaveAttribute('href', /\/api\/auth\/verify-email\?token=/);
  await verify.click();
  await expect(mailbox).toHaveURL(/\/client-onboarding\/profile/);

  // The first tab was polling and moves on by itself.
  await expect(page).toHaveURL(/\/client-onboarding\/profile/);
  await expect(page.getByRole('heading', { name: 'Tell us about yourself' })).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Grace');
  await page.getByLabel('Phone').fill('15551234567');
  await expect(page.getByLabel('Phone')).toHaveValue('(555) 123-4567');
  await page.getByLabel('Website').fill('grace.dev');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Agree to TOS')).toBeVisible();
  await page.getByLabel('I agree to the Terms of Service').check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Choose your plan' })).toBeVisible();
  await page.getByRole('button', { name: 'Start with Free' }).click();
  await expect(page).toHaveURL(/\/client-portal/);
  await expect(page.getByText('Welcome, Grace')).toBeVisible();
  const accountName = `${email.split('@')[0]}'s Account`;
  await expect(page.getByRole('main').getByText(accountName)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Client Portal' })).toBeVisible();
});

test('a developer arriving from "Become a Developer" signs up as a developer', async ({ page, request }) => {
  const email = uniqueEmail('new-dev');
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Become a Developer' }).click();
  await expect(page.getByRole('radio', { name: 'Developer' })).toBeChecked();
  await page.getByLabel('First name').fill('Linus');
  await page.getByLabel('Last name').fill('Dev');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('kernel-hacker');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/email-verification/);

  const mail = await latestMail(request, email);
  expect(mail.subject).toMatch(/Themeport/);
  await page.goto(mail.links.find((link) => link.includes('verify-email'))!);
  await expect(page).toHaveURL(/\/client-onboarding\/profile/);
  // A developer's onboarding is their store, not a workspace (decision 031; the journey: seller-onboarding).
  await expect(page.getByRole('heading', { level: 1, name: 'Set up your store' })).toBeVisible();
  const me = await (await page.request.get('/api/me')).json();
  expect(me.user.role).toBe('developer');
  expect(me.accounts).toEqual([]);
});

test('sign-in shows the spec message for a wrong password and sends each role to its portal', async ({ page }) => {
  allowConsoleError(resourceError(401, '/api/auth/sign-in/email'), 'a wrong password, on purpose');
  await page.goto('/signin');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.getByLabel('Email').fill(DEMO.client.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid email or password. Please try again.')).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill(DEMO.client.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/client-portal$/);
  await expect(page.getByText('Welcome, Cleo')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: /Current account: Demo Studio/ })).toBeVisible();
});

test('admin and developer land in their own portals; sign-in honours returnUrl', async ({ page, browser }) => {
  await page.goto('/auth?returnUrl=/pricing');
  await page.getByLabel('Email').fill(DEMO.admin.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await page.getByRole('banner').getByRole('link', { name: 'Admin', exact: true }).click();
  await expect(page).toHaveURL(/\/admin-portal$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Back office' })).toBeVisible();
  await expect(page.getByText('Signed in as Ada Admin.')).toBeVisible();

  const other = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.250' } });
  const developerPage = await other.newPage();
  await developerPage.goto('/signin');
  await developerPage.getByLabel('Email').fill(DEMO.developer.email);
  await developerPage.getByLabel('Password', { exact: true }).fill(DEMO.developer.password);
  await developerPage.getByRole('button', { name: 'Sign in' }).click();
  await expect(developerPage).toHaveURL(/\/developer-portal$/);
  await other.close();
});

test('guards: signed out goes to sign-in, a wrong role goes home, and the API says 403 too', async ({ page }) => {
  await page.goto('/client-portal');
  await expect(page).toHaveURL(/\/signin\?returnUrl=%2Fclient-portal/);

  await signInAs(page, DEMO.client);
  await page.goto('/admin-portal');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Premium Themes for Astro.js and Next.js' })).toBeVisible();
  const summary = await page.request.get('/api/admin/summary');
  expect(summary.status()).toBe(403);
  expect((await summary.json()).error).toBe('You do not have permission to access this resource');
});

test('forgot password: the mail leads to a new password, the old one stops working, the link works once', async ({
  page,
  request,
}) => {
  allowConsoleError(resourceError(403, '/api/auth/sign-in/email'), 'signing in before the e-mail is verified');
  await page.goto('/forgot-password');
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  // A throwaway user, so the demo client's password stays as it is for the other tests.
  const email = uniqueEmail('reset');
  const origin = { Origin: new URL(page.url()).origin };
  await request.post('/api/auth/sign-up/email', {
    data: { firstName: 'Reset', lastName: 'Tester', email, password: 'first-password', role: 'client' },
    headers: origin,
  });

  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByText('If an account exists for this email, a password reset link has been sent.'),
  ).toBeVisible();

  const mail = await latestMail(request, email, /reset/i);
  const link = mail.links.find((candidate) => candidate.includes('/update-password?token='))!;
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Set a New Password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('second-password');
  await page.getByLabel('Confirm new password').fill('different');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Passwords do not match.')).toBeVisible();
  await page.getByLabel('Confirm new password').fill('second-password');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Password updated successfully! Redirecting to sign in...')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);

  // The same link again: the token worked once, so the page no longer opens.
  await page.goto(link);
  await expect(page).toHaveURL(/\/auth/);

  const old = await request.post('/api/auth/sign-in/email', {
    data: { email, password: 'first-password' },
    headers: origin,
  });
  expect(old.status()).toBe(401);

  // The account was never verified, so the new password reaches the verification step, not a portal.
  await page.goto('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('second-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/email-verification\?email=/);
});

test('signing out in one tab signs out the other', async ({ page, context }) => {
  await signInAs(page, DEMO.client);
  await page.goto('/client-portal');
  await expect(page.getByText('Welcome, Cleo')).toBeVisible();
  const second = await context.newPage();
  await second.goto('/client-portal');
  await expect(second.getByText('Welcome, Cleo')).toBeVisible();
  // Both tabs have read their cart (the header counts its lines) before the session ends: a read
  // still on its way would be refused, as the session it was sent with is gone.
  for (const tab of [page, second]) {
    await expect(tab.getByRole('banner').getByRole('link', { name: /^Cart, \d+ items?$/ })).toBeVisible();
  }

  await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(second).toHaveURL(/\/signin/);
  // The session is gone on the server too: the browser's own request (with its cookies) finds no user.
  const signedInUser = async (tab: Page) =>
    tab.evaluate(async () => ((await (await fetch('/api/me')).json()) as { user: unknown }).user);
  expect(await signedInUser(page)).toBeNull();
  expect(await signedInUser(second)).toBeNull();
});

test('the sign-in page is accessible', async ({ page }) => {
  const { expectAccessible } = await import('./support');
  await page.goto('/signin');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expectAccessible(page);
});

test("'Sign in to Add' brings the visitor back to the theme after signing in", async ({ page, request }) => {
  const { items } = await (await request.get('/api/themes?pageSize=1')).json();
  await page.goto(`/themes/${items[0].slug}`);
  await page.getByRole('main').getByRole('link', { name: 'Sign in to Add' }).click();
  await page.getByLabel('Email').fill(DEMO.client.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.client.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`/themes/${items[0].slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: items[0].name })).toBeVisible();
});

test('the sixth rapid sign-in attempt is refused with the time to wait', async ({ page }) => {
  allowConsoleError(resourceError(401, '/api/auth/sign-in/email'), 'wrong passwords, on purpose');
  allowConsoleError(resourceError(429, '/api/auth/sign-in/email'), 'the sixth rapid attempt');
  await page.goto('/signin');
  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  for (let attempt = 1; attempt <= 5; attempt++) {
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Invalid email or password. Please try again.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  }
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(/^Too many attempts\. Try again in \d+ seconds\.$/)).toBeVisible();
});

test('resending the verification mail confirms it and starts the cooldown', async ({ page, request }) => {
  const email = uniqueEmail('resend');
  await request.post('/api/auth/sign-up/email', {
    data: { firstName: 'Re', lastName: 'Send', email, password: 'resend-me', role: 'client' },
    headers: { Origin: new URL(test.info().project.use.baseURL!).origin },
  });
  await page.goto(`/email-verification?email=${encodeURIComponent(email)}`);
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await page.getByRole('button', { name: 'Resend email' }).click();
  await expect(page.getByText('Verification email sent!')).toBeVisible();
  await expect(page.getByRole('button', { name: /Resend email \(\d+s\)/ })).toBeDisabled();
  await page.getByRole('link', { name: 'Back to signup' }).click();
  await expect(page).toHaveURL(/\/signup/);
});

test('onboarding paths: index and unknown steps go to the profile, which needs a session', async ({ page }) => {
  await page.goto('/client-onboarding/whatever');
  await expect(page).toHaveURL(/\/signin/);
  await signInAs(page, DEMO.client);
  await page.goto('/client-onboarding');
  await expect(page).toHaveURL(/\/client-onboarding\/profile$/);
  await page.goto('/client-onboarding/themes');
  await expect(page).toHaveURL(/\/themes$/);
});

test('a session the server no longer knows signs the user out with the spec message', async ({ page, context }) => {
  await signInAs(page, DEMO.client);
  await page.goto('/client-portal');
  await expect(page.getByText('Welcome, Cleo')).toBeVisible();
  // Replace the cookie with one the server never issued, as an expired or revoked session looks.
  const [cookie] = (await context.cookies()).filter((candidate) => candidate.name.endsWith('session_token'));
  await context.addCookies([{ ...cookie!, value: 'expired.session' }]);
  await page.reload();
  await expect(page).toHaveURL(/\/signin\?expired=1/);
  await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
});

test('the new-password page needs a session or a valid reset link', async ({ page }) => {
  await page.goto('/update-password');
  await expect(page).toHaveURL(/\/auth/);
  await page.goto('/update-password?token=not-a-real-token');
  await expect(page).toHaveURL(/\/auth/);
});

test('a signed-in user changes the password only with the current one, and hears of it by mail', async ({
  page,
  request,
  signedIn: { email, password },
}) => {
  allowConsoleError(resourceError(400, '/api/me/password'), 'a wrong current password, on purpose');
  await page.goto('/update-password');
  await expect(page.getByRole('heading', { name: 'Set a New Password' })).toBeVisible();
  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByLabel('New password', { exact: true }).fill('changed-password');
  await page.getByLabel('Confirm new password').fill('changed-password');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Your current password is incorrect.')).toBeVisible();

  await page.getByLabel('Current password').fill(password);
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Password updated successfully! Redirecting to sign in...')).toBeVisible();
  const mail = await latestMail(request, email, /password was changed/);
  expect(mail.links.some((link) => link.endsWith('/forgot-password'))).toBe(true);
});

import { pngOfSize } from '../../apps/server/src/test/images.ts';
import { expect, latestMail, signInAs, test, allowConsoleError, resourceError } from './fixtures';
import { expectAccessible } from './support';

// The profile page (issue 12): the person's name, avatar, password and sessions.
test.use({ signUp: { prefix: 'profile', firstName: 'Pat', lastName: 'Profile' } });

test('a password change signs out another browser, keeps this one and mails the owner', async ({
  page,
  browser,
  signedIn,
  clientIp,
}) => {
  allowConsoleError(resourceError(400, '/api/me/password'), 'a wrong current password, on purpose');
  const other = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': clientIp } });
  const otherPage = await other.newPage();
  await otherPage.goto('/');
  await signInAs(otherPage, signedIn);
  await otherPage.goto('/client-portal');
  await expect(otherPage.getByRole('heading', { name: 'Welcome, Pat' })).toBeVisible();

  await page.goto('/account/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
  const sessions = page.getByRole('region', { name: 'Active sessions' });
  await expect(sessions.getByTestId('session-row')).toHaveCount(2);
  await expect(sessions.getByText('This device', { exact: true })).toHaveCount(1);

  const password = page.getByRole('region', { name: 'Password' });
  await password.getByLabel('Current password').fill('not-my-password');
  await password.getByLabel('New password', { exact: true }).fill('a-brand-new-pass');
  await password.getByLabel('Confirm new password').fill('a-brand-new-pass');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByText('Your current password is incorrect.')).toBeVisible();

  await password.getByLabel('Current password').fill(signedIn.password);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByText('Password changed. Every other session was signed out.')).toBeVisible();
  await expect(sessions.getByTestId('session-row')).toHaveCount(1);

  // The other browser's next navigation lands on sign-in; this one stays signed in.
  await otherPage.goto('/client-portal');
  await expect(otherPage).toHaveURL(/\/signin/);
  await page.goto('/client-portal');
  await expect(page.getByRole('heading', { name: 'Welcome, Pat' })).toBeVisible();
  const mail = await latestMail(page.request, signedIn.email, /password was changed/);
  expect(mail.subject).toBe('Your Themeport password was changed');
  await other.close();
});

test('a new name and avatar show in the header at once; removing the avatar brings the initials back', async ({
  signedInPage: page,
}) => {
  allowConsoleError(resourceError(400, '/api/me/avatar'), 'a file that is not an image, on purpose');
  await page.goto('/account/profile');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Your profile (Pat Profile)' })).toBeVisible();

  const name = page.getByRole('region', { name: 'Name' });
  await name.getByLabel('First name').fill('Robin');
  await name.getByLabel('Last name').fill('Renamed');
  await name.getByRole('button', { name: 'Save name' }).click();
  const profileLink = header.getByRole('link', { name: 'Your profile (Robin Renamed)' });
  await expect(profileLink).toBeVisible();
  await expect(profileLink).toHaveText('RR');

  const avatar = page.getByRole('region', { name: 'Avatar' });
  // Not an image by its bytes, though named .png: refused with the server's text.
  await avatar.getByLabel('Avatar image file').setInputFiles({
    name: 'fake.png',
    mimeType: 'image/png',
    buffer: Buffer.from('%PDF-1.7 not an image'),
  });
  await expect(avatar.getByText('Only images allowed.')).toBeVisible();

  await avatar.getByLabel('Avatar image file').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: Buffer.from(pngOfSize()),
  });
  await expect(page.getByText('Avatar updated.')).toBeVisible();
  const headerImage = profileLink.getByTestId('avatar-image');
  await expect(headerImage).toHaveAttribute('src', /^\/uploads\/avatars\/.+\.png$/);
  await expect.poll(() => headerImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(3);
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('profile.png'), fullPage: true });

  await avatar.getByRole('button', { name: 'Remove avatar' }).click();
  await expect(page.getByText('Avatar removed.')).toBeVisible();
  await expect(headerImage).toHaveCount(0);
  await expect(profileLink).toHaveText('RR');
});

test('an e-mail change needs the password, applies once the new address confirms it, and the old one can undo it', async ({
  signedInPage: page,
  signedIn,
}) => {
  allowConsoleError(resourceError(400, '/api/me/email'), 'a wrong current password, on purpose');
  const newEmail = signedIn.email.replace('@', '+moved@');
  await page.goto('/account/profile');
  const email = page.getByRole('region', { name: 'Email address' });
  await email.getByLabel('New email address').fill(newEmail);
  await email.getByLabel('Current password').fill('not-my-password');
  await email.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(email.getByText('Your current password is incorrect.')).toBeVisible();
  await email.getByLabel('Current password').fill(signedIn.password);
  await email.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(email.getByText(`Check ${newEmail} for a link to confirm it.`, { exact: false })).toBeVisible();
  const notice = await latestMail(page.request, signedIn.email, /email address is being changed/);
  expect(notice.text).toContain(newEmail);

  const confirm = await latestMail(page.request, newEmail, /Confirm your new/);
  await page.goto(confirm.links.find((link) => link.includes('verify-email'))!);
  await expect(page).toHaveURL(/\/account\/profile\?email=changed/);
  await expect(page.getByText('Your email address was changed.')).toBeVisible();
  await expect(email.getByText(newEmail, { exact: true })).toBeVisible();

  // Not the owner after all: the notice's link puts the old address back and signs everyone out.
  await page.goto(notice.links.find((link) => link.includes('secure-account'))!);
  // The page has read the signed-in cart (its count shows): no read of it is still on its way when
  // every session ends (it would be refused, 401).
  await expect(page.getByRole('banner').getByRole('link', { name: /^Cart, \d+ items?$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Secure my account' }).click();
  await expect(page).toHaveURL(/\/signin\?secured=1/);
  await expect(page.getByText('Your account is secure', { exact: false })).toBeVisible();
  await signInAs(page, { email: signedIn.email, password: signedIn.password });
});

test('the profile page fits a 375 px screen and the menu leads to it @mobile', async ({ signedInPage: page }) => {
  await page.goto('/client-portal');
  // The session has loaded (the signed-in menu depends on it) once the portal greets the user.
  await expect(page.getByText('Welcome, Pat')).toBeVisible();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'Your profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Active sessions' }).getByText('This device', { exact: true }),
  ).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('after a burst of wrong passwords the owner is mailed a link whose page unlocks sign-in', async ({
  page,
  playwright,
  signedIn,
}) => {
  allowConsoleError(resourceError(400, '/api/auth/unlock'), 'the used link, on purpose');
  // Ten wrong guesses from two other addresses (each may try 5 a minute), fresh on every run.
  const first = 1 + Math.floor(Math.random() * 250);
  for (const address of [`198.51.${first}.201`, `198.51.${first}.202`]) {
    const guesser = await playwright.request.newContext({
      baseURL: test.info().project.use.baseURL!,
      extraHTTPHeaders: { 'X-Forwarded-For': address, Origin: test.info().project.use.baseURL! },
    });
    for (let i = 0; i < 5; i++) {
      const guess = await guesser.post('/api/auth/sign-in/email', {
        data: { email: signedIn.email, password: `guess-${address}-${i}` },
      });
      expect(guess.status()).toBe(401);
    }
    await guesser.dispose();
  }
  const unlock = await latestMail(page.request, signedIn.email, /Unusual sign-in attempts/);
  await page.goto(unlock.links.find((link) => link.includes('/unlock-sign-in?token='))!);
  await expect(page.getByRole('heading', { name: 'Unlock sign-in' })).toBeVisible();
  await page.getByRole('button', { name: 'Unlock sign-in' }).click();
  await expect(page).toHaveURL(/\/signin\?unlocked=1/);
  await expect(page.getByText('You can sign in again.')).toBeVisible();
  // A second use of the link is refused on the page.
  await page.goto(unlock.links.find((link) => link.includes('/unlock-sign-in?token='))!);
  await page.getByRole('button', { name: 'Unlock sign-in' }).click();
  await expect(page.getByText('This link is invalid, expired or already used.')).toBeVisible();
});

test("'This wasn't me' on another device's sign-in signs that device out and asks for a new password", async ({
  page,
  browser,
  signedIn,
  clientIp,
}) => {
  const other = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': clientIp } });
  const otherPage = await other.newPage();
  await otherPage.goto('/');
  await signInAs(otherPage, signedIn);

  await page.goto('/account/profile');
  // The sign-in history (issue 24): the sign-in route wrote the other device's row.
  const history = page.getByRole('region', { name: 'Sign-in history' });
  const theirs = history
    .getByTestId('sign-in-row')
    .filter({ hasText: 'Signed in' })
    .filter({ hasNotText: 'This device' })
    .first();
  await expect(theirs).toBeVisible();
  await expectAccessible(page);
  await theirs.getByRole('button', { name: "This wasn't me" }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sign out other sessions' }).click();
  await expect(history.getByText(/We signed out \d+ other sessions?\. Change your password now\./)).toBeVisible();
  await expect(theirs.getByText('Reported', { exact: true })).toBeVisible();
  await expect(history.getByRole('link', { name: 'Change your password' })).toBeVisible();

  // That device's next navigation lands on sign-in; this one stays.
  await otherPage.goto('/client-portal');
  await expect(otherPage).toHaveURL(/\/signin/);
  await page.goto('/client-portal');
  await expect(page.getByRole('heading', { name: 'Welcome, Pat' })).toBeVisible();
  await other.close();
});

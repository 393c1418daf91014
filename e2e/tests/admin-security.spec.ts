import type { APIRequestContext } from '@playwright/test';
import { DEMO, expect, latestMail, newGuardedContext, signInAs, test } from './fixtures';
import { expectAccessible } from './support';

// Issue 24: a script attacks one account from several addresses. The server sees one attack across
// them (spec 001 §9: more than 3 addresses failing for one user in 15 minutes is critical), blocks
// the addresses and alerts; the admin sees the alert and the blocks and lifts one; the attacked
// user gets the unlock mail and signs in.

test.use({ signUp: { prefix: 'attacked', firstName: 'Ada', lastName: 'Attacked' } });

async function guess(request: APIRequestContext, email: string, n: number) {
  const response = await request.post('/api/auth/sign-in/email', { data: { email, password: `guess-${n}` } });
  return response.status();
}

test('an attack from four addresses is blocked and alerted; the admin lifts one block; the owner unlocks and signs in', async ({
  page,
  browser,
  playwright,
  signedIn,
  clientIp,
}) => {
  test.slow();
  // Addresses of this run alone: three guesses from each of three, then one from a fourth.
  const net = 1 + Math.floor(Math.random() * 250);
  const addresses = [1, 2, 3, 4].map((host) => `198.18.${net}.${host}`);
  const attackers = await Promise.all(
    addresses.map((address) =>
      playwright.request.newContext({
        baseURL: test.info().project.use.baseURL!,
        extraHTTPHeaders: { 'X-Forwarded-For': address, Origin: test.info().project.use.baseURL! },
      }),
    ),
  );

  await test.step('the attack: nine wrong passwords from three addresses, the tenth from a fourth', async () => {
    for (const [i, attacker] of attackers.slice(0, 3).entries())
      for (let n = 0; n < 3; n++) expect(await guess(attacker, signedIn.email, i * 3 + n)).toBe(401);
    expect(await guess(attackers[3]!, signedIn.email, 9)).toBe(401);
    // Every attacking address is now throttled, whoever it tries.
    for (const attacker of attackers) {
      const response = await attacker.post('/api/auth/sign-in/email', {
        data: { email: `nobody-${net}@example.com`, password: 'not-it' },
      });
      expect(response.status()).toBe(429);
      expect(Number(response.headers()['retry-after'])).toBeGreaterThan(0);
    }
  });

  const admin = await newGuardedContext(browser, clientIp);
  const adminPage = await admin.newPage();
  await test.step('the admin sees the critical alert and the four blocked addresses', async () => {
    await adminPage.goto('/');
    await signInAs(adminPage, DEMO.admin);
    await adminPage.goto('/admin-portal?tab=security');
    await expect(adminPage.getByRole('heading', { level: 2, name: 'Security' })).toBeVisible();
    const alerts = adminPage.getByRole('region', { name: 'Alerts' });
    const alert = alerts.getByRole('listitem').filter({ hasText: signedIn.email });
    await expect(alert.getByText('critical', { exact: true })).toBeVisible();
    // Every platform admin is mailed the alert (a job on the queue).
    const mail = await latestMail(
      adminPage.request,
      DEMO.admin.email,
      /Security alert \(critical\): distributed attack/,
    );
    expect(mail.text).toContain(signedIn.email);
    const blocks = adminPage.getByRole('region', { name: 'Blocked addresses' });
    for (const address of addresses) await expect(blocks.getByText(address, { exact: true })).toBeVisible();
    await expectAccessible(adminPage);
  });

  await test.step('the admin lifts the block of one address: it may try again (and is refused as a wrong password)', async () => {
    const blocks = adminPage.getByRole('region', { name: 'Blocked addresses' });
    await blocks.getByRole('button', { name: `Unblock ${addresses[0]}` }).click();
    await adminPage.getByRole('alertdialog').getByRole('button', { name: 'Unblock' }).click();
    await expect(blocks.getByRole('button', { name: `Unblock ${addresses[0]}` })).toHaveCount(0);
    await expect(blocks.getByRole('button', { name: `Unblock ${addresses[1]}` })).toBeVisible();
    await expect.poll(() => guess(attackers[0]!, `nobody-${net}@example.com`, 99)).toBe(401);
    expect(await guess(attackers[1]!, `nobody-${net}@example.com`, 98)).toBe(429);
  });

  await test.step('the owner follows the unlock mail and signs in', async () => {
    const unlock = await latestMail(page.request, signedIn.email, /Unusual sign-in attempts/);
    // On another device of theirs, signed out.
    const owner = await newGuardedContext(browser, `198.18.${net}.50`);
    const ownerPage = await owner.newPage();
    await ownerPage.goto(unlock.links.find((link) => link.includes('/unlock-sign-in?token='))!);
    await ownerPage.getByRole('button', { name: 'Unlock sign-in' }).click();
    await expect(ownerPage.getByText('You can sign in again.')).toBeVisible();
    await ownerPage.getByLabel('Email').fill(signedIn.email);
    await ownerPage.getByLabel('Password', { exact: true }).fill(signedIn.password);
    await ownerPage.getByRole('button', { name: 'Sign in' }).click();
    await expect(ownerPage.getByRole('heading', { name: 'Welcome, Ada' })).toBeVisible();
    await owner.close();
  });

  await Promise.all(attackers.map((attacker) => attacker.dispose()));
  await admin.close();
});

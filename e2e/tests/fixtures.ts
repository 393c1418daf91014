import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

/** A documentation-range address (RFC 5737) per test, sent as the trusted proxy header. */
function addressFor(testId: string): string {
  let hash = 0;
  for (const char of testId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `203.0.${113 + (hash % 2)}.${1 + ((hash >>> 8) % 254)}`;
}

export const test = base.extend<{ clientIp: string }>({
  // Playwright reads a fixture's dependencies from its first parameter: an empty pattern means none.
  // eslint-disable-next-line no-empty-pattern
  clientIp: async ({}, use, testInfo) => use(addressFor(testInfo.testId)),
  extraHTTPHeaders: async ({ clientIp }, use) => use({ 'X-Forwarded-For': clientIp }),
});
export { expect };

export const DEMO = {
  admin: { email: 'admin@themeport.dev', password: 'themeport-admin' },
  developer: { email: 'developer@themeport.dev', password: 'themeport-developer' },
  client: { email: 'client@themeport.dev', password: 'themeport-client' },
} as const;

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

function originHeaders(page: Page) {
  return { Origin: new URL(page.url() === 'about:blank' ? test.info().project.use.baseURL! : page.url()).origin };
}

/** Signs in through the API (the browser context keeps the cookie): the fixture for every test but those of sign-in itself. */
export async function signInAs(page: Page, user: { email: string; password: string }): Promise<void> {
  const response = await page.request.post('/api/auth/sign-in/email', { data: user, headers: originHeaders(page) });
  expect(response.status(), await response.text()).toBe(200);
}

interface MailSummary {
  id: string;
  to: string;
  subject: string;
}

/** The newest message to `to` in the outbox, waiting for it to arrive. */
export async function latestMail(request: APIRequestContext, to: string, subject?: RegExp) {
  let found: MailSummary | undefined;
  await expect
    .poll(async () => {
      const { items } = (await (await request.get('/api/dev/mailbox')).json()) as { items: MailSummary[] };
      found = items.find((item) => item.to === to && (!subject || subject.test(item.subject)));
      return found !== undefined;
    })
    .toBe(true);
  const detail = await request.get(`/api/dev/mailbox/${found!.id}`);
  return (await detail.json()) as MailSummary & { text: string; html: string; links: string[] };
}

export interface NewClientOptions {
  /** Prefix of the e-mail address (uniqueEmail). */
  prefix: string;
  firstName?: string;
  lastName?: string;
  businessName?: string;
  /** Finish onboarding (the payment step); false leaves the client on it. */
  complete?: boolean;
}

/**
 * A fresh client, verified through the link in the dev mailbox and onboarded with a workspace of
 * their own on the free plan, signed in on `page`. Journeys that change an account's plan, cards or
 * slots use one each, so tests running side by side never share state.
 */
export async function newOnboardedClient(page: Page, options: NewClientOptions) {
  const { prefix, firstName = 'Casey', lastName = 'Client', businessName, complete = true } = options;
  const email = uniqueEmail(prefix);
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { firstName, lastName, email, password: `${prefix}-journey-1`, role: 'client' },
    headers: originHeaders(page),
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const mail = await latestMail(page.request, email);
  await page.goto(mail.links.find((link) => link.includes('verify-email'))!);
  await expect(page).toHaveURL(/\/client-onboarding\/profile/);
  const profile = await page.request.post('/api/onboarding/profile', {
    data: { firstName, lastName, agreeToTerms: true, ...(businessName ? { businessName } : {}) },
    headers: originHeaders(page),
  });
  expect(profile.status(), await profile.text()).toBe(200);
  if (complete) {
    const done = await page.request.post('/api/onboarding/complete', {
      data: { plan: 'free' },
      headers: originHeaders(page),
    });
    expect(done.status(), await done.text()).toBe(200);
  }
  const me = (await (await page.request.get('/api/me')).json()) as { currentAccountId: string };
  return { email, accountId: me.currentAccountId };
}

import {
  test as base,
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
// Test data the server's Vitest suites use too (no I/O, no server code): one home, apps/server/src/test/.
import { TEST_CARDS, cardPayment, uniqueEmail } from '../../apps/server/src/test/shared-data.ts';

export { uniqueEmail };
export { CARD_DETAILS, TEST_CARDS, cardPayment } from '../../apps/server/src/test/shared-data.ts';

/** A documentation-range address (RFC 5737) per test, sent as the trusted proxy header. */
function addressFor(testId: string): string {
  let hash = 0;
  for (const char of testId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `203.0.${113 + (hash % 2)}.${1 + ((hash >>> 8) % 254)}`;
}

/** A fresh client made through the product (sign-up, the mailbox's verification link, onboarding). */
export interface SignedInClient {
  email: string;
  password: string;
  accountId: string;
}

/**
 * Chromium's console line for any 4xx answer to a fetch or a resource. A journey that provokes one on
 * purpose (a declined card, a refused upload) opts in with test.use({ allowConsoleErrors: [RESOURCE_4XX] }).
 */
export const RESOURCE_4XX = /^Failed to load resource: the server responded with a status of 4\d\d/;

/** Chromium's console line for one 4xx answer: this status from an address containing `path`. */
export function resourceError(status: number, path: string): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`status of ${status} \\(.*\\) \\(https?://[^)]*${escaped}`);
}

/**
 * Allowed in every journey: Playwright's trace recorder (trace: 'retain-on-failure' records every
 * first try) puts its snapshot script into each frame, and Chromium logs this when the frame is
 * one the product sandboxes without scripts on purpose (theme previews, srcdoc frames). Without a
 * trace the console is quiet; a script of ours in such a frame would be blocked all the same.
 */
const TRACE_RECORDER_IN_SANDBOX =
  /^Blocked script execution in '[^']*' because the document's frame is sandboxed and the 'allow-scripts' permission is not set\.$/;

// Patterns one running test allowed with allowConsoleError(), by test id (one worker runs one test at a time).
const allowedInTest = new Map<string, (string | RegExp)[]>();
// The running test's console guard, by test id, for the other contexts it opens (newGuardedContext).
const guardOfTest = new Map<string, (context: BrowserContext) => void>();

/**
 * For one test that provokes a console error on purpose (a wrong password, a declined card): the
 * error is expected from here on. `why` says which deliberate action causes it, for the reader.
 */
export function allowConsoleError(pattern: string | RegExp, why: string): void {
  void why;
  const id = test.info().testId;
  allowedInTest.set(id, [...(allowedInTest.get(id) ?? []), pattern]);
}

interface ConsoleProblem {
  kind: 'console.error' | 'pageerror';
  text: string;
  url: string;
}

function describeProblem({ kind, text, url }: ConsoleProblem): string {
  return `${kind}: ${text}${url ? ` (${url})` : ''}`;
}

interface Fixtures {
  /**
   * Console errors and uncaught page errors this journey expects (matched against 'text (url)'):
   * every other one fails the test, since a user's normal use must leave the console quiet.
   */
  allowConsoleErrors: (string | RegExp)[];
  /** Listens on every page of the context and fails the test on an error not in allowConsoleErrors. */
  consoleGuard: void;
  clientIp: string;
  /** Who `signedIn` signs up: set it per file or per describe with test.use({ signUp: {...} }). */
  signUp: NewClientOptions;
  /**
   * The sign-in fixture for journeys: `page` signed in as a fresh verified client with a workspace
   * of their own on the free plan, made through the real API and the dev mailbox (newOnboardedClient).
   * For journeys that need a signed-in state; the journeys about sign-up and sign-in do the steps themselves.
   */
  signedIn: SignedInClient;
  /** `page`, signed in through `signedIn`: for journeys that need the state but not the client's details. */
  signedInPage: Page;
}

export const test = base.extend<Fixtures>({
  allowConsoleErrors: [[], { option: true }],
  consoleGuard: [
    async ({ context, allowConsoleErrors }, use, testInfo) => {
      const problems: ConsoleProblem[] = [];
      const watch = (page: Page) => {
        page.on('console', (message) => {
          if (message.type() === 'error') {
            problems.push({ kind: 'console.error', text: message.text(), url: message.location().url });
          }
        });
        page.on('pageerror', (error) => problems.push({ kind: 'pageerror', text: String(error), url: page.url() }));
      };
      const guard = (guarded: BrowserContext) => {
        guarded.pages().forEach(watch);
        guarded.on('page', watch);
      };
      guard(context);
      guardOfTest.set(testInfo.testId, guard);
      await use();
      guardOfTest.delete(testInfo.testId);
      const patterns = [
        TRACE_RECORDER_IN_SANDBOX,
        ...allowConsoleErrors,
        ...(allowedInTest.get(testInfo.testId) ?? []),
      ];
      allowedInTest.delete(testInfo.testId);
      const allowed = (problem: ConsoleProblem) =>
        patterns.some((pattern) =>
          typeof pattern === 'string'
            ? describeProblem(problem).includes(pattern)
            : pattern.test(problem.text) || pattern.test(describeProblem(problem)),
        );
      const unexpected = problems.filter((problem) => !allowed(problem)).map(describeProblem);
      if (unexpected.length === 0) return;
      // A test that failed already says why; the console lines go with it as an annotation.
      if (testInfo.status !== testInfo.expectedStatus) {
        testInfo.annotations.push({ type: 'console errors', description: unexpected.join('\n') });
        return;
      }
      throw new Error(
        `The page logged ${unexpected.length} console error(s) that normal use must not cause ` +
          `(a journey that provokes one on purpose lists it in allowConsoleErrors):\n${unexpected.join('\n')}`,
      );
    },
    { auto: true },
  ],
  // Playwright reads a fixture's dependencies from its first parameter: an empty pattern means none.
  // eslint-disable-next-line no-empty-pattern
  clientIp: async ({}, use, testInfo) => use(addressFor(testInfo.testId)),
  extraHTTPHeaders: async ({ clientIp }, use) => use({ 'X-Forwarded-For': clientIp }),
  signUp: [{ prefix: 'journey' }, { option: true }],
  signedIn: async ({ page, signUp }, use) => use(await newOnboardedClient(page, signUp)),
  signedInPage: async ({ page, signedIn: _signedIn }, use) => use(page),
});
export { expect };

/**
 * Another person in the same journey (an admin beside a developer, a buyer): a browser context of
 * their own, with their own client address (the per-IP limits), whose console the test's guard
 * watches as it watches `page`'s. Close it at the end of the test.
 */
export async function newGuardedContext(browser: Browser, clientIp: string): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL!,
    extraHTTPHeaders: { 'X-Forwarded-For': clientIp },
  });
  guardOfTest.get(test.info().testId)!(context);
  return context;
}

export const DEMO = {
  admin: { email: 'admin@themeport.dev', password: 'themeport-admin' },
  developer: { email: 'developer@themeport.dev', password: 'themeport-developer' },
  client: { email: 'client@themeport.dev', password: 'themeport-client' },
  /** Members of the client's 'Demo Studio' (seed/demo-users.ts), for viewer mode. */
  editor: { email: 'editor@themeport.dev', password: 'themeport-editor' },
  viewer: { email: 'viewer@themeport.dev', password: 'themeport-viewer' },
} as const;

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
  /** A paid plan to subscribe to once onboarded, paid with 4242 through the test-mode API (not its page). */
  plan?: 'starter' | 'pro';
}

/**
 * A fresh client, verified through the link in the dev mailbox and onboarded with a workspace of
 * their own on the free plan, signed in on `page`. Journeys that change an account's plan, cards or
 * slots use one each, so tests running side by side never share state.
 */
export async function newOnboardedClient(page: Page, options: NewClientOptions): Promise<SignedInClient> {
  const { prefix, firstName = 'Casey', lastName = 'Client', businessName, complete = true, plan } = options;
  const email = uniqueEmail(prefix);
  const password = `${prefix}-journey-1`;
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { firstName, lastName, email, password, role: 'client' },
    headers: originHeaders(page),
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const mail = await latestMail(page.request, email);
  // The link through the page's own request context (it shares the browser's cookies): it verifies
  // and signs in, without loading the pages it leads to, which the journey does not look at
  // (auth.spec.ts follows the link in the browser to the onboarding form). The onboarding calls
  // below answer 200 only to the session it made.
  const link = mail.links.find((candidate) => candidate.includes('verify-email'))!;
  const verified = await page.request.get(link, { maxRedirects: 0 });
  expect(verified.status(), await verified.text()).toBe(302);
  expect(verified.headers().location).toBe('/email-verification?verified=1');
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
  if (plan) await subscribeWithTestCard(page, me.currentAccountId, plan, `${firstName} ${lastName}`);
  return { email, password, accountId: me.currentAccountId };
}

/**
 * Subscribes the account to a paid plan with 4242 through the test-mode API, not its pages: setup for
 * journeys about something else (billing.spec.ts goes through Upgrade Plan and the checkout page).
 */
export async function subscribeWithTestCard(
  page: Page,
  accountId: string,
  plan: 'starter' | 'pro',
  nameOnCard: string,
): Promise<void> {
  const session = await page.request.post(`/api/accounts/${accountId}/checkout/subscription`, {
    data: { plan },
    headers: originHeaders(page),
  });
  expect(session.status(), await session.text()).toBe(201);
  const { id } = (await session.json()) as { id: string };
  const paid = await page.request.post(`/api/checkout/sessions/${id}/pay`, {
    data: cardPayment(TEST_CARDS.visa, nameOnCard),
    headers: originHeaders(page),
  });
  expect(paid.status(), await paid.text()).toBe(200);
}

import { randomBytes } from 'node:crypto';
import { SITE_CONTACT_TEXT, type SiteMessage } from '@themeport/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTemplateConfig } from '../../seed/data/template-config.ts';
import { SEED_THEMES } from '../../seed/seed.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { type Client, latestMail, nextIp, signedInOwner } from '../../test/auth.ts';
import { createTheme } from '../../test/factories.ts';

let t: TestApp;
let owner: { client: Client; accountId: string; email: string };
let origin: string;
let slotId: string;

beforeAll(async () => {
  t = await createTestApp({ PORT: '4408', PUBLIC_URL: 'http://127.0.0.1:4408', TRUSTED_PROXY: 'X-Forwarded-For' });
  const seed = SEED_THEMES[2]!;
  const slug = `messages-${randomBytes(3).toString('hex')}`;
  const theme = await createTheme(t.db, {
    name: seed.name,
    slug,
    templateConfig: buildTemplateConfig({ ...seed, slug }, new Date('2025-01-01')),
  });
  const { client, account, user } = await signedInOwner(t);
  expect((await client.post(`/api/accounts/${account.id}/library`, { themeId: theme.id })).status).toBe(201);
  const deploy = await client.post(`/api/accounts/${account.id}/slots`, { themeId: theme.id, name: 'Corner Bakery' });
  expect(deploy.status).toBe(201);
  slotId = ((await deploy.json()) as { id: string }).id;
  origin = `http://${slotId}.sites.localhost:4408`;
  owner = { client, accountId: account.id, email: user.email };
});
afterAll(() => t.close());

const form = (fields: Record<string, string>, address = nextIp()) =>
  t.app.request(`${origin}/_themeport/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': address },
    body: new URLSearchParams({ return: '/contact', ...fields }).toString(),
  });

const listed = async (): Promise<SiteMessage[]> => {
  const res = await owner.client.request(`/api/accounts/${owner.accountId}/slots/${slotId}/messages`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { messages: SiteMessage[] }).messages;
};

const visitor = { name: 'Vera Visitor', email: 'vera@example.com', message: 'Do you bake <b>rye</b> on Sundays?' };

describe("a hosted site's contact form", () => {
  it('posts to the site itself, with a hidden honeypot and both answers ready on the page', async () => {
    const html = await (await t.app.request(`${origin}/contact`)).text();
    expect(html).toContain('action="/_themeport/contact" method="post"');
    expect(html).toMatch(/<div class="hp" aria-hidden="true">.*name="website" tabindex="-1"/);
    expect(html).toContain(`id="message-sent" class="form-note" role="status">${SITE_CONTACT_TEXT.sent}`);
    expect(html).not.toContain('action="mailto:');
  });

  it('stores the message, mails the owners and sends the visitor back to #message-sent', async () => {
    const res = await form(visitor);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/contact#message-sent');
    const [message] = await listed();
    expect(message).toMatchObject(visitor);
    const mail = await latestMail(t, owner.email);
    expect(mail!.metadata.subject).toBe('New message from your site Corner Bakery');
    expect(mail!.text).toContain('Do you bake <b>rye</b> on Sundays?');
    expect(mail!.html).toContain('Do you bake &lt;b&gt;rye&lt;/b&gt; on Sundays?');
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const before = (await listed()).length;
    const res = await form({ ...visitor, website: 'http://spam.example' });
    expect(res.headers.get('location')).toBe('/contact#message-sent');
    expect(await listed()).toHaveLength(before);
  });

  it('refuses invalid fields and never sends the visitor to another origin', async () => {
    const before = (await listed()).length;
    const bad = await form({ ...visitor, email: 'not-an-address' });
    expect(bad.headers.get('location')).toBe('/contact#message-failed');
    const away = await form({ ...visitor, message: '', return: '//evil.example/x' });
    expect(away.headers.get('location')).toBe('/#message-failed');
    const nul = await form({ ...visitor, name: 'Eve\u0000' });
    expect(nul.headers.get('location')).toBe('/contact#message-failed');
    expect(await listed()).toHaveLength(before);
  });

  it('takes five messages from one address in ten minutes, then refuses without storing', async () => {
    const address = nextIp();
    for (let i = 0; i < 5; i++) {
      expect((await form({ ...visitor, message: `Message ${i}` }, address)).headers.get('location')).toBe(
        '/contact#message-sent',
      );
    }
    const before = (await listed()).length;
    expect((await form(visitor, address)).headers.get('location')).toBe('/#message-failed');
    expect(await listed()).toHaveLength(before);
  });

  it("lists messages only to the account's members", async () => {
    const stranger = await signedInOwner(t);
    const res = await stranger.client.request(`/api/accounts/${owner.accountId}/slots/${slotId}/messages`);
    expect(res.status).toBe(403);
    const own = await stranger.client.request(`/api/accounts/${stranger.account.id}/slots/${slotId}/messages`);
    expect(((await own.json()) as { messages: SiteMessage[] }).messages).toEqual([]);
  });
});

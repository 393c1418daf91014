import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { Client, uniqueEmail } from '../../test/auth.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'X-Forwarded-For' });
});
afterAll(() => t.close());

describe('dev mailbox', () => {
  it('lists outbox messages newest first and shows one with its links', async () => {
    const email = uniqueEmail();
    const client = new Client(t);
    await client.post('/api/auth/sign-up/email', { firstName: 'Mia', lastName: 'Mail', email, password: 'secret-pass', role: 'client' });
    await client.post('/api/auth/request-password-reset', { email });
    const list = (await (await client.request('/api/dev/mailbox')).json()) as { items: { id: string; to: string; type: string; subject: string }[] };
    expect(list.items.slice(0, 2).map((item) => item.type)).toEqual(['password_reset', 'verification']);
    expect(list.items[0]?.to).toBe(email);
    const message = (await (await client.request(`/api/dev/mailbox/${list.items[1]!.id}`)).json()) as { links: string[]; html: string; text: string };
    expect(message.links).toHaveLength(1);
    expect(message.links[0]).toMatch(/^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/);
    expect(message.html).toContain('Themeport');
    expect((await client.request('/api/dev/mailbox/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('is absent in production', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production' });
    try {
      expect((await prod.app.request('/api/dev/mailbox')).status).toBe(404);
      expect((await prod.app.request('/api/dev/mailbox/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    } finally {
      await prod.close();
    }
  });
});

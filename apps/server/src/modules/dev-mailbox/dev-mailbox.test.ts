import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { Client, uniqueEmail } from '../../test/auth.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'X-Forwarded-For' });
});
afterAll(() => t.close());

/**
 * app.request() has no socket; @hono/node-server hands the handler `{ incoming }` as its env, so a
 * test passes one with the address the socket would have. `null` sends no socket at all.
 */
function fromSocket(app: TestApp, path: string, remoteAddress: string | null, headers: Record<string, string> = {}) {
  const env = remoteAddress === null ? undefined : { incoming: { socket: { remoteAddress } } };
  return app.app.request(path, { headers }, env);
}

describe('dev mailbox', () => {
  it('lists outbox messages newest first and shows one with its links', async () => {
    const email = uniqueEmail();
    const client = new Client(t);
    await client.post('/api/auth/sign-up/email', {
      firstName: 'Mia',
      lastName: 'Mail',
      email,
      password: 'secret-pass',
      role: 'client',
    });
    await client.post('/api/auth/request-password-reset', { email });
    const list = (await (await fromSocket(t, '/api/dev/mailbox', '127.0.0.1')).json()) as {
      items: { id: string; to: string; type: string; subject: string }[];
    };
    expect(list.items.slice(0, 2).map((item) => item.type)).toEqual(['password_reset', 'verification']);
    expect(list.items[0]?.to).toBe(email);
    const res = await fromSocket(t, `/api/dev/mailbox/${list.items[1]!.id}`, '::1');
    const message = (await res.json()) as { links: string[]; html: string; text: string };
    expect(message.links).toHaveLength(1);
    expect(message.links[0]).toMatch(/^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/);
    expect(message.html).toContain('Themeport');
    expect((await fromSocket(t, '/api/dev/mailbox/00000000-0000-4000-8000-000000000000', '127.0.0.1')).status).toBe(
      404,
    );
  });

  it('answers only a loopback socket, whatever a forwarded header says', async () => {
    for (const address of ['127.0.0.1', '127.0.0.53', '::1', '::ffff:127.0.0.1']) {
      expect((await fromSocket(t, '/api/dev/mailbox', address)).status, address).toBe(200);
    }
    // TRUSTED_PROXY is set here, and still a header claiming loopback changes nothing.
    const spoofed = { 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1', forwarded: 'for=127.0.0.1' };
    for (const address of ['203.0.113.9', '10.0.0.2', '::ffff:192.168.1.20', '2001:db8::1', '0.0.0.0', null]) {
      for (const path of ['/api/dev/mailbox', '/api/dev/mailbox/00000000-0000-4000-8000-000000000000']) {
        const res = await fromSocket(t, path, address, spoofed);
        expect(res.status, `${address} ${path}`).toBe(403);
        expect(await res.json()).toEqual({
          error: 'The dev mailbox is only available on this machine.',
          code: 'LOOPBACK_ONLY',
        });
      }
    }
  });

  it('is absent in production, even on loopback', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production' });
    try {
      expect((await fromSocket(prod, '/api/dev/mailbox', '127.0.0.1')).status).toBe(404);
      expect(
        (await fromSocket(prod, '/api/dev/mailbox/00000000-0000-4000-8000-000000000000', '127.0.0.1')).status,
      ).toBe(404);
    } finally {
      await prod.close();
    }
  });

  it('binds the server to loopback unless HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });
});

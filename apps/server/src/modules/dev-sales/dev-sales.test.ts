// POST /api/dev/past-sales: a sale dated in the past, written as fulfilment writes it, to this
// machine only; bad input is a 4xx that records nothing.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchases } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createTheme } from '../../test/factories.ts';
import { earnings, ledgerSum } from '../../test/seller-money.ts';
import { signedInDeveloper } from '../../test/sellers.ts';
import { DAY } from '../../test/shared-data.ts';
import { DEV_SALES_TEXT } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** As the dev mailbox's test: app.request() with the socket address @hono/node-server would hand over. */
function post(body: unknown, remoteAddress = '127.0.0.1', app = t) {
  return app.app.request(
    '/api/dev/past-sales',
    {
      method: 'POST',
      headers: { origin: app.config.publicUrl, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    },
    { incoming: { socket: { remoteAddress } } },
  );
}

async function purchaseCount(themeId: string) {
  const [row] = await t.db.select({ n: count() }).from(purchases).where(eq(purchases.themeId, themeId));
  return row!.n;
}

describe('POST /api/dev/past-sales', () => {
  it("records a developer's sale in the past, to a buyer of its own, available once its hold is over", async () => {
    const developer = await signedInDeveloper(t);
    const theme = await createTheme(t.db, { price: 4900, creatorId: developer.user.id });
    const at = new Date(Date.now() - 15 * DAY);
    const res = await post({ themeId: theme.id, at: at.toISOString() });
    expect(res.status, await res.clone().text()).toBe(201);
    const sale = (await res.json()) as { purchaseId: string; buyer: string; createdAt: string };
    expect(sale).toMatchObject({
      themeId: theme.id,
      createdAt: at.toISOString(),
      pricePaidCents: 4900,
      developerShareCents: 3920,
      platformShareCents: 980,
    });
    expect(sale.buyer).toMatch(/^Past buyer [0-9a-f]{8}$/);
    expect(await ledgerSum(t, developer.user.id, ['sale', 'platform_fee'])).toBe(3920);
    expect(await earnings(developer.client)).toMatchObject({ availableCents: 3920, pendingCents: 0 });

    // A second one is another buyer (one live purchase per account and theme), still held at 13 days.
    const second = await post({ themeId: theme.id, at: new Date(Date.now() - 13 * DAY).toISOString() });
    expect(second.status).toBe(201);
    expect(((await second.json()) as { buyer: string }).buyer).not.toBe(sale.buyer);
    expect(await earnings(developer.client)).toMatchObject({ availableCents: 3920, pendingCents: 3920 });
  });

  it('refuses bad input, free themes and other machines with a 4xx, recording nothing', async () => {
    const developer = await signedInDeveloper(t);
    const paid = await createTheme(t.db, { price: 4900, creatorId: developer.user.id });
    const free = await createTheme(t.db, { price: 0, creatorId: developer.user.id });
    const ownerless = await createTheme(t.db, { price: 4900 });
    const past = new Date(Date.now() - DAY).toISOString();

    for (const [body, status, code] of [
      [{ themeId: paid.id, at: new Date(Date.now() + DAY).toISOString() }, 400, 'VALIDATION_ERROR'],
      [{ themeId: paid.id, at: '1999-12-31T23:59:59Z' }, 400, 'VALIDATION_ERROR'],
      [{ themeId: paid.id, at: 'yesterday' }, 400, 'VALIDATION_ERROR'],
      [{ themeId: 'not-a-uuid', at: past }, 400, 'VALIDATION_ERROR'],
      [{ at: past }, 400, 'VALIDATION_ERROR'],
      [{ themeId: '00000000-0000-4000-8000-000000000000', at: past }, 404, 'THEME_NOT_FOUND'],
      [{ themeId: free.id, at: past }, 409, 'NOT_A_DEVELOPER_SALE'],
      [{ themeId: ownerless.id, at: past }, 409, 'NOT_A_DEVELOPER_SALE'],
    ] as const) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(((await res.json()) as { code: string }).code).toBe(code);
    }
    const refused = await post({ themeId: free.id, at: past });
    expect(((await refused.json()) as { error: string }).error).toBe(DEV_SALES_TEXT.notSold);

    for (const address of ['203.0.113.9', '::ffff:192.168.1.20', '2001:db8::1']) {
      const res = await post({ themeId: paid.id, at: past }, address);
      expect(res.status, address).toBe(403);
      expect(await res.json()).toEqual({
        error: 'Recording past sales is only available on this machine.',
        code: 'LOOPBACK_ONLY',
      });
    }
    for (const theme of [paid, free, ownerless]) expect(await purchaseCount(theme.id)).toBe(0);
    expect(await earnings(developer.client)).toMatchObject({ availableCents: 0, pendingCents: 0 });
  });

  it('does not exist in production', async () => {
    const production = await createTestApp({ NODE_ENV: 'production' });
    try {
      const res = await post(
        { themeId: '00000000-0000-4000-8000-000000000000', at: new Date().toISOString() },
        '127.0.0.1',
        production,
      );
      expect(res.status).toBe(404);
      expect(((await res.json()) as { code: string }).code).toBe('NOT_FOUND');
    } finally {
      await production.close();
    }
  });
});

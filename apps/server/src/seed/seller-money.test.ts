// The demo money: the demo developer's sales over months, a refund and a payout, consistent with
// the purchases (what `npm start` shows on a fresh database).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createLocalStorage } from '../adapters/storage/local.ts';
import { purchases, sellerLedger, sellerPayouts, users } from '../db/schema.ts';
import { createLogger } from '../logger.ts';
import { Client } from '../test/auth.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { seedDemoUsers } from './demo-users.ts';
import { seed } from './seed.ts';
import { seedSellerMoney } from './seller-money.ts';

let t: TestApp;
let uploadsDir: string;
beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'X-Forwarded-For' });
  uploadsDir = mkdtempSync(path.join(tmpdir(), 'themeport-uploads-'));
  await seed(t.db, createLocalStorage(uploadsDir));
  await seedDemoUsers(t.db, { nodeEnv: 'test' });
  expect(await seedSellerMoney(t.db, createLogger(t.config))).toBe(16);
}, 300_000);
afterAll(async () => {
  await t.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

it('gives the demo developer months of sales, a refund and a paid payout that add up', async () => {
  const [developer] = await t.db.select().from(users).where(eq(users.email, 'developer@themeport.dev'));
  const lines = await t.db.select().from(sellerLedger).where(eq(sellerLedger.sellerId, developer!.id));
  const months = new Set(lines.filter((l) => l.type === 'sale').map((l) => l.occurredAt.toISOString().slice(0, 7)));
  expect(months.size).toBeGreaterThanOrEqual(5);
  expect(lines.filter((l) => l.type === 'refund')).toHaveLength(1);
  const [payout] = await t.db.select().from(sellerPayouts).where(eq(sellerPayouts.sellerId, developer!.id));
  expect(payout).toMatchObject({ status: 'paid', reference: 'DEMO-BANK-0001' });

  const [sums] = await t.db
    .select({
      gross: sql<string>`sum(${purchases.pricePaid})`,
      live: sql<string>`sum(${purchases.developerShare}) filter (where ${purchases.refundedAt} is null)`,
    })
    .from(purchases)
    .where(eq(purchases.developerId, developer!.id));
  const sum = (types: string[]) => lines.filter((l) => types.includes(l.type)).reduce((s, l) => s + l.amountCents, 0);
  expect(sum(['sale'])).toBe(Number(sums!.gross));
  expect(sum(['sale', 'platform_fee', 'refund', 'refund_fee_reversal'])).toBe(Number(sums!.live));
  expect(sum(['payout'])).toBe(-payout!.amountCents);

  const client = new Client(t);
  await client.signIn('developer@themeport.dev', 'themeport-developer');
  const summary = (await (await client.request('/api/developer/earnings')).json()) as {
    availableCents: number;
    pendingCents: number;
  };
  expect(summary.availableCents + summary.pendingCents).toBe(
    sum(['sale', 'platform_fee', 'refund', 'refund_fee_reversal', 'payout']),
  );
  expect(summary.availableCents).toBeGreaterThan(0);
});

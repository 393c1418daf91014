import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { appLogs } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { signedInOwner } from '../test/auth.ts';
import { writeAppLog } from './app-log.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t?.close());

it('writes a line whose message and details quote NUL and lone surrogates, with those replaced', async () => {
  const { account } = await signedInOwner(t);
  await writeAppLog(t.db, {
    accountId: account.id,
    level: 'warn',
    category: 'domain',
    message: 'Bad name "a\u0000b\uD800"',
    details: { value: 'x\u0000', list: ['\uDC00ok'], ['key\u0000']: 1, fine: 'Café 😀' },
  });
  const [row] = await t.db.select().from(appLogs).where(eq(appLogs.accountId, account.id));
  expect(row?.message).toBe('Bad name "a\uFFFDb\uFFFD"');
  expect(row?.details).toEqual({ value: 'x\uFFFD', list: ['\uFFFDok'], ['key\uFFFD']: 1, fine: 'Café 😀' });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PublicDeveloper, ThemeDetail } from '@themeport/core';
import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createLocalStorage } from '../adapters/storage/local.ts';
import { accountUsers, themes, users } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { Client } from '../test/auth.ts';
import { DEMO_STORE, DEMO_STORE_THEME_SLUGS } from './demo-store.ts';
import { seedDemoUsers } from './demo-users.ts';
import { seed } from './seed.ts';

let t: TestApp;
let uploadsDir: string;
beforeAll(async () => {
  t = await createTestApp();
  uploadsDir = mkdtempSync(path.join(tmpdir(), 'themeport-uploads-'));
  await seed(t.db, createLocalStorage(uploadsDir));
  await seedDemoUsers(t.db, { nodeEnv: 'development' });
});
afterAll(async () => {
  await t.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

it('gives the demo developer a store selling three paid demo themes and a free one, and no workspace', async () => {
  const res = await new Client(t).request(`/api/developers/${DEMO_STORE.slug}`);
  expect(res.status).toBe(200);
  const store = (await res.json()) as PublicDeveloper;
  expect(store.storeName).toBe(DEMO_STORE.storeName);
  expect(store.themes.map((theme) => theme.slug).sort()).toEqual([...DEMO_STORE_THEME_SLUGS].sort());
  expect(store.themes.filter((theme) => theme.price > 0)).toHaveLength(3);
  expect(store.themes.filter((theme) => theme.price === 0)).toHaveLength(1);

  const [developer] = await t.db.select().from(users).where(eq(users.email, 'developer@themeport.dev'));
  expect(await t.db.select().from(accountUsers).where(eq(accountUsers.userId, developer!.id))).toEqual([]);

  // The other demo themes stay Themeport's own: no creator, no seller line.
  const own = await t.db.select({ slug: themes.slug }).from(themes).where(isNull(themes.creatorId));
  expect(own.length).toBeGreaterThan(0);
  const detail = (await (await new Client(t).request(`/api/themes/${own[0]!.slug}`)).json()) as ThemeDetail;
  expect(detail.seller).toBeNull();
});

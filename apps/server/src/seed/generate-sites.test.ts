import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, componentInstances, sitePages, sites } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { createDeployableTheme } from '../test/slots.ts';
import { generateSites } from './generate-sites.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    PUBLIC_URL: 'https://portal.example.com',
    SITES_ORIGIN: 'https://{slot}.sites.example.net',
  });
  await createDeployableTheme(t.db);
});
afterAll(() => t.close());

const generated = () =>
  t.db
    .select({ id: sites.id })
    .from(sites)
    .innerJoin(accounts, eq(accounts.id, sites.accountId))
    .where(like(accounts.name, 'Generated sites %'));

describe('db:seed --sites N', () => {
  it("creates N live sites with the theme's pages and components, and tops up to a larger N on the next run", async () => {
    const progress: number[] = [];
    expect(await generateSites(t.db, 3, (done) => progress.push(done))).toMatchObject({ created: 3, total: 3 });
    expect(progress).toEqual([3]);
    const [first] = await generated();
    const [pages] = await t.db.select({ n: count() }).from(sitePages).where(eq(sitePages.siteId, first!.id));
    expect(pages!.n).toBeGreaterThanOrEqual(4);
    const [placed] = await t.db
      .select({ n: count() })
      .from(componentInstances)
      .where(and(eq(componentInstances.siteId, first!.id), eq(componentInstances.pagePath, '/')));
    expect(placed!.n).toBeGreaterThan(0);

    const home = await t.app.request(`https://${first!.id}.sites.example.net/`);
    expect(home.status).toBe(200);

    expect(await generateSites(t.db, 5)).toMatchObject({ created: 2, total: 5 });
    expect(await generateSites(t.db, 5)).toMatchObject({ created: 0, total: 5 });
    expect(await generated()).toHaveLength(5);
  });
});

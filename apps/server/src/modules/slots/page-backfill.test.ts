import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { componentInstances, sitePages } from '../../db/schema.ts';
import { buildTemplateConfig } from '../../seed/data/template-config.ts';
import { SEED_THEMES } from '../../seed/seed.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signedInOwner } from '../../test/auth.ts';
import { createTheme } from '../../test/factories.ts';
import { addMissingTemplatePages } from './page-backfill.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PORT: '4407', PUBLIC_URL: 'http://127.0.0.1:4407' });
});
afterAll(() => t.close());

describe('template pages a theme gained after a site was deployed', () => {
  it('are added to the site with their components, once, and the footer links answer', async () => {
    const seed = SEED_THEMES[1]!;
    const slug = `backfill-${randomBytes(3).toString('hex')}`;
    const theme = await createTheme(t.db, {
      name: seed.name,
      slug,
      templateConfig: buildTemplateConfig({ ...seed, slug }, new Date('2025-01-01')),
    });
    const { client, account } = await signedInOwner(t);
    expect((await client.post(`/api/accounts/${account.id}/library`, { themeId: theme.id })).status).toBe(201);
    const deploy = await client.post(`/api/accounts/${account.id}/slots`, { themeId: theme.id, name: 'Older site' });
    expect(deploy.status).toBe(201);
    const slot = (await deploy.json()) as { id: string };
    const origin = `http://${slot.id}.sites.localhost:4407`;

    // A site deployed before the theme had its legal pages: neither the pages nor their components.
    const legal = ['/privacy', '/terms'];
    await t.db
      .delete(componentInstances)
      .where(and(eq(componentInstances.siteId, slot.id), inArray(componentInstances.pagePath, legal)));
    await t.db.delete(sitePages).where(and(eq(sitePages.siteId, slot.id), inArray(sitePages.path, legal)));
    expect((await t.app.request(`${origin}/privacy`)).status).toBe(404);
    const pagesBefore = await t.db.select().from(sitePages).where(eq(sitePages.siteId, slot.id));

    expect(await addMissingTemplatePages(t.db, [theme.id])).toBe(2);

    for (const [path, heading] of [
      ['/privacy', 'Privacy Policy'],
      ['/terms', 'Terms of Use'],
    ] as const) {
      const res = await t.app.request(`${origin}${path}`);
      expect(res.status, path).toBe(200);
      expect(await res.text()).toContain(heading);
    }
    const added = await t.db
      .select()
      .from(componentInstances)
      .where(and(eq(componentInstances.siteId, slot.id), inArray(componentInstances.pagePath, legal)));
    expect(added.length).toBeGreaterThan(0);
    // The pages the site had keep their rows; a second run adds nothing.
    const pagesAfter = await t.db.select().from(sitePages).where(eq(sitePages.siteId, slot.id));
    expect(pagesAfter.filter((page) => !legal.includes(page.path)).map((page) => page.id)).toEqual(
      pagesBefore.map((page) => page.id),
    );
    expect(await addMissingTemplatePages(t.db, [theme.id])).toBe(0);
  });
});

// Issue 9 item 12: when the plan shrinks below the sites in use, the newest sites are parked at the
// moment the change takes effect (not served, not counted, content kept) and come back with an upgrade.
import { eq } from 'drizzle-orm';
import type { PlanChangePreview, SiteSlot, SlotsResponse } from '@themeport/core';
import { siteOrigin } from '@themeport/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sitePages } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { subscribedOwner } from '../../test/billing.ts';
import { insertSiteRow, siteRow } from '../../test/sites.ts';
import { createDeployableTheme, addToLibrary } from '../../test/slots.ts';
import { runLocalBilling } from './renewals.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'X-Forwarded-For' });
}, 300_000);
afterAll(() => t.close());

type Owner = Awaited<ReturnType<typeof subscribedOwner>>;

/** Four old sites straight in the database and a fifth, the newest, deployed and served. */
async function fiveSites(owner: Owner) {
  const theme = await createDeployableTheme(t.db);
  await addToLibrary(t.db, owner.accountId, theme.id);
  const old = [];
  for (const [index, name] of ['Alpha', 'Bravo', 'Charlie', 'Delta'].entries()) {
    old.push(
      await insertSiteRow(t.db, owner.accountId, {
        themeId: theme.id,
        name,
        slotNumber: index + 1,
        daysAgo: 10 - index,
      }),
    );
  }
  const deployed = await owner.client.post(`/api/accounts/${owner.accountId}/slots`, {
    themeId: theme.id,
    name: 'Echo',
  });
  // The theme is active in a slot already: the deploy answers that one, so give Echo its own theme.
  let echo = (await deployed.json()) as SiteSlot;
  if (echo.name !== 'Echo') {
    const second = await createDeployableTheme(t.db);
    await addToLibrary(t.db, owner.accountId, second.id);
    const res = await owner.client.post(`/api/accounts/${owner.accountId}/slots`, { themeId: second.id, name: 'Echo' });
    expect(res.status).toBe(201);
    echo = (await res.json()) as SiteSlot;
  }
  return { old, echo };
}

async function slots(owner: Owner) {
  return (await (await owner.client.request(`/api/accounts/${owner.accountId}/slots`)).json()) as SlotsResponse;
}

describe('parking sites when the plan shrinks', () => {
  it('warns first, parks the 2 newest at the period end (not served, content kept, listed with the reason), and an upgrade brings them back', async () => {
    const owner = await subscribedOwner(t, 'pro');
    const { echo } = await fiveSites(owner);
    expect((await t.app.request(`${siteOrigin(t.config.sites.origin, echo.id)}/`)).status).toBe(200);
    const pagesBefore = await t.db.select().from(sitePages).where(eq(sitePages.siteId, echo.id));
    const { end } = await owner.setPeriod(20);

    const preview = (await (
      await owner.client.request(`/api/accounts/${owner.accountId}/subscription/preview?plan=starter`)
    ).json()) as PlanChangePreview;
    const day = `${end.getUTCDate()} ${end.toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' })} ${end.getUTCFullYear()}`;
    expect(preview.sitesToPark.map((site) => site.name)).toEqual(['Echo', 'Delta']);
    expect(preview.warning).toBe(`Your 2 newest sites (Echo, Delta) will be parked on ${day}.`);

    await owner.changePlan('starter');
    // Nothing is parked before the change takes effect.
    expect((await slots(owner)).slots).toHaveLength(5);
    expect((await t.app.request(`${siteOrigin(t.config.sites.origin, echo.id)}/`)).status).toBe(200);

    // The period ends (moved into the past, so that later changes happen after the renewal).
    await owner.setPeriod(31);
    await runLocalBilling(t.db, new Date());
    const after = await slots(owner);
    expect(after.slots.map((slot) => slot.name)).toEqual(['Alpha', 'Bravo', 'Charlie']);
    expect([after.used, after.max]).toEqual([3, 3]);
    expect(after.parked.map((slot) => [slot.name, slot.status, slot.parkedReason])).toEqual([
      ['Echo', 'inactive', 'The Basic plan includes 3 sites.'],
      ['Delta', 'inactive', 'The Basic plan includes 3 sites.'],
    ]);
    expect(after.parked[0]!.theme?.id).toBeTruthy();
    expect(after.removed).toEqual([]);
    // Not served: the site host answers its plain 404; the content is all still there.
    expect((await t.app.request(`${siteOrigin(t.config.sites.origin, echo.id)}/`)).status).toBe(404);
    const pagesAfter = await t.db.select().from(sitePages).where(eq(sitePages.siteId, echo.id));
    expect(pagesAfter.map((page) => [page.id, page.deletedAt])).toEqual(pagesBefore.map((page) => [page.id, null]));
    expect((await siteRow(t.db, owner.accountId, echo.id)).themeId).not.toBeNull();

    // Back with an upgrade, in their old slots, served again.
    const upgraded = await owner.changePlan('pro');
    expect(upgraded.status).toBe(200);
    const back = await slots(owner);
    expect(back.slots.map((slot) => [slot.name, slot.slotNumber])).toEqual([
      ['Alpha', 1],
      ['Bravo', 2],
      ['Charlie', 3],
      ['Delta', 4],
      ['Echo', 5],
    ]);
    expect(back.parked).toEqual([]);
    expect((await t.app.request(`${siteOrigin(t.config.sites.origin, echo.id)}/`)).status).toBe(200);
  });

  it('a cancelled Basic plan keeps the oldest site on Free and parks the others when it ends', async () => {
    const owner = await subscribedOwner(t, 'starter');
    const theme = await createDeployableTheme(t.db);
    for (const [index, name] of ['One', 'Two', 'Three'].entries()) {
      await insertSiteRow(t.db, owner.accountId, {
        themeId: theme.id,
        name,
        slotNumber: index + 1,
        daysAgo: 5 - index,
      });
    }
    const { end } = await owner.setPeriod(3);
    const preview = (await (
      await owner.client.request(`/api/accounts/${owner.accountId}/subscription/preview?plan=free`)
    ).json()) as PlanChangePreview;
    expect(preview.kind).toBe('cancel');
    expect(preview.warning).toMatch(/^Your 2 newest sites \(Three, Two\) will be parked on /);

    await owner.client.post(`/api/accounts/${owner.accountId}/subscription/cancel`);
    expect((await slots(owner)).slots).toHaveLength(3);
    await runLocalBilling(t.db, new Date(end.getTime() + 1000));
    const after = await slots(owner);
    expect(after.slots.map((slot) => slot.name)).toEqual(['One']);
    expect(after.parked.map((slot) => [slot.name, slot.parkedReason])).toEqual([
      ['Three', 'The Free plan includes 1 site.'],
      ['Two', 'The Free plan includes 1 site.'],
    ]);
    // Parked sites do not count: the free plan's one slot is in use by One, not by the parked ones.
    expect([after.used, after.max]).toEqual([1, 1]);
  });
});

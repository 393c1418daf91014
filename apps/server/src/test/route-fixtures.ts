// The data the route-generated tests (fuzz, authorisation) point their requests at: an onboarded
// owner's account with a deployed site and one of its components, so that generated requests
// reach real rows.
import { and, asc, eq } from 'drizzle-orm';
import type { SiteSlot } from '@themeport/core';
import { componentInstances } from '../db/schema.ts';
import { addToLibrary, createDeployableTheme } from './slots.ts';
import type { TestApp } from './app.ts';
import { signedInOwner } from './auth.ts';

export async function onboardedOwnerWithSite(t: TestApp) {
  const owner = await signedInOwner(t, { onboarded: true });
  const theme = await createDeployableTheme(t.db);
  await addToLibrary(t.db, owner.account.id, theme.id);
  const res = await owner.client.post(`/api/accounts/${owner.account.id}/slots`, {
    themeId: theme.id,
    name: 'Fixture site',
  });
  if (res.status !== 201) throw new Error(`deploy failed: ${res.status} ${await res.text()}`);
  const slot = (await res.json()) as SiteSlot;
  const [component] = await t.db
    .select({ id: componentInstances.id })
    .from(componentInstances)
    .where(and(eq(componentInstances.accountId, owner.account.id), eq(componentInstances.siteId, slot.id)))
    .orderBy(asc(componentInstances.createdAt))
    .limit(1);
  if (!component) throw new Error('the deployed fixture site has no component');
  return { ...owner, theme, slot, component };
}

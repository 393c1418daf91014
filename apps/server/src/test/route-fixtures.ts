// The data the route-generated tests (fuzz, authorisation) point their requests at: an onboarded
// owner's account with a deployed site, so that generated requests reach real rows.
import type { SiteSlot } from '@themeport/core';
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
  return { ...owner, theme, slot };
}

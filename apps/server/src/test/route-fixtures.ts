// The data the route-generated tests (fuzz, authorisation) point their requests at: an onboarded
// owner's account with a deployed site, one of its components and one of its posts, so that generated requests
// reach real rows.
import { and, asc, eq } from 'drizzle-orm';
import type { SiteSlot } from '@themeport/core';
import { blogPosts, componentInstances, mediaFiles } from '../db/schema.ts';
import { addToLibrary, createDeployableTheme } from './slots.ts';
import { createStorage } from '../adapters/storage/index.ts';
import type { TestApp } from './app.ts';
import { pngOfSize } from './images.ts';
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
  const [post] = await t.db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.siteId, slot.id)).limit(1);
  if (!post) throw new Error('the deployed fixture site has no post');
  const media = await insertMediaFixture(t, owner.account.id);
  return { ...owner, theme, slot, component, post, media };
}

/** An uploaded image of the account (row and stored file), for the routes under …/media/{mediaId}. */
async function insertMediaFixture(t: TestApp, accountId: string) {
  const storage = createStorage(t.config);
  const key = `media/${accountId}/0123456789abcdef-fixture.png`;
  const bytes = pngOfSize();
  await storage.put(key, bytes, 'image/png');
  const [row] = await t.db
    .insert(mediaFiles)
    .values({ accountId, storageKey: key, fileName: 'fixture.png', contentType: 'image/png', bytes: bytes.length })
    .returning({ id: mediaFiles.id });
  return row!;
}

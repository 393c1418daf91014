import type { ContentKeyResponse, SitePage } from '@themeport/core';
import type { Database } from '../../db/client.ts';
import { toSitePage } from '../site-host/index.ts';
import { contentKeyResponse } from './content-key.ts';
import { selectSitePages } from './queries/site-content.ts';
import { selectSite } from './queries/slots.ts';
import { slotNotFound, type Actor, type SlotDeps } from './slot.ts';

async function siteOrThrow(db: Database, actor: Actor, slotId: string) {
  const site = await selectSite(db, { accountId: actor.accountId, slotId });
  if (!site) throw slotNotFound();
  return site;
}

export async function listSitePages({ db }: SlotDeps, actor: Actor, slotId: string): Promise<SitePage[]> {
  const site = await siteOrThrow(db, actor, slotId);
  return (await selectSitePages(db, site.id)).map(toSitePage);
}

export async function siteContentKey(deps: SlotDeps, actor: Actor, slotId: string): Promise<ContentKeyResponse> {
  return contentKeyResponse(deps, await siteOrThrow(deps.db, actor, slotId));
}

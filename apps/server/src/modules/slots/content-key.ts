import { randomBytes } from 'node:crypto';
import type { ContentKeyResponse } from '@themeport/core';
import { writeAppLog } from '../../lib/app-log.ts';
import { selectSite, updateSiteRow } from './queries/slots.ts';
import { slotNotFound, type Actor, type SlotDeps } from './slot.ts';

/** A site's read key for the public content API: 256 random bits. */
export function newContentKey(): string {
  return randomBytes(32).toString('base64url');
}

export function contentKeyResponse(
  { config }: Pick<SlotDeps, 'config'>,
  site: { id: string; contentKey: string },
): ContentKeyResponse {
  return { key: site.contentKey, url: `${config.publicUrl}/api/sites/${site.id}/content` };
}

/**
 * A new read key for the site; the old one stops working at once (the content API reads the key
 * from the database on every request). Logged in the account's application log, without the key.
 */
export async function rotateContentKey(deps: SlotDeps, actor: Actor, slotId: string): Promise<ContentKeyResponse> {
  const site = await deps.db.transaction(async (tx) => {
    const row = await selectSite(tx, { accountId: actor.accountId, slotId }, { lock: true });
    if (!row) throw slotNotFound();
    const contentKey = newContentKey();
    await updateSiteRow(tx, row.id, { contentKey, updatedAt: new Date() });
    await writeAppLog(tx, {
      accountId: actor.accountId,
      siteId: row.id,
      userId: actor.userId,
      level: 'info',
      category: 'update',
      message: `Rotated the content API read key of Slot ${row.slotNumber}`,
      details: { slotNumber: row.slotNumber },
    });
    return { id: row.id, contentKey };
  });
  return contentKeyResponse(deps, site);
}

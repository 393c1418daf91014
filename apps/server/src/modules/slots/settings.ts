import {
  SITE_TEXT,
  readSiteBranding,
  readSiteSettings,
  type SiteBranding,
  type SiteSettingsResponse,
  type UpdateSiteSettingsInput,
} from '@themeport/core';
import type { Database } from '../../db/client.ts';
import type { SiteRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { writeAppLog } from '../../lib/app-log.ts';
import { assertLibraryImages } from '../media/index.ts';
import { selectSite, updateSiteRow } from './queries/slots.ts';
import { slotNotFound, type Actor, type SlotDeps } from './slot.ts';
import { notifySiteChanged } from '../../lib/domain-events.ts';

// A site's Settings and Branding tabs (issue 11): the name and description live in their own
// columns (the slot list shows them), the rest in sites.settings and sites.branding (jsonb).

function settingsOf(site: SiteRow): SiteSettingsResponse {
  return { name: site.name, description: site.description, ...readSiteSettings(site.settings) };
}

async function siteOrThrow(db: Database, actor: Actor, slotId: string, lock = false): Promise<SiteRow> {
  const site = await selectSite(db, { accountId: actor.accountId, slotId }, { lock });
  if (!site) throw slotNotFound();
  return site;
}

/** Writes go to active sites only, locked for the write: a removed or parked site's look waits for its restore. */
async function lockActiveSite(tx: Database, actor: Actor, slotId: string): Promise<SiteRow> {
  const site = await siteOrThrow(tx, actor, slotId, true);
  if (site.status !== 'active') throw new AppError('SLOT_INACTIVE', 409, SITE_TEXT.updateSlotFailed);
  return site;
}

export async function getSiteSettings({ db }: SlotDeps, actor: Actor, slotId: string): Promise<SiteSettingsResponse> {
  return settingsOf(await siteOrThrow(db, actor, slotId));
}

export async function getSiteBranding({ db }: SlotDeps, actor: Actor, slotId: string): Promise<SiteBranding> {
  return readSiteBranding((await siteOrThrow(db, actor, slotId)).branding);
}

/** Renames, describes and sets SEO defaults, favicon and footer text; fields left out stay as they are. */
export async function updateSiteSettings(
  { db }: SlotDeps,
  actor: Actor,
  slotId: string,
  input: UpdateSiteSettingsInput,
): Promise<SiteSettingsResponse> {
  const updated = await db.transaction(async (tx) => {
    const site = await lockActiveSite(tx, actor, slotId);
    const { name, description, ...rest } = input;
    if (rest.faviconUrl !== undefined) await assertLibraryImages(tx, actor.accountId, { faviconUrl: rest.faviconUrl });
    const before = readSiteSettings(site.settings);
    const settings = { ...before };
    for (const [key, value] of Object.entries(rest) as [keyof typeof settings, string | undefined][]) {
      if (value !== undefined) settings[key] = value;
    }
    const row = await updateSiteRow(tx, site.id, {
      name: name ?? site.name,
      description: description ?? site.description,
      settings,
      updatedAt: new Date(),
    });
    const changed = [
      ...(name !== undefined && name !== site.name ? ['name'] : []),
      ...(description !== undefined && description !== site.description ? ['description'] : []),
      ...(Object.keys(settings) as (keyof typeof settings)[]).filter((key) => settings[key] !== before[key]),
    ];
    if (changed.length > 0) {
      await writeAppLog(tx, {
        accountId: actor.accountId,
        siteId: site.id,
        userId: actor.userId,
        level: 'info',
        category: 'update',
        message:
          name !== undefined && name !== site.name
            ? `Renamed Slot ${site.slotNumber} to ${name}`
            : `Updated the settings of Slot ${site.slotNumber}`,
        details: { changed },
      });
    }
    return row;
  });
  notifySiteChanged(updated.id);
  return settingsOf(updated);
}

/** Replaces the site's branding profile as a whole (the tab sends every part). */
export async function replaceSiteBranding(
  { db }: SlotDeps,
  actor: Actor,
  slotId: string,
  branding: SiteBranding,
): Promise<SiteBranding> {
  const siteId = await db.transaction(async (tx) => {
    const site = await lockActiveSite(tx, actor, slotId);
    await assertLibraryImages(
      tx,
      actor.accountId,
      Object.fromEntries(branding.brand_assets.images.map((image, i) => [`brand_assets.images.${i}.url`, image.url])),
    );
    await updateSiteRow(tx, site.id, { branding, updatedAt: new Date() });
    await writeAppLog(tx, {
      accountId: actor.accountId,
      siteId: site.id,
      userId: actor.userId,
      level: 'info',
      category: 'update',
      message: `Updated the branding of Slot ${site.slotNumber}`,
      details: {
        images: branding.brand_assets.images.length,
        colors: Object.keys(branding.colors),
        fonts: branding.fonts,
      },
    });
    return site.id;
  });
  notifySiteChanged(siteId);
  return branding;
}

import { randomUUID } from 'node:crypto';
import {
  AUTH_TEXT,
  SITE_TEXT,
  THEME_INSTALL_TEXT,
  canManageSites,
  isUuid,
  type AppLogCategory,
  type DeploySiteInput,
  type SiteSlot,
  type SlotsResponse,
  type UpdateSiteInput,
} from '@themeport/core';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { writeAppLog } from '../../lib/app-log.ts';
import { isThemeInLibrary } from '../library/index.ts';
import { cloneTemplatesIntoSite } from './clone.ts';
import { newContentKey } from './content-key.ts';
import { softDeleteSiteContent } from './queries/site-content.ts';
import {
  insertSite,
  lockAccount,
  selectAccount,
  selectActiveSiteForTheme,
  selectActiveSlotNumbers,
  selectActiveSlotRows,
  selectParkedSlotRows,
  selectRestorableSlotRows,
  selectSite,
  selectThemeByIdOrSlug,
  updateSiteRow,
} from './queries/slots.ts';
import {
  deploymentUrl,
  lowestFreeSlotNumber,
  maxSites,
  slotNotFound,
  slotOrThrow,
  toSiteSlot,
  type Actor,
  type SlotDeps,
} from './slot.ts';
import { loadThemeTemplates } from '../themes/index.ts';
import { notifySiteChanged } from '../../lib/domain-events.ts';

// The module's public face for the hosting, domains and site-host modules.
export { deploymentUrl, findSlot, localSiteUrl, toSiteSlot, type Actor, type SlotDeps } from './slot.ts';
export { applySiteLimit, invalidateAccountSites, previewSiteLimit, type SiteLimitChange } from './parking.ts';

export async function listSlots({ db, config }: SlotDeps, actor: Actor, now = new Date()): Promise<SlotsResponse> {
  const account = await selectAccount(db, actor.accountId);
  if (!account) throw new AppError('NOT_FOUND', 404, AUTH_TEXT.accountNotFound);
  const slots = (await selectActiveSlotRows(db, actor.accountId)).map((row) => toSiteSlot(row, config));
  const removed = (await selectRestorableSlotRows(db, actor.accountId, now)).map((row) => toSiteSlot(row, config));
  const parked = (await selectParkedSlotRows(db, actor.accountId)).map((row) => toSiteSlot(row, config));
  return { slots, removed, parked, used: slots.length, max: maxSites(account), canEdit: canManageSites(actor.role) };
}

/**
 * Steps 3 and 4 of the deploy flow: the theme is in the library, and it has published template
 * pages to clone. A theme without them (published before Publish checked for them, issue 20, or
 * never synced) is refused in words a client can act on, never with the template's id: nothing
 * is changed and the library entry stays, so the same theme deploys without paying once fixed.
 */
async function libraryThemeWithTemplates(tx: Database, accountId: string, themeIdOrSlug: string) {
  const theme = await selectThemeByIdOrSlug(tx, themeIdOrSlug);
  if (!theme || !(await isThemeInLibrary(tx, { accountId, themeId: theme.id }))) {
    throw new AppError('THEME_NOT_IN_LIBRARY', 400, SITE_TEXT.themeNotInLibrary(themeIdOrSlug));
  }
  const templates = await loadThemeTemplates(tx, theme.id);
  if (templates.pages.length === 0) throw new AppError('THEME_NOT_READY', 409, THEME_INSTALL_TEXT.notReady(theme.name));
  return { theme, templates };
}

/**
 * A failed change is rolled back; its line in the application log is written afterwards, outside
 * the transaction, so that it survives. Unexpected errors reach the person as the spec's text.
 */
async function failed(
  deps: SlotDeps,
  actor: Actor,
  category: AppLogCategory,
  err: unknown,
  details: Record<string, unknown>,
): Promise<never> {
  const known = err instanceof AppError;
  if (!known) deps.logger.error({ err, accountId: actor.accountId, category }, 'site change failed');
  const reason = known ? err.userMessage : SITE_TEXT.cloningFailed(err instanceof Error ? err.message : String(err));
  const accountGone = known && err.code === 'NOT_FOUND';
  if (!accountGone) {
    await writeAppLog(deps.db, {
      accountId: actor.accountId,
      siteId: typeof details.siteId === 'string' ? details.siteId : null,
      userId: actor.userId,
      level: 'error',
      category,
      message: `${category === 'deploy' ? SITE_TEXT.deployFailed : SITE_TEXT.updateSlotFailed}: ${reason}`,
      details: { ...details, code: known ? err.code : 'INTERNAL' },
    }).catch((logErr: unknown) => deps.logger.error({ err: logErr }, 'could not write the application log'));
  }
  if (known) throw err;
  throw new AppError(
    category === 'deploy' ? 'DEPLOY_FAILED' : 'UPDATE_FAILED',
    500,
    category === 'deploy' ? SITE_TEXT.deployFailed : SITE_TEXT.updateSlotFailed,
  );
}

/**
 * spec 000 §4 deploy flow, in its order and in one transaction: the account (locked, so two deploys
 * cannot both take the last slot), capacity, the library, the clone, the slot. A theme already
 * active in a slot is answered with that slot and not cloned again.
 */
export async function deploySite(
  deps: SlotDeps,
  actor: Actor,
  input: DeploySiteInput,
): Promise<{ slot: SiteSlot; created: boolean }> {
  const { db, config } = deps;
  let outcome: { siteId: string; created: boolean };
  try {
    outcome = await db.transaction(async (tx) => {
      const account = await lockAccount(tx, actor.accountId);
      if (!account) throw new AppError('NOT_FOUND', 404, AUTH_TEXT.accountNotFound);
      const known = await selectThemeByIdOrSlug(tx, input.themeId);
      const existing = known ? await selectActiveSiteForTheme(tx, { accountId: account.id, themeId: known.id }) : null;
      if (existing) return { siteId: existing.id, created: false };

      const taken = await selectActiveSlotNumbers(tx, account.id);
      const max = maxSites(account);
      if (taken.length >= max)
        throw new AppError('NO_AVAILABLE_SLOTS', 409, SITE_TEXT.noAvailableSlots(taken.length, max));

      const { theme, templates } = await libraryThemeWithTemplates(tx, account.id, input.themeId);
      const siteId = randomUUID();
      const slotNumber = lowestFreeSlotNumber(taken);
      await insertSite(tx, {
        id: siteId,
        accountId: account.id,
        themeId: theme.id,
        slotNumber,
        status: 'active',
        name: input.name,
        description: input.description ?? '',
        themeVersion: theme.version,
        netlifyUrl: deploymentUrl(config, siteId),
        hosting: 'local',
        contentKey: newContentKey(),
      });
      const cloned = await cloneTemplatesIntoSite(tx, { accountId: account.id, siteId, templates });
      await writeAppLog(tx, {
        accountId: account.id,
        siteId,
        userId: actor.userId,
        level: 'info',
        category: 'deploy',
        message: `Deployed ${theme.name} to Slot ${slotNumber}`,
        details: { themeId: theme.id, slotNumber, ...cloned },
      });
      return { siteId, created: true };
    });
  } catch (err) {
    return failed(deps, actor, 'deploy', err, { themeId: input.themeId, name: input.name });
  }
  return { slot: await slotOrThrow(deps, actor, outcome.siteId), created: outcome.created };
}

/** Rename, describe, or swap the theme (a fresh clone; the old content is soft-deleted). Active slots only. */
export async function updateSite(
  deps: SlotDeps,
  actor: Actor,
  slotId: string,
  input: UpdateSiteInput,
): Promise<SiteSlot> {
  const { db } = deps;
  try {
    await db.transaction(async (tx) => {
      await lockAccount(tx, actor.accountId);
      const site = await selectSite(tx, { accountId: actor.accountId, slotId }, { lock: true });
      if (!site) throw slotNotFound();
      if (site.status !== 'active') throw new AppError('SLOT_INACTIVE', 409, SITE_TEXT.updateSlotFailed);

      const changes: Record<string, unknown> = {};
      const now = new Date();
      let themeId = site.themeId;
      let themeVersion = site.themeVersion;
      let message = `Updated Slot ${site.slotNumber}`;
      if (input.themeId !== undefined) {
        const { theme, templates } = await libraryThemeWithTemplates(tx, actor.accountId, input.themeId);
        if (theme.id !== site.themeId) {
          await softDeleteSiteContent(tx, site.id, now);
          const cloned = await cloneTemplatesIntoSite(tx, { accountId: actor.accountId, siteId: site.id, templates });
          themeId = theme.id;
          themeVersion = theme.version;
          changes.theme = { from: site.themeId, to: theme.id, ...cloned };
          message = `Switched Slot ${site.slotNumber} to ${theme.name}`;
        }
      }
      if (input.name !== undefined && input.name !== site.name) changes.name = { from: site.name, to: input.name };
      if (input.description !== undefined && input.description !== site.description) changes.description = true;
      await updateSiteRow(tx, site.id, {
        name: input.name ?? site.name,
        description: input.description ?? site.description,
        themeId,
        themeVersion,
        updatedAt: now,
      });
      if (Object.keys(changes).length > 0) {
        await writeAppLog(tx, {
          accountId: actor.accountId,
          siteId: site.id,
          userId: actor.userId,
          level: 'info',
          category: 'update',
          message,
          details: changes,
        });
      }
    });
  } catch (err) {
    // Renames fail only on input or state; a failed theme swap is worth a line in the log.
    if (input.themeId === undefined || (err instanceof AppError && err.code === 'SLOT_NOT_FOUND')) throw err;
    return failed(deps, actor, 'update', err, { siteId: isUuid(slotId) ? slotId : null, themeId: input.themeId });
  }
  notifySiteChanged(slotId);
  return slotOrThrow(deps, actor, slotId);
}

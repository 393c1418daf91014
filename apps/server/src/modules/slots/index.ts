// The slots module's face: what other modules may use (docs/decisions/014).
export { selectAccount, selectAllSlotRows } from './queries/slots.ts';
export { SiteSlotSchema } from './schemas.ts';
export { cloneSlug, cloneTemplatesIntoSite, siteComponentRow, sitePageRow, sitePostRow } from './clone.ts';
export { newContentKey } from './content-key.ts';
export { addMissingTemplatePages } from './page-backfill.ts';
export { applySiteLimit, findSlot, invalidateAccountSites, localSiteUrl, previewSiteLimit } from './service.ts';

import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../http/types.ts';
import { registerContentApi } from './content-api.ts';
import { siteUrl } from './sites-origin.ts';
import type { SiteHostContext } from './types.ts';

export type { SiteHostContext } from './types.ts';
export { invalidateCustomDomains } from './custom-domains.ts';
export { createSiteHost } from './host.ts';

// '/sites/{uuid}' and below: the id is lowercase hex as the slots API hands it out.
const OLD_SITE_PATH = /^\/sites\/([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})(\/.*)?$/;

/**
 * Hosted sites are served on their own origin (createSiteHost, before routing). The portal keeps
 * only the old addresses, /sites/{slotId}/…, which move permanently to the same path there; and
 * the public content API.
 */
export function registerSiteHost(app: OpenAPIHono<AppEnv>, { db, config }: SiteHostContext): void {
  app.on(['GET', 'HEAD'], ['/sites/:slotId', '/sites/:slotId/*'], (c) => {
    // The raw (still encoded) path and the query go on unchanged.
    const { pathname, search } = new URL(c.req.url);
    const match = OLD_SITE_PATH.exec(pathname);
    if (match === null) return c.text('Not found\n', 404);
    return c.redirect(siteUrl(config.sites.origin, match[1]!, (match[2] ?? '/') + search), 308);
  });

  registerContentApi(app, { db });
}

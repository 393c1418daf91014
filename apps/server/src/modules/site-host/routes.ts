import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../http/types.ts';
import { registerContentApi } from './content-api.ts';
import { createSiteResponder } from './serve.ts';
import type { SiteHostContext } from './types.ts';

export type { SiteHostContext } from './types.ts';
export { createCustomDomainHost, invalidateCustomDomains } from './custom-domains.ts';
export { invalidateAllSites, invalidateSite } from './cache.ts';
export { createSiteFastPath } from './fast-path.ts';

/**
 * The local site host (docs/api/sites.md, Local site host): /sites/{slotId}/… renders the active
 * site from its theme's look and its own content; plus the public content API.
 */
export function registerSiteHost(app: OpenAPIHono<AppEnv>, { db, config }: SiteHostContext): void {
  const respond = createSiteResponder(db, config.publicUrl);

  // Links on the site are rooted at /sites/{id}/: the address without its slash goes there.
  app.get('/sites/:slotId', (c) => c.redirect(`/sites/${encodeURIComponent(c.req.param('slotId'))}/`, 308));

  app.get('/sites/:slotId/*', (c) => {
    const slotId = c.req.param('slotId');
    const prefix = `/sites/${slotId}`;
    // c.req.path is already percent-decoded (decodeURI); the rest is the site's own path.
    const path = c.req.path.startsWith(prefix) ? c.req.path.slice(prefix.length) || '/' : '/';
    return respond({
      siteId: slotId.toLowerCase(),
      base: `${prefix}/`,
      path,
      method: c.req.method,
      ifNoneMatch: c.req.header('if-none-match'),
      acceptEncoding: c.req.header('accept-encoding'),
    });
  });

  registerContentApi(app, { db });
}

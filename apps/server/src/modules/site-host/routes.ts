import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { AppEnv } from '../../http/types.ts';
import type { Logger } from '../../logger.ts';

export interface SiteHostContext {
  db: Database;
  config: Config;
  logger: Logger;
}

// Placeholder while this module is built (docs/api/sites.md, Local site host).
/** /sites/{slotId}/… and the public content API. */
export function registerSiteHost(_app: OpenAPIHono<AppEnv>, _context: SiteHostContext): void {}

/** Requests whose Host is an active custom domain: answered with that site, or undefined to go on. */
export function createCustomDomainHost(_context: SiteHostContext): (request: Request) => Promise<Response> | undefined {
  return () => undefined;
}

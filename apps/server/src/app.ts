import { OpenAPIHono } from '@hono/zod-openapi';
import { compress } from 'hono/compress';
import type { StorageAdapter } from './adapters/storage/index.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { AppError, MESSAGES, createErrorHandler } from './errors.ts';
import { requestContext } from './http/request-context.ts';
import { securityHeaders } from './http/security-headers.ts';
import type { AppEnv } from './http/types.ts';
import type { Logger } from './logger.ts';
import { registerApiDocs } from './modules/system/api-docs.ts';
import { registerSystemRoutes } from './modules/system/routes.ts';
import { selectPublishedSlugs } from './modules/themes/queries.ts';
import { createCatalogueFastPath } from './modules/themes/fast-path.ts';
import { registerThemeRoutes } from './modules/themes/routes.ts';
import { findTheme } from './modules/themes/service.ts';
import { registerWebHost } from './modules/web-host/routes.ts';
import { registerUploads } from './modules/web-host/uploads.ts';

export interface AppDependencies {
  config: Config;
  db: Database;
  storage: StorageAdapter;
  logger: Logger;
}

export type App = OpenAPIHono<AppEnv>;

export function createApp({ config, db, storage, logger }: AppDependencies): App {
  const app = new OpenAPIHono<AppEnv>({
    // Invalid input goes to app.onError, which answers 400 with the field messages.
    defaultHook: (result) => {
      if (!result.success) throw result.error;
    },
  });

  const security = securityHeaders(config);
  app.use(requestContext(logger));
  app.use(security);
  app.use(compress());
  app.onError(createErrorHandler(logger));

  registerSystemRoutes(app, db, logger);
  registerThemeRoutes(app, db);
  registerApiDocs(app, config.publicUrl);
  app.all('/api/*', () => {
    throw new AppError('NOT_FOUND', 404, MESSAGES.notFound);
  });

  registerUploads(app, storage);
  registerWebHost(app, {
    webDistDir: config.webDistDir,
    publicUrl: config.publicUrl,
    findTheme: (idOrSlug) => findTheme(db, idOrSlug),
    listSitemapThemes: () => selectPublishedSlugs(db),
  });
  app.notFound((c) => c.text('Not found\n', 404));

  // Catalogue cache hits skip routing and middleware entirely (the performance budget of the storefront).
  const fastPath = createCatalogueFastPath(db, logger, security);
  const routedFetch = app.fetch;
  app.fetch = (request, env, executionCtx) => fastPath(request, env) ?? routedFetch(request, env, executionCtx);

  return app;
}

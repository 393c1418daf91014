import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../http/types.ts';

export const OPENAPI_PATH = '/api/openapi.json';

// Swagger UI comes from the swagger-ui-dist package on disk: the page works offline, no CDN.
const swaggerDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

// Swagger UI sets inline styles and uses data: images; its start-up script is a file, not inline.
const DOCS_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "connect-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'self'";

const PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Themeport API</title>
  <link rel="icon" type="image/png" href="/api/docs/favicon-32x32.png">
  <link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="/api/docs/swagger-ui-bundle.js"></script>
  <script src="/api/docs/init.js"></script>
</body>
</html>`;

const INIT = `window.ui = SwaggerUIBundle({ url: ${JSON.stringify(OPENAPI_PATH)}, dom_id: '#swagger-ui', deepLinking: true });`;

export function registerApiDocs(app: OpenAPIHono<AppEnv>, publicUrl: string): void {
  app.doc31(OPENAPI_PATH, {
    openapi: '3.1.0',
    info: {
      title: 'Themeport API',
      version: '1.0.0',
      description: 'Public catalogue of the Themeport marketplace. Errors answer `{ error, code, fields? }`.',
    },
    servers: [{ url: publicUrl }],
  });

  const assetCache = new Map<string, Buffer>();
  app.get('/api/docs', (c) => c.html(PAGE, 200, { 'Content-Security-Policy': DOCS_CSP, 'Cache-Control': 'no-cache' }));
  app.get('/api/docs/init.js', (c) =>
    c.body(INIT, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' }),
  );
  app.get('/api/docs/:file', (c, next) => {
    const file = c.req.param('file');
    const contentType = ASSETS[file];
    if (contentType === undefined) return next();
    let body = assetCache.get(file);
    if (body === undefined) {
      body = readFileSync(path.join(swaggerDir, file));
      assetCache.set(file, body);
    }
    return c.body(new Uint8Array(body), 200, { 'Content-Type': contentType, 'Cache-Control': 'public, max-age=86400' });
  });
}

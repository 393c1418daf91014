import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { Config } from '../../config.ts';
import { publicRoute } from '../../http/access.ts';
import { json } from '../../http/schemas.ts';
import type { AppEnv } from '../../http/types.ts';

/** spec 001 §2.15: the internal developer test pages of the visual editor. */
export const EDITOR_TEST_PAGES = ['/editor-integration-test', '/hardcoded-overlay-test'] as const;

/**
 * spec 001 §7.3: the origins the test pages trust besides the embedded site's own (a theme run on
 * this machine by `astro dev` or another dev server). The spec's third, netlify.app, is a suffix:
 * the bridge only trusts exact origins, and a Netlify site is trusted as its deployment URL.
 */
export const EDITOR_TEST_DEV_ORIGINS = ['http://localhost:4321', 'http://localhost:3000'] as const;

const testPagesRoute = createRoute({
  method: 'get',
  path: '/api/dev/editor-tests',
  middleware: [publicRoute()],
  tags: ['Dev editor tests'],
  summary: 'The visual editor test pages and the extra origins they trust (absent in production)',
  responses: {
    200: json(
      z.object({ pages: z.array(z.string()), devOrigins: z.array(z.string()) }),
      'The test pages are available',
    ),
  },
});

/**
 * Outside production the web app's test pages ask GET /api/dev/editor-tests and show themselves
 * only when it answers (like the dev mailbox). In production that route does not exist, and the
 * pages' own addresses answer 404 before the web app is served, so neither a direct load nor the
 * app can reach them. Registered before the /api/* catch-all and the web host.
 */
export function registerEditorTestPages(app: OpenAPIHono<AppEnv>, config: Pick<Config, 'nodeEnv'>): void {
  if (config.nodeEnv === 'production') {
    for (const path of EDITOR_TEST_PAGES) app.get(path, (c) => c.text('Not found\n', 404));
    return;
  }
  app.openapi(testPagesRoute, (c) =>
    c.json({ pages: [...EDITOR_TEST_PAGES], devOrigins: [...EDITOR_TEST_DEV_ORIGINS] }, 200),
  );
}

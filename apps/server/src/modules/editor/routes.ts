import { SITE_BRIDGE_HELPER_PATH } from '@themeport/core';
import type { Hono } from 'hono';
import type { Config } from '../../config.ts';
import { trustedOrigins } from '../../http/origin-check.ts';
import type { AppEnv } from '../../http/types.ts';
import { helperScript } from './helper-bundle.ts';

/** The header that names the helper's protocol version (the portal compares it). */
export const HELPER_VERSION_HEADER = 'X-Themeport-Helper-Version';

/**
 * GET {PUBLIC_URL}/site-bridge/helper.js: the visual editor's helper, the one script a hosted
 * page may load (decision 011). A page (not data) like /uploads: public, no session read. Sites
 * are other origins, so the answer opts out of the portal's same-origin resource policy.
 */
export function registerEditorHelper(app: Hono<AppEnv>, config: Pick<Config, 'publicUrl'>): void {
  const origins = trustedOrigins(config.publicUrl);
  app.on(['GET', 'HEAD'], SITE_BRIDGE_HELPER_PATH, async (c) => {
    const script = await helperScript(origins);
    const headers: Record<string, string> = {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'public, max-age=300, must-revalidate',
      ETag: script.etag,
      'Cross-Origin-Resource-Policy': 'cross-origin',
      [HELPER_VERSION_HEADER]: script.version,
    };
    const ifNoneMatch = c.req.header('if-none-match');
    if (ifNoneMatch !== undefined && ifNoneMatch.split(',').some((tag) => tag.trim() === script.etag)) {
      return c.body(null, 304, headers);
    }
    if (c.req.method === 'HEAD') return c.body(null, 200, headers);
    return c.body(script.body, 200, headers);
  });
}

import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { SITE_BRIDGE_VERSION } from '@themeport/site-bridge';

// The editor helper (packages/site-bridge/src/helper) is TypeScript; browsers get one IIFE built
// with esbuild (the bundler tsx already runs the server with) at the first request and kept for
// the life of the process. Tests and `npm start` get the same file without a build step.

const entry = createRequire(import.meta.url).resolve('@themeport/site-bridge/helper');
let bundle: Promise<string> | undefined;

function buildBundle(): Promise<string> {
  // esbuild loads with the first request for the helper, not with the server (decision 044).
  bundle ??= import('esbuild')
    .then(({ build }) =>
      build({
        entryPoints: [entry],
        bundle: true,
        write: false,
        format: 'iife',
        globalName: 'ThemeportHelper',
        platform: 'browser',
        target: 'es2020',
        minify: true,
        legalComments: 'none',
        logLevel: 'silent',
      }),
    )
    .then(
      (result) => result.outputFiles[0]!.text,
      (error: unknown) => {
        bundle = undefined;
        throw error;
      },
    );
  return bundle;
}

export interface HelperScript {
  body: string;
  etag: string;
  version: string;
}

/**
 * The served script: the bundle, started with the portal origins it may answer. The bundle's
 * global stays inside a function, so a hosted page's own globals are untouched.
 */
export async function helperScript(portalOrigins: readonly string[]): Promise<HelperScript> {
  const code = await buildBundle();
  const config = JSON.stringify({ portalOrigins, version: SITE_BRIDGE_VERSION }).replace(/</g, '\\u003c');
  const body = `(()=>{${code}\nThemeportHelper.startHelper(${config});})();\n`;
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  return { body, etag, version: SITE_BRIDGE_VERSION };
}

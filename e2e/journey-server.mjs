// The journeys' server, for the two that start it: playwright.config.ts (its webServer) and
// `npm test` (scripts/test-all.mjs starts it beside Vitest, so its start-up on an empty data
// directory, initdb, migrations and the demo seed, is done before the journeys begin: decision 041).
// JavaScript, not TypeScript: test-all.mjs runs on Node 20, which loads no .ts file.

/** The built server, as `npm start` runs it (built by `npm run build`; decision 044). Run from the repository root. */
export const JOURNEY_SERVER_COMMAND = 'node --enable-source-maps --max-semi-space-size=4 apps/server/dist/main.js';

/** Where the journeys find it. */
export const journeyServerUrl = (port) => `http://127.0.0.1:${port}`;

/**
 * Its environment: its own port and data directory (empty, so every run starts from fresh demo data).
 * @param {{ port: string, dataDir: string }} where
 */
export function journeyServerEnv({ port, dataDir }) {
  return {
    PORT: port,
    HOST: '127.0.0.1',
    PUBLIC_URL: journeyServerUrl(port),
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    // Each test presents its own client address (see tests/fixtures.ts), as a proxy would, so
    // the per-IP sign-in limit applies per test instead of to the whole run.
    TRUSTED_PROXY: 'X-Forwarded-For',
  };
}

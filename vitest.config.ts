import { appendFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

// Unit tests (packages/core, web units) run once. The server's integration suite runs on an
// in-memory PGlite, and a second time on real PostgreSQL when TEST_DATABASE_URL is set (CI).
// Each server project migrates its template database once per run in its global setup.
const postgresUrl = process.env.TEST_DATABASE_URL;
const serverGlobalSetup = fileURLToPath(new URL('./apps/server/src/test/global-setup.ts', import.meta.url));

export default defineConfig({
  test: {
    // An error outside any test (an unhandled rejection) fails the run; its whole stack is also kept
    // for the summary's last lines, which are what a CI log shows when it shows only a part.
    onUnhandledError(error) {
      mkdirSync('reports', { recursive: true });
      const { name, message, stack, type } = error as Error & { type?: string };
      appendFileSync('reports/unhandled-errors.txt', `${type ?? 'error'}: ${name}: ${message}\n${stack ?? ''}\n\n`);
    },
    // Vitest's default on this 2-core machine is one worker; the integration tests wait on the
    // database half the time, so two run side by side (slots + team suites: 63 s → 48 s).
    maxWorkers: 2,
    projects: [
      {
        // The web app's '@/…' imports, as in apps/web/vite.config.ts.
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: {
          name: 'unit',
          // A worker's files share its modules, as the server's do (decision 035): 92 files, 48 s → 18 s
          // wall (decision 041). A file that changes a global puts it back in afterAll
          // (cart-storage.test.ts); fake timers are restored in afterEach; no file mocks a module.
          isolate: false,
          include: ['packages/*/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}', 'tools/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server:pglite',
          isolate: false,
          include: ['apps/server/src/**/*.test.ts'],
          // *.postgres.test.ts: what only a PostgreSQL server can do (end a connection, a second pool).
          exclude: [...configDefaults.exclude, 'apps/server/src/**/*.postgres.test.ts'],
          env: { TEST_DB_DRIVER: 'pglite' },
          globalSetup: [serverGlobalSetup],
          testTimeout: 30_000,
          hookTimeout: 180_000, // seeding in a beforeAll is slow on a busy 2-core machine
        },
      },
      ...(postgresUrl
        ? [
            {
              test: {
                name: 'server:postgres',
                isolate: false,
                include: ['apps/server/src/**/*.test.ts'],
                env: { TEST_DB_DRIVER: 'postgres', TEST_DATABASE_URL: postgresUrl },
                globalSetup: [serverGlobalSetup],
                testTimeout: 30_000,
                hookTimeout: 180_000, // seeding in a beforeAll is slow on a busy 2-core machine
              },
            },
          ]
        : []),
    ],
  },
});

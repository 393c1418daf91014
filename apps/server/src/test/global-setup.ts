import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createMigratedPostgresTemplate, migratedPgliteDump, onPostgresServer } from './db-template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite data directory (a tar file) every PGlite test database loads. */
    pgliteTemplateFile?: string;
    /** The migrated PostgreSQL database every PostgreSQL test database is copied from. */
    postgresTemplate?: string;
  }
}

/**
 * Migrates once per run, not once per test file (Vitest isolates module state per file): a PGlite
 * data-dir dump on disk, or a PostgreSQL template database, per the project's TEST_DB_DRIVER.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const env = project.config.env ?? {};
  if (env.TEST_DB_DRIVER === 'postgres') {
    const adminUrl = env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DB_DRIVER=postgres needs TEST_DATABASE_URL');
    const template = await createMigratedPostgresTemplate(adminUrl);
    project.provide('postgresTemplate', template);
    return () => onPostgresServer(adminUrl, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'themeport-pglite-template-'));
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, await migratedPgliteDump());
  project.provide('pgliteTemplateFile', file);
  return async () => rmSync(dir, { recursive: true, force: true });
}

// The production server as the benches run it: a fresh data directory, the demo users seeded,
// NODE_ENV=production on 127.0.0.1. WEB_DIST_DIR (passed through) serves another web build.
import { spawnSync, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot, startBuiltServer } from './lib.ts';

/** Production start creates no users: the demo client the site bench signs in as is seeded first. */
export function seedDemoUsers(dataDir: string): void {
  const seeded = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(repoRoot, 'apps/server/src/seed/seed-cli.ts'), '--demo-users'],
    {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'development', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (seeded.status !== 0) throw new Error('seeding the demo users failed');
}

export function startServer(port: number, dataDir: string): ChildProcess {
  // The built server, as `npm start` runs it (npm run bench builds first; decision 044).
  return startBuiltServer(port, { DATA_DIR: dataDir, LOG_LEVEL: 'info' });
}

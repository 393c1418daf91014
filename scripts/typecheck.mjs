// `npm run typecheck`: every workspace's tsconfig in turn, incremental (build info under
// node_modules/.cache/tsc/, so a fresh clone checks everything and a second run only what changed).
import { spawnSync } from 'node:child_process';

const projects = ['packages/core', 'packages/site-bridge', 'apps/server', 'apps/web', 'e2e', 'bench', 'tools'];

for (const project of projects) {
  const buildInfo = `node_modules/.cache/tsc/${project.replace('/', '-')}.tsbuildinfo`;
  const { status } = spawnSync('npx', ['tsc', '-p', project, '--incremental', '--tsBuildInfoFile', buildInfo], {
    stdio: 'inherit',
  });
  if (status !== 0) process.exit(status ?? 1);
}

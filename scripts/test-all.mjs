// `npm test`: every check in turn, stopping at the first that fails, as the old `&&` chain did.
// Each step's wall time goes to reports/phases.json so scripts/test-summary.mjs can say where the time went.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';

const steps = [
  ['typecheck', 'npm run typecheck'],
  ['format', 'npm run format:check'],
  ['lint', 'npm run lint'],
  ['vitest', 'npm run test:unit'],
  ['journeys', 'npm run test:e2e'],
];

const phases = [];
let status = 0;
for (const [name, command] of steps) {
  const started = Date.now();
  const result = spawnSync(command, { stdio: 'inherit', shell: true });
  status = result.status ?? 1;
  phases.push({ name, seconds: Math.round((Date.now() - started) / 100) / 10, status });
  if (status !== 0) break;
}
mkdirSync('reports', { recursive: true });
writeFileSync('reports/phases.json', JSON.stringify(phases, null, 2));
process.exit(status);

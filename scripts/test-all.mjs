// `npm test`: every check, stopping at the first stage that fails, as the old `&&` chain did.
// The static checks (types, format, lint) are single-threaded tools: they run side by side on the
// machine's cores, each one's output printed whole when it ends. Each step's wall time goes to
// reports/phases.json so scripts/test-summary.mjs can say where the time went.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';

const stages = [
  [
    ['typecheck', 'npm run typecheck'],
    ['format', 'npm run format:check'],
    ['lint', 'npm run lint'],
  ],
  [['vitest', 'npm run test:unit']],
  [['journeys', 'npm run test:e2e']],
];

/** One step with its output as it comes (a stage of one). */
function runInline(name, command) {
  const started = Date.now();
  const result = spawnSync(command, { stdio: 'inherit', shell: true });
  return { name, seconds: elapsed(started), status: result.status ?? 1 };
}

/** One step of a parallel stage: its output is kept and printed in one piece when it ends. */
function runBuffered(name, command) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code) => {
      process.stdout.write(`\n── ${name} ──\n${Buffer.concat(chunks).toString()}`);
      resolve({ name, seconds: elapsed(started), status: code ?? 1 });
    });
  });
}

// A run's errors outside tests are its own (vitest.config.ts appends them).
rmSync('reports/unhandled-errors.txt', { force: true });

const elapsed = (started) => Math.round((Date.now() - started) / 100) / 10;

const phases = [];
let status = 0;
for (const [index, stage] of stages.entries()) {
  const results =
    stage.length === 1
      ? [runInline(...stage[0])]
      : await Promise.all(stage.map(([name, command]) => runBuffered(name, command)));
  phases.push(...results.map((result) => ({ ...result, stage: index })));
  status = results.find((result) => result.status !== 0)?.status ?? 0;
  if (status !== 0) break;
}
mkdirSync('reports', { recursive: true });
writeFileSync('reports/phases.json', JSON.stringify(phases, null, 2));
process.exit(status);

// `npm test`: every check, stopping at the first stage that fails, as the old `&&` chain did.
// The static checks (types, format, lint) are single-threaded tools: they run side by side on the
// machine's cores, each one's output printed whole when it ends. Each step's wall time goes to
// reports/phases.json so scripts/test-summary.mjs can say where the time went.
// What the journeys wait for is done in the stages before theirs (decision 041, stop 37): the build
// beside the static checks, and the journey server's start on an empty data directory (initdb,
// migrations, the demo seed: about 18 s on one core) beside Vitest. `npm run test:e2e` does both itself.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JOURNEY_SERVER_COMMAND, journeyServerEnv, journeyServerUrl } from '../e2e/journey-server.mjs';

const stages = [
  [
    ['typecheck', 'npm run typecheck'],
    ['format', 'npm run format:check'],
    ['lint', 'npm run lint'],
    ['build', 'npm run build'],
  ],
  [['vitest', 'npm run test:unit']],
  [['journeys', 'npm run test -w @themeport/e2e']],
];
/** The journey server starts with this stage (after the build) and serves the journeys' stage. */
const JOURNEY_SERVER_STAGE = 1;
const JOURNEYS_STAGE = 2;

/** One step with its output as it comes (a stage of one). Not spawnSync: the journey server's output is read meanwhile. */
function runInline(name, command) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, { stdio: 'inherit', shell: true });
    child.on('close', (code) => resolve({ name, seconds: elapsed(started), status: code ?? 1 }));
  });
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

const health = () => `${journeyServerUrl(process.env.E2E_PORT)}/api/health`;

async function answers(url) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(5_000) })).ok;
  } catch {
    return false;
  }
}

/**
 * The built server on the journeys' port with a new empty data directory, as Playwright's webServer
 * would start it (e2e/journey-server.mjs). Its output is kept, then passed on from the journeys' stage,
 * where Playwright would print it. Not when something already answers on the port: Playwright then
 * refuses the port, as it always did.
 */
async function startJourneyServer() {
  process.env.E2E_PORT ??= '4317';
  if (await answers(health())) return null;
  process.env.E2E_DATA_DIR = mkdtempSync(join(tmpdir(), 'themeport-e2e-'));
  const env = journeyServerEnv({ port: process.env.E2E_PORT, dataDir: process.env.E2E_DATA_DIR });
  const [file, ...args] = JOURNEY_SERVER_COMMAND.split(' ');
  const child = spawn(file, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const held = [];
  let passOn = false;
  for (const [from, to] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    from.on('data', (chunk) => (passOn ? to.write(chunk) : held.push([to, chunk])));
  }
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(signal ?? code)));
  return {
    /** Whether it answers, waiting for its start (never after it has exited). */
    async ready() {
      const deadline = Date.now() + 360_000;
      let gone = false;
      void exited.then(() => (gone = true));
      while (!gone && Date.now() < deadline) {
        if (await answers(health())) return !gone;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      return false;
    },
    passOutputOn() {
      passOn = true;
      for (const [to, chunk] of held.splice(0)) to.write(chunk);
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

// A run's errors outside tests are its own (vitest.config.ts appends them).
rmSync('reports/unhandled-errors.txt', { force: true });

const elapsed = (started) => Math.round((Date.now() - started) / 100) / 10;

const phases = [];
let status = 0;
let journeyServer = null;
try {
  for (const [index, stage] of stages.entries()) {
    if (index === JOURNEY_SERVER_STAGE) journeyServer = await startJourneyServer();
    if (index === JOURNEYS_STAGE && journeyServer) {
      journeyServer.passOutputOn();
      // Playwright uses the server only while it is ours and alive; else it starts its own, on a new
      // data directory (a half-started one is not reused).
      if (await journeyServer.ready()) process.env.E2E_SERVER_STARTED = '1';
      else {
        console.log('The journey server started beside Vitest does not answer: Playwright starts its own.');
        await journeyServer.stop();
        journeyServer = null;
        delete process.env.E2E_DATA_DIR;
      }
    }
    const results =
      stage.length === 1
        ? [await runInline(...stage[0])]
        : await Promise.all(stage.map(([name, command]) => runBuffered(name, command)));
    phases.push(...results.map((result) => ({ ...result, stage: index })));
    status = results.find((result) => result.status !== 0)?.status ?? 0;
    if (status !== 0) break;
  }
} finally {
  await journeyServer?.stop();
}
mkdirSync('reports', { recursive: true });
writeFileSync('reports/phases.json', JSON.stringify(phases, null, 2));
process.exit(status);

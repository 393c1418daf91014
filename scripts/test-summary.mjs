// Where the time went and what passed: each step's wall time (reports/phases.json from
// scripts/test-all.mjs), the 20 slowest Vitest files and journeys, then one closing line,
// 'N passed, N failed', over the Vitest and Playwright JSON reports so CI can count both runners.
import { existsSync, readFileSync } from 'node:fs';

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const SLOWEST = 20;

function printSlowest(title, rows) {
  if (rows.length === 0) return;
  console.log(`\n${title} (${SLOWEST} slowest of ${rows.length}):`);
  for (const { name, ms } of rows.sort((a, b) => b.ms - a.ms).slice(0, SLOWEST)) {
    console.log(`  ${seconds(ms).padStart(9)}  ${name}`);
  }
}

const phases = read('reports/phases.json');
if (phases) {
  console.log('\nSteps of npm test (wall time; steps of one stage run side by side):');
  for (const phase of phases) {
    const together =
      phases.filter((other) => other.stage === phase.stage).length > 1 ? ` (stage ${phase.stage + 1})` : '';
    console.log(
      `  ${`${phase.seconds.toFixed(1)} s`.padStart(9)}  ${phase.name}${together}${phase.status ? ' (failed)' : ''}`,
    );
  }
  // A stage takes as long as its slowest step.
  const stages = new Map();
  for (const phase of phases)
    stages.set(phase.stage ?? phase.name, Math.max(stages.get(phase.stage ?? phase.name) ?? 0, phase.seconds));
  const total = [...stages.values()].reduce((sum, seconds) => sum + seconds, 0);
  console.log(`  ${`${total.toFixed(1)} s`.padStart(9)}  total (${(total / 60).toFixed(1)} min)`);
}

let passed = 0;
let failed = 0;
let skipped = 0;

const vitest = read('reports/vitest.json');
if (vitest) {
  passed += vitest.numPassedTests ?? 0;
  failed += vitest.numFailedTests ?? 0;
  skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
  const root = `${process.cwd()}/`;
  // A server file runs once per project (PGlite, PostgreSQL): each run is a row of its own.
  const files = (vitest.testResults ?? []).map((file) => ({
    name: file.name.replace(root, ''),
    ms: (file.endTime ?? 0) - (file.startTime ?? 0),
  }));
  printSlowest('Vitest files', files);
}

const e2e = read('reports/e2e.json');
if (e2e) {
  const { stats } = e2e;
  passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  failed += stats?.unexpected ?? 0;
  skipped += stats?.skipped ?? 0;
  const journeys = [];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const ms = (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0);
        journeys.push({ name: `${file} › ${spec.title} [${test.projectName}]`, ms });
      }
    }
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const suite of e2e.suites ?? []) walk(suite, suite.file ?? suite.title);
  printSlowest('Journeys (all tries)', journeys);
}

// Errors outside any test fail Vitest without failing a test (vitest.config.ts keeps their stacks).
const unhandled = existsSync('reports/unhandled-errors.txt')
  ? readFileSync('reports/unhandled-errors.txt', 'utf8')
  : '';
if (unhandled) {
  console.log('\nErrors outside any test (each fails the run):');
  console.log(unhandled.split('\n').slice(0, 80).join('\n'));
}
const errors = unhandled
  ? `, ${unhandled.split('\n\n').filter((entry) => entry.trim()).length} errors outside tests`
  : '';
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped${errors}`);

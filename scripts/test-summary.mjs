// Prints one closing line, 'N passed, N failed', over the Vitest and Playwright JSON reports,
// so CI can count the tests of both runners.
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;

if (existsSync('reports/vitest.json')) {
  const report = JSON.parse(readFileSync('reports/vitest.json', 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}
if (existsSync('reports/e2e.json')) {
  const { stats } = JSON.parse(readFileSync('reports/e2e.json', 'utf8'));
  passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  failed += stats?.unexpected ?? 0;
  skipped += stats?.skipped ?? 0;
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);

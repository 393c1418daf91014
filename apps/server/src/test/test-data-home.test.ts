// Decision 018: test data lives in src/test/, production code never imports it, and the data
// the journeys share with Vitest stays free of imports (e2e/ loads it without the server's code).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const testDir = path.dirname(fileURLToPath(import.meta.url));
const srcDir = path.dirname(testDir);
const importSpecifiers = (source: string) =>
  [...source.matchAll(/(?:^|\n)\s*(?:import|export)[^'"`;]*?from\s*'([^']+)'|import\(\s*'([^']+)'\s*\)/g)].map(
    (match) => match[1] ?? match[2]!,
  );

function productionFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full === testDir ? [] : productionFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('the home of test data', () => {
  it('is never imported by production code', () => {
    const offenders = productionFiles(srcDir).flatMap((file) =>
      importSpecifiers(readFileSync(file, 'utf8'))
        .filter((specifier) => specifier.startsWith('.'))
        .filter((specifier) => path.resolve(path.dirname(file), specifier).startsWith(testDir + path.sep))
        .map((specifier) => `${path.relative(srcDir, file)} → ${specifier}`),
    );
    expect(offenders).toEqual([]);
  });

  it('keeps what Playwright shares free of imports', () => {
    expect(importSpecifiers(readFileSync(path.join(testDir, 'shared-data.ts'), 'utf8'))).toEqual([]);
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { arrowDifferences, drawnModuleArrows, moduleCycles, moduleGraph, relativeImports } from './module-graph.ts';

const root = join(import.meta.dirname, '..');
const fixtureModules = join(root, 'tools/lint-fixtures/module-cycle/modules');
// Parsing every server module takes seconds on a busy 2-core machine: once for the file.
let serverGraph: Map<string, Set<string>> | undefined;
const serverModules = () => (serverGraph ??= moduleGraph(join(root, 'apps/server/src/modules')));

describe('server modules depend one way', () => {
  it('finds a planted cycle between two module folders that no single file closes', () => {
    expect(moduleCycles(moduleGraph(fixtureModules))).toEqual([['invoices', 'orders']]);
  });

  it('finds no cycle between the modules of apps/server/src/modules', { timeout: 60_000 }, () => {
    const graph = serverModules();
    expect(graph.size).toBeGreaterThan(10);
    expect(moduleCycles(graph)).toEqual([]);
  });

  it('reads imports from the syntax tree: import-shaped text in a template string is not an import', () => {
    const source = [
      "import type { A } from './a.ts';",
      "export { b } from '../b/index.ts';",
      "import pkg from 'some-package';",
      'const page = `---',
      "import Layout from '../layouts/Layout.astro';",
      '---`;',
    ].join('\n');
    expect(relativeImports('x.ts', source)).toEqual(['./a.ts', '../b/index.ts']);
  });
});

describe('docs/layers.md draws the module graph as it is', () => {
  it('fails on a planted drawing with a missing and a stale arrow', () => {
    const drawing = '```modules\ninvoices ──> orders\norders ──> customers\n```\n';
    expect(arrowDifferences(drawnModuleArrows(drawing), moduleGraph(fixtureModules))).toEqual({
      missing: ['orders ──> invoices'],
      stale: ['orders ──> customers'],
    });
  });

  it('has every arrow of apps/server/src/modules and no other', { timeout: 60_000 }, () => {
    const drawn = drawnModuleArrows(readFileSync(join(root, 'docs/layers.md'), 'utf8'));
    expect(arrowDifferences(drawn, serverModules())).toEqual({ missing: [], stale: [] });
  });
});

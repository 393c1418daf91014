import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { moduleCycles, moduleGraph } from './module-graph.ts';

const root = join(import.meta.dirname, '..');

describe('server modules depend one way', () => {
  it('finds a planted cycle between two module folders that no single file closes', () => {
    const graph = moduleGraph(join(root, 'tools/lint-fixtures/module-cycle/modules'));
    expect(moduleCycles(graph)).toEqual([['invoices', 'orders']]);
  });

  it('finds no cycle between the modules of apps/server/src/modules', () => {
    const graph = moduleGraph(join(root, 'apps/server/src/modules'));
    expect(graph.size).toBeGreaterThan(10);
    expect(moduleCycles(graph)).toEqual([]);
  });
});

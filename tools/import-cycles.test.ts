import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createResolve, importGraph, loopThrough, sourceFiles, valueImports } from './import-cycles.ts';
import { moduleCycles as cycles } from './module-graph.ts';

const root = join(import.meta.dirname, '..');
const fixtures = join(root, 'tools/lint-fixtures');

describe('the import cycle check (npm run lint)', () => {
  it('finds the planted two-file cycle, and no cycle where two folders meet through different files', () => {
    const graph = importGraph(sourceFiles(fixtures));
    const found = cycles(graph);
    expect(found).toEqual([[join(fixtures, 'cycle/a.ts'), join(fixtures, 'cycle/b.ts')]]);
    expect(loopThrough(found[0]!, graph)).toEqual([
      join(fixtures, 'cycle/a.ts'),
      join(fixtures, 'cycle/b.ts'),
      join(fixtures, 'cycle/a.ts'),
    ]);
  });

  it('finds a loop of three files, and follows a file outside the entries', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c', 'd'])],
      ['c', new Set(['a'])],
      ['d', new Set<string>()],
    ]);
    expect(cycles(graph)).toEqual([['a', 'b', 'c']]);
    expect(loopThrough(['a', 'b', 'c'], graph)).toEqual(['a', 'b', 'c', 'a']);
  });

  it('counts value imports, re-exports and import() of a literal; not type-only imports', () => {
    const source = [
      "import { a } from './a.ts';",
      "import './side-effect.ts';",
      "import D, { type T } from './default.ts';",
      "import type { B } from './type-only.ts';",
      "import { type C, type E } from './types-marked.ts';",
      "export { f } from './reexport.ts';",
      "export * from './star.ts';",
      "export type { G } from './type-reexport.ts';",
      "export { type H } from './type-reexport-marked.ts';",
      "const lazy = () => import('./lazy.ts');",
      'const computed = (name: string) => import(name);',
      "type Later = typeof import('./type-position.ts');",
    ].join('\n');
    expect(valueImports('x.ts', source)).toEqual([
      './a.ts',
      './side-effect.ts',
      './default.ts',
      './reexport.ts',
      './star.ts',
      './lazy.ts',
    ]);
  });

  it('resolves as tsc does: the web alias and a workspace package to their files, an npm package to nothing', () => {
    const resolve = createResolve();
    expect(resolve('@/lib/utils', join(root, 'apps/web/src/components/ui/button.tsx'))).toBe(
      join(root, 'apps/web/src/lib/utils.ts'),
    );
    expect(resolve('@themeport/core', join(root, 'apps/server/src/app.ts'))).toBe(
      join(root, 'packages/core/src/index.ts'),
    );
    expect(resolve('zod', join(root, 'packages/core/src/index.ts'))).toBeUndefined();
  });
});

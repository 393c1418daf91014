import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { sourceFiles, valueImports } from './import-cycles.ts';

// import-x/named runs only where tsc does not (eslint.config.js): in TypeScript a missing export is
// tsc's error. These hold both halves: tsc reports it, and `npm run typecheck` reaches every .ts file
// but the ones ESLint's rule still covers.

const root = join(import.meta.dirname, '..');
const fixtures = join(root, 'tools/lint-fixtures');
const parse = (configFile: string) =>
  ts.getParsedCommandLineOfConfigFile(configFile, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} })!;

describe('tsc guards what import-x/named no longer lints in TypeScript', () => {
  it(
    'reports an imported name that the module does not export, and nothing for one it exports',
    { timeout: 60_000 },
    () => {
      const { options } = parse(join(root, 'tools/tsconfig.json'));
      const check = (file: string) => {
        const program = ts.createProgram([join(fixtures, file)], options);
        return program.getSemanticDiagnostics(program.getSourceFile(join(fixtures, file))).map((d) => d.code);
      };
      expect(check('named/missing-export.ts')).toEqual([2305]); // Module has no exported member 'absent'
      expect(check('named/present-export.ts')).toEqual([]);
    },
  );

  it(
    'npm run typecheck checks every TypeScript file but vitest.config.ts, which import-x/named lints',
    { timeout: 60_000 },
    async () => {
      const { projects } = (await import(join(root, 'scripts/typecheck.mjs'))) as { projects: string[] };
      const included = new Set(projects.flatMap((project) => parse(join(root, project, 'tsconfig.json')).fileNames));
      const typescript = sourceFiles(root, (path) => path === fixtures).filter((file) => /\.[mc]?tsx?$/.test(file));
      expect(typescript.length).toBeGreaterThan(1000);
      expect(typescript.filter((file) => !included.has(file)).map((file) => relative(root, file))).toEqual([
        'apps/web/scripts/class-groups.ts',
        'vitest.config.ts',
      ]);
      // Outside every tsconfig's include, yet in the web's program: a test there imports it.
      const test = join(root, 'apps/web/src/lib/class-groups.test.ts');
      expect(valueImports(test, readFileSync(test, 'utf8'))).toContain('../../scripts/class-groups');
    },
  );
});

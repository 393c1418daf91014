import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ESLint } from 'eslint';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';

// Each fixture in tools/lint-fixtures/ names the rule that must report it (`// expect: <rule>`),
// and, for rules that apply to one place in the tree, where to lint it (`// lint-as: <path>`).
// The fixtures are linted with the repository's own eslint.config.js, so a guard that stops
// biting (a setting dropped, a pattern narrowed) fails here. See docs/decisions/013-lint-guards.md.

const root = join(import.meta.dirname, '..'); // no trailing slash: the TypeScript resolver matches tsconfigs against it
const fixturesDir = join(root, 'tools/lint-fixtures');

interface Fixture {
  file: string;
  lintAs: string;
  expected: string[];
  source: string;
}

function fixtures(): Fixture[] {
  const files = readdirSync(fixturesDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx|mjs)$/.test(file) && !file.startsWith('prettier'))
    .sort();
  return files.flatMap((file) => {
    const source = readFileSync(join(fixturesDir, file), 'utf8');
    const expected = [...source.matchAll(/^\/\/ expect: (\S+)$/gm)].map((match) => match[1]!);
    if (expected.length === 0) return []; // only a target other fixtures import
    const lintAs = /^\/\/ lint-as: (\S+)$/m.exec(source)?.[1] ?? relative(root, join(fixturesDir, file));
    return [{ file, lintAs, expected, source }];
  });
}

// `ignore: false`: eslint.config.js ignores the fixture folder so that `eslint .` passes.
const eslint = new ESLint({ cwd: root, ignore: false });

describe('lint guards bite', () => {
  const all = fixtures();

  it('finds the fixtures', () => {
    expect(all.map((fixture) => fixture.file)).toEqual(
      expect.arrayContaining([
        'named/missing-export.mjs',
        'features/relative-import.tsx',
        'features/alias-import.tsx',
        'web-server/relative-import.ts',
        'web-server/package-import.ts',
        'drizzle/delete-without-where.ts',
        'drizzle/update-without-where.ts',
        'unresolved/missing-module.ts',
        'boundaries/package-imports-app.ts',
        'boundaries/server-imports-web.ts',
        'boundaries/component-imports-feature.tsx',
        'boundaries/lib-imports-app.ts',
        'boundaries/feature-imports-app.tsx',
        'boundaries/module-skips-index.ts',
        'boundaries/test-support-skips-index.ts',
        'boundaries/shared-layer-imports-module.ts',
        'boundaries/shared-layer-imports-seed.ts',
        'boundaries/lib-imports-http.ts',
        'boundaries/jobs-imports-module.ts',
        'boundaries/jobs-imports-http.ts',
        'queries/service-runs-sql.ts',
        'queries/queries-file-runs-sql.ts',
        'queries/service-imports-row-type.ts',
        'queries/small-module-runs-sql.ts',
      ]),
    );
  });

  it.each(all.map((fixture) => [fixture.file, fixture] as const))(
    '%s',
    async (_name, fixture) => {
      const [result] = await eslint.lintText(fixture.source, { filePath: join(root, fixture.lintAs) });
      const messages = result!.messages.map((message) => `${message.ruleId ?? 'fatal'}: ${message.message}`);
      const fired = new Set(result!.messages.map((message) => message.ruleId));
      if (fixture.expected.includes('clean')) {
        expect(messages).toEqual([]);
        return;
      }
      for (const rule of fixture.expected) expect(fired.has(rule), `${rule} in ${messages.join('\n')}`).toBe(true);
      // Nothing else: a fixture that fails for an unrelated reason proves nothing.
      expect(messages.filter((message) => !fixture.expected.some((rule) => message.startsWith(`${rule}:`)))).toEqual(
        [],
      );
    },
    60_000,
  );
});

describe('format gate bites', () => {
  const file = join(fixturesDir, 'prettier/unformatted.ts');

  it('prettier --check rejects an unformatted file', async () => {
    const options = { ...(await prettier.resolveConfig(file)), filepath: file };
    const source = readFileSync(file, 'utf8');
    expect(await prettier.check(source, options)).toBe(false);
    expect(await prettier.check(await prettier.format(source, options), options)).toBe(true);
  });

  it('the fixture folder is the only thing kept out of the check besides generated files', async () => {
    const ignorePath = join(root, '.prettierignore');
    expect((await prettier.getFileInfo(file, { ignorePath })).ignored).toBe(true);
    for (const source of ['eslint.config.js', 'apps/web/src/main.tsx', 'apps/server/src/app.ts']) {
      expect((await prettier.getFileInfo(join(root, source), { ignorePath })).ignored, source).toBe(false);
    }
  });
});

import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import drizzle from 'eslint-plugin-drizzle';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// What each guard catches and the fixtures that prove it: docs/decisions/013-lint-guards.md.
// The fixtures (tools/lint-fixtures/) must fail lint, so `eslint .` skips them and
// tools/lint-guards.test.ts lints them on purpose.

const featuresDir = join(import.meta.dirname, 'apps/web/src/features');
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];

// Spellings of server code that the web app must never import, for the cases the zone rule below
// cannot see because they do not resolve to a file (a package without an entry point, a path
// that does not exist yet). Relative spellings (`../../../server/src/x`) are matched by the
// `server/src` segment.
const serverImportPatterns = [
  {
    group: ['@themeport/server', '@themeport/server/**'],
    message: 'The web app never imports server code; shared rules live in @themeport/core.',
  },
  {
    regex: '(^|/)(apps/)?server/src(/|$)',
    message: 'The web app never imports server code; shared rules live in @themeport/core.',
  },
];

// Server modules reach each other only through their index.ts (docs/decisions/014).
const serverModulesDir = 'apps/server/src/modules';
const serverModules = existsSync(join(import.meta.dirname, serverModulesDir))
  ? readdirSync(join(import.meta.dirname, serverModulesDir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];

// Server modules with a queries.ts or a queries/ folder keep their SQL there: their other files
// import neither drizzle-orm nor the tables, only their types (docs/decisions/034).
const modulesWithQueries = serverModules.filter((name) =>
  ['queries.ts', 'queries'].some((entry) => existsSync(join(import.meta.dirname, serverModulesDir, name, entry))),
);
const sqlOutsideQueries = "SQL lives in the module's queries.ts or queries/ (docs/decisions/034): add a query there.";

const serverNeverWeb = {
  target: './apps/server',
  from: './apps/web',
  message: 'The server never imports the web app; shared rules live in @themeport/core.',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      '.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'reports/**',
      'tools/lint-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX, drizzle },
    settings: {
      // Without parsers and extensions the import plugin cannot read a .ts file it is led to, so
      // named and the path rules saw nothing past the file being linted.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.cts', '.mts'] },
      'import-x/extensions': ['.ts', '.tsx', '.cts', '.mts', '.js', '.jsx', '.cjs', '.mjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      // Each workspace's tsconfig: the web's `@/` alias, `.ts` extensions, workspace packages.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
          // Absolute, so the aliases resolve whatever directory ESLint is started from.
          project: [
            'apps/server/tsconfig.json',
            'apps/web/tsconfig.json',
            'packages/core/tsconfig.json',
            'packages/site-bridge/tsconfig.json',
            'e2e/tsconfig.json',
            'bench/tsconfig.json',
          ].map((tsconfig) => join(import.meta.dirname, tsconfig)),
        }),
        createNodeResolver(),
      ],
    },
    // No import cycles: tools/import-cycles.ts, after ESLint in `npm run lint`, reads the whole graph
    // once (import-x/no-cycle walked it again from every import: a third of lint's CPU, decision 041).
    rules: {
      // The guards below compare resolved files: an import that stops resolving (an alias
      // dropped from a tsconfig) would slip past them silently, so it is an error of its own.
      'import-x/no-unresolved': 'error',
      'drizzle/enforce-delete-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      'drizzle/enforce-update-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // An imported name the module does not export: in TypeScript, tsc reports it (TS2305) in every
    // file `npm run typecheck` checks; import-x/named, which parses every imported file again, stays
    // for the files tsc does not check (tools/typecheck-guards.test.ts holds both to it).
    files: ['**/*.{js,mjs,cjs,jsx}', 'vitest.config.ts'],
    rules: { 'import-x/named': 'error' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx,js,jsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: serverImportPatterns }],
      // Compared on the resolved file, so every spelling that reaches it is caught: relative,
      // the `@/` alias, a workspace package name.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/web',
              from: './apps/server',
              message: 'The web app never imports server code; shared rules live in @themeport/core.',
            },
            ...features.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message: 'Features do not import each other; compose them in app/.',
            })),
            {
              target: ['./apps/web/src/components', './apps/web/src/lib'],
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'components/ and lib/ sit below the features and app/: pass what they need in.',
            },
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'Features never import app/; app/ composes the features.',
            },
          ],
        },
      ],
    },
  },
  {
    // The shared packages sit below both apps.
    files: ['packages/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [{ target: './packages', from: './apps', message: 'packages/* never import apps/*.' }] },
      ],
    },
  },
  {
    // The server never imports the web app (each server block below repeats this zone: a later
    // block's rule replaces an earlier one's for the files both match).
    files: ['apps/server/**/*.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [serverNeverWeb] }] },
  },
  {
    // Server modules reach each other only through the other module's index.ts, its public face;
    // the module graph has no cycle (tools/module-graph.test.ts). Tests are leaves and may reach
    // further; test support files (fixtures.ts, test-*.ts) are code other files import, held to the
    // rule like the rest. (docs/decisions/014)
    files: [`${serverModulesDir}/**/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            serverNeverWeb,
            ...serverModules.map((name) => ({
              target: `./${serverModulesDir}/${name}`,
              from: `./${serverModulesDir}`,
              except: [
                `./${name}`,
                ...serverModules.filter((other) => other !== name).map((other) => `./${other}/index.ts`),
              ],
              message: 'Import another server module through its index.ts (docs/decisions/014).',
            })),
          ],
        },
      ],
    },
  },
  {
    // A module's SQL lives in its queries.ts or queries/ (docs/decisions/034).
    files: modulesWithQueries.map((name) => `${serverModulesDir}/${name}/**/*.ts`),
    ignores: ['**/*.test.ts', `${serverModulesDir}/*/queries.ts`, `${serverModulesDir}/*/queries/**`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['drizzle-orm', 'drizzle-orm/*'], allowTypeImports: true, message: sqlOutsideQueries },
            { regex: '(^|/)db/schema(\\.ts)?$', allowTypeImports: true, message: sqlOutsideQueries },
          ],
        },
      ],
    },
  },
  {
    // The layers below the modules never import upwards (docs/layers.md). http/app-context.ts
    // names the two auth types and the security monitor's type the AppContext carries.
    files: ['apps/server/src/{adapters,db,http,jobs,lib}/**/*.ts', 'apps/server/src/{config,errors,logger}.ts'],
    ignores: ['**/*.test.ts', '**/*-cli.ts'], // tests, and entry points such as db/migrate-cli.ts
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            serverNeverWeb,
            {
              target: './apps/server/src',
              from: './apps/server/src/modules',
              except: ['./auth/auth.ts', './security/index.ts'],
              message: 'Shared layers do not import modules (docs/layers.md).',
            },
            {
              target: './apps/server/src',
              from: [
                './apps/server/src/seed',
                './apps/server/src/app.ts',
                './apps/server/src/main.ts',
                './apps/server/src/boot.ts',
              ],
              message: 'Shared layers do not import seed/, app.ts or main.ts (docs/layers.md).',
            },
            {
              target: './apps/server/src/lib',
              from: './apps/server/src/http',
              message: 'lib/ sits below http/ (docs/layers.md): pass what it needs from the request in.',
            },
            {
              target: './apps/server/src/jobs',
              from: './apps/server/src/http',
              message: 'jobs/ sits below http/ (docs/layers.md): a job has no request.',
            },
          ],
        },
      ],
    },
  },
);

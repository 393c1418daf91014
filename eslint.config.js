import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const featuresDir = 'apps/web/src/features';
const features = existsSync(featuresDir) ? readdirSync(featuresDir) : [];
const serverModulesDir = 'apps/server/src/modules';
const serverModules = existsSync(serverModulesDir)
  ? readdirSync(serverModulesDir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name)
  : [];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', '**/test-results/**', '**/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The web app never imports server code; shared rules come from packages/core.
      'no-restricted-imports': ['error', { patterns: ['**/apps/server/**', '@themeport/server', '@themeport/server/*'] }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: features.map((feature) => ({
            target: `./apps/web/src/features/${feature}`,
            from: './apps/web/src/features',
            except: [`./${feature}`],
            message: 'Features do not import each other; compose them in app/.',
          })),
        },
      ],
    },
  },
  {
    // Server modules reach each other only through the other module's index.ts, its public face;
    // the module graph has no cycle (scripts/module-cycles.mjs). Tests and test support are leaves
    // and may reach further. (docs/decisions/014)
    files: [`${serverModulesDir}/**/*.ts`],
    ignores: ['**/*.test.ts', '**/fixtures.ts', '**/test-*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: serverModules.map((name) => ({
            target: `./${serverModulesDir}/${name}`,
            from: `./${serverModulesDir}`,
            except: [`./${name}`, ...serverModules.filter((other) => other !== name).map((other) => `./${other}/index.ts`)],
            message: 'Import another server module through its index.ts (docs/decisions/014).',
          })),
        },
      ],
    },
  },
  {
    // The layers below the modules never import upwards (docs/layers.md). http/app-context.ts
    // names the two auth types the AppContext carries.
    files: ['apps/server/src/{adapters,db,http,lib}/**/*.ts', 'apps/server/src/{config,errors,logger}.ts'],
    ignores: ['**/*.test.ts', '**/*-cli.ts'], // tests, and entry points such as db/migrate-cli.ts
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/server/src',
              from: './apps/server/src/modules',
              except: ['./auth/auth.ts', './auth/guards.ts'],
              message: 'Shared layers do not import modules (docs/layers.md).',
            },
            {
              target: './apps/server/src',
              from: ['./apps/server/src/seed', './apps/server/src/app.ts', './apps/server/src/main.ts', './apps/server/src/boot.ts'],
              message: 'Shared layers do not import seed/, app.ts or main.ts (docs/layers.md).',
            },
          ],
        },
      ],
    },
  },
);

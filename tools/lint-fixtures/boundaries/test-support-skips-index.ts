// expect: import-x/no-restricted-paths
// lint-as: apps/server/src/modules/cart/test-lint-fixture.ts
// Test support is held to the module rule too: only *.test.ts files are leaves.
import { loadThemeTemplates } from '../themes/templates.ts';

export const Fixture = loadThemeTemplates;

// expect: import-x/no-restricted-paths
// lint-as: apps/server/src/modules/cart/lint-fixture.ts
// A server module reaching past another module's index.ts.
import { loadThemeTemplates } from '../themes/templates.ts';

export const Fixture = loadThemeTemplates;

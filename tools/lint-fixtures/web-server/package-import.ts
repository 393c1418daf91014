// expect: import-x/no-restricted-paths
// expect: no-restricted-imports
// lint-as: apps/web/src/lib/lint-fixture.ts
// The web app reaching into the server by its package name.
import { REPO_ROOT } from '@themeport/server/src/config.ts';

export const root = REPO_ROOT;

// expect: import-x/no-restricted-paths
// expect: no-restricted-imports
// lint-as: apps/web/src/lib/lint-fixture.ts
// The web app reaching into the server by a relative path.
import { REPO_ROOT } from '../../../server/src/config.ts';

export const root = REPO_ROOT;

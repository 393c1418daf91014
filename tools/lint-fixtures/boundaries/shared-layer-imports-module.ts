// expect: import-x/no-restricted-paths
// lint-as: apps/server/src/lib/lint-fixture.ts
// A layer below the modules importing one.
import * as themes from '../modules/themes/index.ts';

export const Fixture = themes;

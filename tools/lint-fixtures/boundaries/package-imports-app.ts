// expect: import-x/no-restricted-paths
// lint-as: packages/core/src/lint-fixture.ts
// A shared package reaching up into an app.
import { loadConfig } from '../../../apps/server/src/config.ts';

export const Fixture = loadConfig;

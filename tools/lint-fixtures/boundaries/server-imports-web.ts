// expect: import-x/no-restricted-paths
// lint-as: apps/server/src/modules/themes/lint-fixture.ts
// The server reaching into the web app.
import { cn } from '../../../../web/src/lib/utils.ts';

export const Fixture = cn;

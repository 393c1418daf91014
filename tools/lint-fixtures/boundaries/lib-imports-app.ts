// expect: import-x/no-restricted-paths
// lint-as: apps/web/src/lib/lint-fixture.ts
// The web's lib/ importing the app shell.
import { MAIN_NAV } from '@/app/nav';

export const Fixture = MAIN_NAV;

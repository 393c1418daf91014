// expect: import-x/no-restricted-paths
// lint-as: apps/web/src/features/themes/lint-fixture.tsx
// A feature importing the app shell, which composes the features.
import { MAIN_NAV } from '@/app/nav';

export const Fixture = MAIN_NAV;

// expect: import-x/no-unresolved
// lint-as: apps/web/src/lib/lint-fixture.ts
// An import that resolves to no file: the path guards could not see where it leads.
import { gone } from '@/lib/does-not-exist';

export const value = gone;

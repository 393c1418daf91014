// Imports a name that exports.ts does not export: tsc must report it (tools/typecheck-guards.test.ts).
import { absent } from './exports.ts';

export const value = absent;

// expect: import-x/named
// Imports a name that exports.mjs does not export, in a file tsc does not check.
import { absent } from './exports.mjs';

export const value = absent;

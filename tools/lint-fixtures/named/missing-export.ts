// expect: import-x/named
// Imports a name that exports.ts does not export.
import { absent } from './exports.ts';

export const value = absent;

// expect: clean
import { present } from './exports.mjs';

export const value = present;

// expect: clean
import { present } from './exports.ts';

export const value = present;

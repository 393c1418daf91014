import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge } from 'tailwind-merge';
import type { ClassGroups } from '../../scripts/class-groups';
import groupsJson from './class-groups.json';

const classGroups = groupsJson as ClassGroups;

// tailwind-merge's engine with the app's own classes in its groups (scripts/class-groups.ts,
// decision 046), not its default config of every Tailwind class: same merges, a smaller first load.
const twMerge = createTailwindMerge(() => ({
  cacheSize: 500,
  theme: {},
  classGroups: Object.fromEntries(classGroups.groups.map((group, index) => [index, group])),
  conflictingClassGroups: Object.fromEntries(
    classGroups.overrides.map(([group, removed]) => [group, removed.map(String)]),
  ),
  conflictingClassGroupModifiers: {},
  // As in tailwind-merge's default config: with these, the order of variants changes the target.
  orderSensitiveModifiers: [
    '*',
    '**',
    'after',
    'backdrop',
    'before',
    'details-content',
    'file',
    'first-letter',
    'first-line',
    'marker',
    'placeholder',
    'selection',
  ],
}));

export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

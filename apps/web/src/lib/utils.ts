import { clsx, type ClassValue } from 'clsx';
import { createClassMerge, unpackClassGroups, type PackedClassGroups } from './class-merge';
import packedGroups from './class-groups.json';

// tailwind-merge's merge over the app's own classes (scripts/class-groups.ts, decision 046): the
// same results as its default config, without its engine or its list of every Tailwind class.
const merge = createClassMerge(unpackClassGroups(packedGroups as PackedClassGroups));

export function cn(...inputs: ClassValue[]): string {
  return merge(clsx(inputs));
}

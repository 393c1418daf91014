import { clsx, type ClassValue } from 'clsx';
import { createClassMerge, unpackClassGroups, type PackedClassGroups } from './class-merge';
import packedGroups from './class-groups.json';

// tailwind-merge's merge over the app's own classes (scripts/class-groups.ts, decision 046): the
// same results as its default config, without its engine or its list of every Tailwind class.
// This file holds the classes of the storefront's first script; app-class-groups.ts adds the rest
// with the app's other pages (stop 38).
const merge = createClassMerge(unpackClassGroups(packedGroups as PackedClassGroups));

/** Teaches `cn` the classes of the app's other pages (class-groups-app.json: the same groups by index). */
export function addClassGroups(packed: Pick<PackedClassGroups, 'groups'>): void {
  merge.addClasses(unpackClassGroups({ ...packed, overrides: [] }).groups);
}

export function cn(...inputs: ClassValue[]): string {
  return merge(clsx(inputs));
}

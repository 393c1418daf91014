// The Tailwind classes the web app writes, sorted into tailwind-merge's conflict groups
// (decision 046). `cn` merges with these groups alone instead of tailwind-merge's whole default
// config, which was a tenth of the storefront's first script.
//
// Run after using a class the app has not used before (the class-groups test says when):
//   npm run class-groups -w @themeport/web
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { twMerge } from 'tailwind-merge';
import type { ClassGroups, PackedClassGroups } from '../src/lib/class-merge';

export const SOURCE_DIR = fileURLToPath(new URL('../src', import.meta.url));
export const OUTPUT_FILE = fileURLToPath(new URL('../src/lib/class-groups.json', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** `md:hover:!-mt-2` → `mt-2`: variants are merged by tailwind-merge's engine, not by the groups. */
function baseClass(token: string): string {
  let depth = 0;
  let start = 0;
  for (let i = 0; i < token.length; i++) {
    const char = token[i];
    if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (char === ':' && depth === 0) start = i + 1;
  }
  return token.slice(start).replace(/^!|!$/g, '').replace(/^-/, '');
}

/**
 * Every Tailwind class in the app's source: each word of each string literal that tailwind-merge's
 * default config knows (a class it knows, written twice, merges into one). Arbitrary properties
 * (`[mask-image:…]`) are left out: the engine merges them without a config.
 */
export function appClasses(dir = SOURCE_DIR): string[] {
  const classes = new Set<string>();
  for (const file of sourceFiles(dir)) {
    const source = readFileSync(file, 'utf8');
    for (const [, ...strings] of source.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)) {
      const text = strings.find((value) => value !== undefined) ?? '';
      for (const word of text.split(/\s+/)) {
        const base = baseClass(word);
        if (base && !base.startsWith('[') && twMerge(`${base} ${base}`) === base) classes.add(base);
      }
    }
  }
  return [...classes].sort();
}

/** Sorts classes into the groups tailwind-merge's default config puts them in, by asking it. */
export function classGroupsOf(classes: string[]): ClassGroups {
  const removes = (earlier: string, later: string) => twMerge(`${earlier} ${later}`) === later;
  const groups: string[][] = [];
  for (const name of classes) {
    const group = groups.find(([first]) => removes(first!, name) && removes(name, first!));
    if (group) group.push(name);
    else groups.push([name]);
  }
  const overrides: [number, number[]][] = [];
  groups.forEach(([later], index) => {
    const removed = groups.flatMap(([earlier], other) =>
      other !== index && removes(earlier!, later!) && !removes(later!, earlier!) ? [other] : [],
    );
    if (removed.length > 0) overrides.push([index, removed]);
  });
  return { groups, overrides };
}

/** Characters the packed form gives a meaning; no class the file holds may contain them. */
const PACKING = /[{}|]/;

/**
 * `bg-{card amber-{100 50}}` for `bg-card bg-amber-100 bg-amber-50`: each run of classes with the
 * same first word written once (the classes are sorted, so a prefix's classes are together). A
 * quarter less to download than the names in full, gzipped.
 */
function packNames(names: string[]): string {
  const packed: string[] = [];
  for (let i = 0; i < names.length;) {
    const prefix = /^[^-[]+-/.exec(names[i]!)?.[0];
    let end = i + 1;
    while (prefix && end < names.length && names[end]!.startsWith(prefix)) end++;
    packed.push(
      end - i > 1
        ? `${prefix}{${packNames(names.slice(i, end).map((name) => name.slice(prefix!.length)))}}`
        : names[i]!,
    );
    i = end;
  }
  return packed.join(' ');
}

export function packClassGroups({ groups, overrides }: ClassGroups): PackedClassGroups {
  const clash = groups.flat().find((name) => PACKING.test(name));
  if (clash) throw new Error(`The class ${clash} holds a character the packed groups use: { } or |`);
  return { groups: groups.map(packNames).join('|'), overrides };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const groups = classGroupsOf(appClasses());
  writeFileSync(OUTPUT_FILE, `${JSON.stringify(packClassGroups(groups))}\n`);
  console.log(`${groups.groups.flat().length} classes in ${groups.groups.length} groups: ${OUTPUT_FILE}`);
}

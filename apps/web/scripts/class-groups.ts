// The Tailwind classes the web app writes, sorted into tailwind-merge's conflict groups
// (decision 046). `cn` merges with these groups alone instead of tailwind-merge's whole default
// config, which was a tenth of the storefront's first script.
//
// Run after using a class the app has not used before (the class-groups test says when):
//   npm run class-groups -w @themeport/web
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { twMerge } from 'tailwind-merge';
import { unpackClassGroups, type ClassGroups, type PackedClassGroups } from '../src/lib/class-merge';

export const SOURCE_DIR = fileURLToPath(new URL('../src', import.meta.url));
export const OUTPUT_FILE = fileURLToPath(new URL('../src/lib/class-groups.json', import.meta.url));
export const APP_OUTPUT_FILE = fileURLToPath(new URL('../src/lib/class-groups-app.json', import.meta.url));

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
 * Every Tailwind class in these files: each word of each string literal that tailwind-merge's
 * default config knows (a class it knows, written twice, merges into one). Arbitrary properties
 * (`[mask-image:…]`) are left out: the engine merges them without a config.
 */
function classesIn(files: Iterable<string>): string[] {
  const classes = new Set<string>();
  for (const file of files) {
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

/** Every Tailwind class in the app's source. */
export function appClasses(dir = SOURCE_DIR): string[] {
  return classesIn(sourceFiles(dir));
}

/** The first of these paths that is a file. */
function existingFile(path: string): string | undefined {
  return [path, `${path}.ts`, `${path}.tsx`, join(path, 'index.ts'), join(path, 'index.tsx')].find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
}

/** `../routes/{home,cart}.tsx` from a file's folder → both paths; a `*` in the last segment matches that folder's files. */
function globFiles(pattern: string, from: string): string[] {
  const braces = /\{([^{}]*)\}/.exec(pattern);
  if (braces) return braces[1]!.split(',').flatMap((choice) => globFiles(pattern.replace(braces[0], choice), from));
  const path = join(from, pattern);
  if (!path.includes('*')) return existsSync(path) ? [path] : [];
  const name = new RegExp(
    `^${path
      .slice(dirname(path).length + 1)
      .replace(/\./g, '\\.')
      .replace(/\*/g, '.*')}$`,
  );
  return readdirSync(dirname(path))
    .filter((file) => name.test(file))
    .map((file) => join(dirname(path), file));
}

/** The files a script imports, statically or not, and the pages of its `import.meta.glob`s (in the source only). */
function importsOf(file: string, dir: string): string[] {
  const source = readFileSync(file, 'utf8');
  const specifiers = [...source.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map(([, specifier]) => specifier!);
  const local = specifiers.flatMap((specifier) => {
    if (specifier.startsWith('@/')) return [join(dir, specifier.slice(2))];
    if (specifier.startsWith('.')) return [join(dirname(file), specifier)];
    return [];
  });
  const globbed = [...source.matchAll(/import\.meta\.glob[^(]*\(\s*\[([^\]]*)\]/g)].flatMap(([, list]) =>
    [...list!.matchAll(/'([^']+)'/g)].flatMap(([, pattern]) => globFiles(pattern!, dirname(file))),
  );
  return [...local.flatMap((path) => existingFile(path) ?? []), ...globbed];
}

/**
 * The storefront's files: what main.tsx reaches, through static and dynamic imports and the
 * storefront's page glob in routes.tsx, but not through app-routes.tsx, whose pages the router
 * adds when a visitor first goes to one (decision 046, stop 38).
 */
export function storefrontFiles(dir = SOURCE_DIR): Set<string> {
  const appRoutes = join(dir, 'app', 'app-routes.tsx');
  const seen = new Set<string>();
  const stack = [join(dir, 'main.tsx')];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file) || file === appRoutes) continue;
    seen.add(file);
    stack.push(...importsOf(file, dir));
  }
  return seen;
}

/** The storefront's classes, for the first script; the app pages' further ones in a file of their own. */
export function splitClassGroups(
  { groups, overrides }: ClassGroups,
  storefront: ReadonlySet<string>,
): { storefront: ClassGroups; app: string[][] } {
  return {
    storefront: { groups: groups.map((names) => names.filter((name) => storefront.has(name))), overrides },
    app: groups.map((names) => names.filter((name) => !storefront.has(name))),
  };
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

/** Both files' contents: the storefront's groups and overrides, and the app pages' further classes by group. */
export function classGroupFiles(
  groups: ClassGroups = classGroupsOf(appClasses()),
  dir = SOURCE_DIR,
): {
  storefront: PackedClassGroups;
  app: Pick<PackedClassGroups, 'groups'>;
} {
  const split = splitClassGroups(groups, new Set(classesIn(storefrontFiles(dir))));
  return {
    storefront: packClassGroups(split.storefront),
    app: { groups: packClassGroups({ groups: split.app, overrides: [] }).groups },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = classGroupFiles();
  writeFileSync(OUTPUT_FILE, `${JSON.stringify(files.storefront)}\n`);
  writeFileSync(APP_OUTPUT_FILE, `${JSON.stringify(files.app)}\n`);
  const count = (packed: string) => unpackClassGroups({ groups: packed, overrides: [] }).groups.flat().length;
  console.log(
    `${count(files.storefront.groups)} classes of the storefront in ${OUTPUT_FILE}, ${count(files.app.groups)} more in ${APP_OUTPUT_FILE}`,
  );
}

// Tailwind class merging for `cn` (decision 046): tailwind-merge 3's algorithm over the app's own
// class groups (scripts/class-groups.ts), without its engine. The engine's class map, validators,
// theme scales, prefixes and plugin hooks serve configs of every Tailwind class; ours is a list of
// exact names, so a lookup is a Map. Variants, `!`, negative values, postfix modifiers (`/40`) and
// arbitrary properties are read as the engine reads them; class-groups.test.ts compares the result
// with tailwind-merge's own on about 220,000 inputs.

/** Groups of classes that replace each other, and which groups each group overrides. */
export interface ClassGroups {
  /** Each group's classes, as the app writes them (without variants, `!` or a leading `-`). */
  groups: string[][];
  /** `[group, groups it removes]` by index, as `p-2` removes an earlier `px-4`. */
  overrides: [number, number[]][];
}

/** The groups as class-groups.json holds them (scripts/class-groups.ts packs them). */
export interface PackedClassGroups {
  /** Groups separated by a bar, classes by spaces, a first word shared by a run written once: bg-{card amber-{100 50}} is three classes. */
  groups: string;
  overrides: [number, number[]][];
}

export function unpackClassGroups({ groups, overrides }: PackedClassGroups): ClassGroups {
  let names = groups;
  // Innermost braces first: amber-{100 50} inside bg-{…}.
  while (names.includes('{')) {
    names = names.replace(/([^\s{}|]*)\{([^{}]*)\}/g, (_, prefix: string, rest: string) =>
      rest
        .split(' ')
        .map((name) => prefix + name)
        .join(' '),
    );
  }
  // A group none of whose classes is in this file is empty ('').
  return { groups: names.split('|').map((group) => group.split(' ').filter(Boolean)), overrides };
}

/** As in tailwind-merge's default config: with these, the order of variants changes the target. */
const ORDER_SENSITIVE = new Set([
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
]);

/** Variants sorted where their order does not matter: between arbitrary or order-sensitive ones. */
function sortModifiers(modifiers: string[]): string[] {
  const sorted: string[] = [];
  let run: string[] = [];
  for (const modifier of modifiers) {
    if (modifier[0] === '[' || ORDER_SENSITIVE.has(modifier)) {
      sorted.push(...run.sort(), modifier);
      run = [];
    } else run.push(modifier);
  }
  return [...sorted, ...run.sort()];
}

/** The answers kept, as tailwind-merge's cache keeps them: the same few strings recur on every render. */
const CACHE_SIZE = 500;

/** A merge, and a way to teach it more classes of the same groups (the app's pages', class-groups-app.json). */
export interface ClassMerge {
  (classList: string): string;
  /** Each group's further classes, by the same index as the groups the merge was made with. */
  addClasses(groups: string[][]): void;
}

export function createClassMerge({ groups, overrides }: ClassGroups): ClassMerge {
  const groupOf = new Map<string, string>();
  const addClasses = (more: string[][]) =>
    more.forEach((names, index) => names.forEach((name) => groupOf.set(name, String(index))));
  addClasses(groups);
  const removes = new Map(overrides.map(([group, removed]) => [String(group), removed.map(String)]));

  const groupId = (name: string): string | undefined => {
    // An arbitrary property ([mask-image:…]): a group per property.
    if (name[0] === '[' && name.endsWith(']')) {
      const colon = name.indexOf(':');
      return colon > 1 ? `arbitrary..${name.slice(1, colon)}` : undefined;
    }
    // A negative value (-mt-2) is in the positive one's group: taken to be written correctly.
    return groupOf.get(name[0] === '-' ? name.slice(1) : name);
  };

  const merge = (classList: string): string => {
    // From the last class back: a class is kept unless a later one took its group (under the same
    // variants and importance). Each kept class's id, and the ids of the groups it overrides.
    const taken: string[] = [];
    let result = '';
    const names = classList.trim().split(/\s+/);
    for (let index = names.length - 1; index >= 0; index--) {
      const name = names[index]!;
      const modifiers: string[] = [];
      let brackets = 0;
      let parens = 0;
      let start = 0;
      let slash = 0;
      for (let i = 0; i < name.length; i++) {
        const char = name[i];
        if (brackets === 0 && parens === 0) {
          if (char === ':') {
            modifiers.push(name.slice(start, i));
            start = i + 1;
            continue;
          }
          if (char === '/') {
            slash = i;
            continue;
          }
        }
        if (char === '[') brackets++;
        else if (char === ']') brackets--;
        else if (char === '(') parens++;
        else if (char === ')') parens--;
      }
      let base = name.slice(start);
      let important = true;
      if (base.endsWith('!')) base = base.slice(0, -1);
      else if (base[0] === '!') base = base.slice(1);
      else important = false;
      // A postfix (bg-black/40): the group of the name before the slash if it has one, else of the
      // whole name's. (The slash's position counts from before a leading ! was taken off, as in the engine.)
      const group = (slash > start && groupId(base.slice(0, slash - start))) || groupId(base);
      if (group) {
        const modifierId = sortModifiers(modifiers).join(':') + (important ? '!' : '');
        if (taken.includes(modifierId + group)) continue;
        taken.push(modifierId + group, ...(removes.get(group) ?? []).map((removed) => modifierId + removed));
      }
      result = result ? `${name} ${result}` : name;
    }
    return result;
  };

  const cache = new Map<string, string>();
  const cached = (classList: string): string => {
    let merged = cache.get(classList);
    if (merged === undefined) {
      if (cache.size >= CACHE_SIZE) cache.clear();
      merged = merge(classList);
      cache.set(classList, merged);
    }
    return merged;
  };
  return Object.assign(cached, {
    addClasses(more: string[][]) {
      addClasses(more);
      // An answer kept before may have held a class the merge did not know then.
      cache.clear();
    },
  });
}

// Reports import cycles between server modules (apps/server/src/modules/<module>/): module A imports
// module B when any non-test file of A imports a file of B. Exits 1 when a cycle exists, naming the
// modules of each cycle and one importing file per edge; --graph also prints every module's imports. File-level cycles are import-x/no-cycle's job;
// this one sees the cycles that run through several files of several modules. (docs/decisions/014)
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const showGraph = process.argv.includes('--graph');
const modulesDir = resolve(process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 'apps/server/src/modules');
const modules = readdirSync(modulesDir).filter((name) => statSync(join(modulesDir, name)).isDirectory());
const moduleOf = (file) => {
  const rel = relative(modulesDir, file);
  if (rel.startsWith('..')) return undefined;
  const name = rel.split(sep)[0];
  return modules.includes(name) ? name : undefined;
};

const files = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? files(join(dir, entry.name))
      : entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')
        ? [join(dir, entry.name)]
        : [],
  );

// import/export ... from '...', import '...', import('...'); template strings of generated sources resolve outside modules/.
const importPattern =
  /(?:^|\n)\s*(?:import|export)\b[^'"`;]*?from\s*['"]([^'"]+)['"]|(?:^|\n)\s*import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** edges.get(a).get(b) = a file of a that imports b */
const edges = new Map(modules.map((name) => [name, new Map()]));
for (const name of modules) {
  for (const file of files(join(modulesDir, name))) {
    for (const match of readFileSync(file, 'utf8').matchAll(importPattern)) {
      const spec = match[1] ?? match[2] ?? match[3];
      if (!spec.startsWith('.')) continue;
      const target = resolve(dirname(file), spec);
      const to = moduleOf(target);
      if (to === undefined || to === name || !existsSync(target)) continue;
      if (!edges.get(name).has(to)) edges.get(name).set(to, relative(process.cwd(), file));
    }
  }
}

// Tarjan's strongly connected components: every component of two or more modules is a cycle.
let index = 0;
const stack = [];
const state = new Map();
const components = [];
const visit = (node) => {
  state.set(node, { index, low: index, onStack: true });
  index += 1;
  stack.push(node);
  for (const next of edges.get(node).keys()) {
    if (!state.has(next)) {
      visit(next);
      state.get(node).low = Math.min(state.get(node).low, state.get(next).low);
    } else if (state.get(next).onStack) {
      state.get(node).low = Math.min(state.get(node).low, state.get(next).index);
    }
  }
  if (state.get(node).low === state.get(node).index) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      state.get(member).onStack = false;
      component.push(member);
    } while (member !== node);
    if (component.length > 1) components.push(component.sort());
  }
};
for (const name of modules) if (!state.has(name)) visit(name);

if (showGraph)
  for (const name of modules) console.log(`${name} -> ${[...edges.get(name).keys()].sort().join(', ') || '(none)'}`);

if (components.length === 0) {
  console.log(`No import cycle between the ${modules.length} server modules.`);
} else {
  for (const component of components) {
    console.log(`Cycle between ${component.length} modules: ${component.join(', ')}`);
    for (const from of component) {
      for (const [to, file] of edges.get(from))
        if (component.includes(to)) console.log(`  ${from} -> ${to}  (${file})`);
    }
  }
  process.exitCode = 1;
}

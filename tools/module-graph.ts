import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

// The server's modules (apps/server/src/modules/<name>/) must depend on each other one way only.
// import-x/no-cycle checks file against file, and two folders can depend on each other through
// different files with no file-level cycle (themes/service → slots/templates, slots/service →
// themes/queries). This reads every relative import of the non-test source files, folds the files
// into their module folder, and returns the folder cycles (strongly connected components).

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+['"](\.[^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|spec)\.tsx?$/.test(file))
    .map((file) => join(dir, file));
}

/** The module folders each module imports from, for the folders under `modulesDir`. */
export function moduleGraph(modulesDir: string): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  const moduleOf = (file: string): string | undefined => {
    const path = relative(modulesDir, file);
    return path.startsWith('..') ? undefined : path.split(sep)[0];
  };
  for (const file of sourceFiles(modulesDir)) {
    const from = moduleOf(file)!;
    if (!graph.has(from)) graph.set(from, new Set());
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const to = moduleOf(resolve(dirname(file), match[1]!));
      if (to && to !== from) graph.get(from)!.add(to);
    }
  }
  return graph;
}

/** The groups of modules that import each other, directly or round a loop (Tarjan). */
export function moduleCycles(graph: Map<string, Set<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) cycles.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

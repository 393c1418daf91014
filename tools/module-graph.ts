import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

// The server's modules (apps/server/src/modules/<name>/) must depend on each other one way only.
// import-x/no-cycle checks file against file, and two folders can depend on each other through
// different files with no file-level cycle (themes/service → slots/templates, slots/service →
// themes/queries). This reads every relative import of the non-test source files, folds the files
// into their module folder, and returns the folder cycles (strongly connected components).
// Imports are read from the syntax tree, so import-shaped text inside a string (the Astro source
// hosting/source-astro.ts writes out) is not taken for an import.

/** The relative specifiers of a file's import and export … from declarations (type-only ones too). */
export function relativeImports(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false);
  return file.statements.flatMap((statement) => {
    const specifier =
      ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement) ? statement.moduleSpecifier : undefined;
    return specifier && ts.isStringLiteral(specifier) && specifier.text.startsWith('.') ? [specifier.text] : [];
  });
}

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
    for (const specifier of relativeImports(file, readFileSync(file, 'utf8'))) {
      const to = moduleOf(resolve(dirname(file), specifier));
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

/** The arrows drawn in a ```modules block of a markdown page: `billing ──> accounts, slots`, one module a line. */
export function drawnModuleArrows(markdown: string): Map<string, Set<string>> {
  const block = /```modules\n([\s\S]*?)```/.exec(markdown)?.[1];
  if (block === undefined) throw new Error('no ```modules block');
  const arrows = new Map<string, Set<string>>();
  for (const line of block.split('\n').filter((text) => text.trim())) {
    const match = /^(\S+) ──> (.+)$/.exec(line.trim());
    if (!match) throw new Error(`not an arrow line: ${line}`);
    arrows.set(match[1]!, new Set(match[2]!.split(',').map((name) => name.trim())));
  }
  return arrows;
}

/** Arrows the code has but the drawing lacks ('missing'), and drawn arrows the code no longer has ('stale'). */
export function arrowDifferences(
  drawn: Map<string, Set<string>>,
  graph: Map<string, Set<string>>,
): { missing: string[]; stale: string[] } {
  const edges = (map: Map<string, Set<string>>) =>
    new Set([...map].flatMap(([from, targets]) => [...targets].map((to) => `${from} ──> ${to}`)));
  const [drawnEdges, codeEdges] = [edges(drawn), edges(graph)];
  return {
    missing: [...codeEdges].filter((edge) => !drawnEdges.has(edge)).sort(),
    stale: [...drawnEdges].filter((edge) => !codeEdges.has(edge)).sort(),
  };
}

import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { moduleCycles as cycles } from './module-graph.ts';

// No file reaches itself through value imports (docs/decisions/013, 041). This was ESLint's
// import-x/no-cycle, which walked the graph again from every import of every linted file: 27 s of
// lint's CPU. Here the graph is read once and its cycles are its strongly connected components.
// The edges are what no-cycle followed: import and export … from declarations, and import() of a
// literal; not the type-only ones (`import type`, `export type … from`, or every named specifier
// marked `type`), and not a specifier that resolves into node_modules (no-cycle's ignoreExternal).
// Specifiers resolve as tsc resolves them, under the tsconfig nearest the importing file (the web's
// `@/` alias, `.ts` extensions, the workspace packages followed to their source).

const sourceExtension = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
// What .gitignore keeps out: installed, built (the web's SSR bundle in dist-server too), written at run time.
const skippedFolders = new Set([
  'node_modules',
  'dist',
  'dist-server',
  'build',
  'coverage',
  '.data',
  'test-results',
  'playwright-report',
  'reports',
  '.git',
]);

/** The source files under `dir`, leaving out what is installed, built or written at run time. */
export function sourceFiles(dir: string, skip: (path: string) => boolean = () => false): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (skip(path)) continue;
    if (entry.isDirectory()) {
      if (!skippedFolders.has(entry.name)) files.push(...sourceFiles(path, skip));
    } else if (sourceExtension.test(entry.name)) files.push(path);
  }
  return files;
}

/** The specifiers of a file's value imports: static, re-exports and import() of a string literal. */
export function valueImports(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, scriptKind(fileName));
  const specifiers: string[] = [];
  for (const statement of file.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      if (!importsOnlyTypes(statement.importClause)) specifiers.push(statement.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(statement) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      const clause = statement.exportClause;
      const onlyTypes =
        statement.isTypeOnly ||
        (clause !== undefined &&
          ts.isNamedExports(clause) &&
          clause.elements.length > 0 &&
          clause.elements.every((element) => element.isTypeOnly));
      if (!onlyTypes) specifiers.push(statement.moduleSpecifier.text);
    }
  }
  // import() can sit anywhere; most files have none, so the tree is walked only when the text can hold one.
  if (/\bimport\s*\(/.test(source)) {
    const visit = (node: ts.Node): void => {
      if (
        ts.isCallExpression(node) &&
        node.expression.kind === ts.SyntaxKind.ImportKeyword &&
        node.arguments[0] &&
        ts.isStringLiteralLike(node.arguments[0])
      ) {
        specifiers.push(node.arguments[0].text);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return specifiers;
}

function importsOnlyTypes(clause: ts.ImportClause | undefined): boolean {
  if (!clause) return false; // `import './x'` runs the module
  if (clause.isTypeOnly) return true;
  if (clause.name || !clause.namedBindings || !ts.isNamedImports(clause.namedBindings)) return false;
  const { elements } = clause.namedBindings;
  return elements.length > 0 && elements.every((element) => element.isTypeOnly);
}

function scriptKind(fileName: string): ts.ScriptKind {
  if (/\.[mc]?tsx?$/.test(fileName)) return fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return fileName.endsWith('x') ? ts.ScriptKind.JSX : ts.ScriptKind.JS;
}

interface Resolver {
  options: ts.CompilerOptions;
  cache: ts.ModuleResolutionCache;
}

/** Resolves a specifier from a file under the compiler options of the tsconfig nearest to it. */
export function createResolve(): (specifier: string, from: string) => string | undefined {
  const resolvers = new Map<string, Resolver>();
  const resolverFor = (dir: string): Resolver => {
    const configFile = ts.findConfigFile(dir, ts.sys.fileExists) ?? '';
    let resolver = resolvers.get(configFile);
    if (!resolver) {
      const parsed = configFile
        ? ts.getParsedCommandLineOfConfigFile(
            configFile,
            {},
            { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
          )
        : undefined;
      // allowJs: a .js or .mjs file is part of the graph as no-cycle saw it.
      const options = { ...(parsed?.options ?? {}), allowJs: true };
      resolver = { options, cache: ts.createModuleResolutionCache(dir, (name) => name, options) };
      resolvers.set(configFile, resolver);
    }
    return resolver;
  };
  return (specifier, from) => {
    const { options, cache } = resolverFor(dirname(from));
    const resolved = ts.resolveModuleName(specifier, from, options, ts.sys, cache).resolvedModule;
    const file = resolved?.resolvedFileName;
    return file && sourceExtension.test(file) && !file.split(sep).includes('node_modules') ? file : undefined;
  };
}

/** The value-import graph from `entries`, following imports to files outside them too. */
export function importGraph(entries: string[]): Map<string, Set<string>> {
  const resolve = createResolve();
  const graph = new Map<string, Set<string>>();
  const pending = [...entries];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (graph.has(file)) continue;
    const targets = new Set<string>();
    graph.set(file, targets);
    for (const specifier of valueImports(file, readFileSync(file, 'utf8'))) {
      const target = resolve(specifier, file);
      if (target && target !== file) {
        targets.add(target);
        if (!graph.has(target)) pending.push(target);
      }
    }
  }
  return graph;
}

/** One loop through a group, as a path of files: a → b → … → a. */
export function loopThrough(group: string[], graph: Map<string, Set<string>>): string[] {
  const members = new Set(group);
  const start = group[0]!;
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const to of graph.get(node) ?? []) {
      if (!members.has(to)) continue;
      if (to === start) {
        const path = [start];
        for (let at: string | undefined = node; at && at !== start; at = previous.get(at)) path.splice(1, 0, at);
        return [...path, start];
      }
      if (!previous.has(to)) {
        previous.set(to, node);
        queue.push(to);
      }
    }
  }
  return group;
}

// `tsx tools/import-cycles.ts` (part of `npm run lint`): the repository's files, as `eslint .` sees them.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = join(import.meta.dirname, '..');
  const fixtures = join(root, 'tools/lint-fixtures');
  const graph = importGraph(sourceFiles(root, (path) => path === fixtures));
  const found = cycles(graph);
  for (const group of found) {
    const loop = loopThrough(group, graph).map((file) => relative(root, file));
    console.error(
      `Dependency cycle: ${loop.join(' → ')}${group.length > loop.length - 1 ? ` (${group.length} files reach each other)` : ''}`,
    );
  }
  if (found.length > 0) process.exit(1);
}

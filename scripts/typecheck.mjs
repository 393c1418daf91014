// `npm run typecheck`: every workspace's tsconfig, incremental (build info under node_modules/.cache/tsc/,
// so a fresh clone checks everything and a second run only what changed).
// Projects whose compiler options are the same (core, server, bench and tools: the base options) are
// checked as one program: bench and tools import the server and core, so checked apart the server
// and core were checked three times over (decision 041). A file is
// checked under the same options either way; a project with options of its own is a program of its own.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

export const projects = ['packages/core', 'packages/site-bridge', 'apps/server', 'apps/web', 'e2e', 'bench', 'tools'];
const cacheDir = 'node_modules/.cache/tsc';

const formatHost = {
  getCanonicalFileName: (fileName) => fileName,
  getCurrentDirectory: ts.sys.getCurrentDirectory,
  getNewLine: () => ts.sys.newLine,
};
const report = (diagnostics) =>
  process.stdout.write(
    process.stdout.isTTY
      ? ts.formatDiagnosticsWithColorAndContext(diagnostics, formatHost)
      : ts.formatDiagnostics(diagnostics, formatHost),
  );

function typecheck() {
  const configErrors = [];
  const groups = new Map();
  for (const project of projects) {
    const parsed = ts.getParsedCommandLineOfConfigFile(
      join(project, 'tsconfig.json'),
      {},
      { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (diagnostic) => configErrors.push(diagnostic) },
    );
    if (!parsed) continue;
    configErrors.push(...parsed.errors);
    // The same options, and the same folders for `types` (the node_modules/@types from the tsconfig's
    // folder up that exist).
    const { configFilePath: _configFilePath, ...options } = parsed.options;
    const typeRoots = ts.getEffectiveTypeRoots(parsed.options, ts.sys)?.filter((dir) => ts.sys.directoryExists(dir));
    const key = JSON.stringify({ options, typeRoots });
    const group = groups.get(key) ?? { projects: [], fileNames: new Set(), options: parsed.options };
    group.projects.push(project);
    for (const fileName of parsed.fileNames) group.fileNames.add(fileName);
    groups.set(key, group);
  }
  if (configErrors.length > 0) {
    report(configErrors);
    return 1;
  }

  mkdirSync(cacheDir, { recursive: true });
  let failed = false;
  for (const group of groups.values()) {
    const options = {
      ...group.options,
      incremental: true,
      tsBuildInfoFile: join(
        cacheDir,
        `${group.projects.map((project) => project.replace('/', '-')).join('+')}.tsbuildinfo`,
      ),
    };
    const program = ts.createIncrementalProgram({ rootNames: [...group.fileNames], options });
    const diagnostics = [
      ...program.getConfigFileParsingDiagnostics(),
      ...program.getOptionsDiagnostics(),
      ...program.getGlobalDiagnostics(),
      ...program.getSyntacticDiagnostics(),
      ...program.getSemanticDiagnostics(),
    ];
    program.emit(); // with noEmit, writes only the build info
    if (diagnostics.length > 0) {
      report(diagnostics);
      failed = true;
    }
  }
  return failed ? 1 : 0;
}

// Imported by tools/typecheck-guards.test.ts for the project list; run as `npm run typecheck`.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = typecheck();

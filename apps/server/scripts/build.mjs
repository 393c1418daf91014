// `npm run build -w @themeport/server`: the server as JavaScript in apps/server/dist (decision 044).
// Our code and the packages it imports at start-up are one bundle: Node's loader resolving, reading
// and compiling hundreds of files one by one was most of the start-up. What must load from
// node_modules as installed (WASM, native binaries, worker-thread files, assets read from a
// package's folder) stays external, and so do the optional adapters' SDKs. Modules reached only through `import()` (the
// Stripe, S3, SMTP, Sentry and hosting adapters) get chunks of their own, so their libraries load
// only when configured. The chunks sit next to main.js: `new URL('../../../', import.meta.url)`
// finds the repository root from any of them.
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const outdir = join(serverDir, 'dist');

/**
 * Loaded from node_modules at run time: PGlite (WASM and data files), pino (its transports run files
 * in worker threads), swagger-ui-dist (its assets), esbuild and next (native binaries), and the
 * SDKs of adapters that load only when configured.
 */
const EXTERNAL =
  /^(@electric-sql\/pglite|pino|thread-stream|swagger-ui-dist|esbuild|next|@sentry\/[^/]+|@aws-sdk\/[^/]+|stripe|nodemailer|isomorphic-git|pdf-lib)(\/|$)/;

const keepExternal = {
  name: 'keep-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('node:') || EXTERNAL.test(args.path) ? { path: args.path, external: true } : undefined,
    );
  },
};

rmSync(outdir, { recursive: true, force: true });
const started = Date.now();
await build({
  absWorkingDir: serverDir,
  entryPoints: { main: 'src/main.ts' },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  chunkNames: 'chunk-[hash]',
  // Stack traces name src/… files and lines; the sources' text stays out of the maps (and of memory).
  sourcemap: true,
  sourcesContent: false,
  legalComments: 'none',
  // Bundled CommonJS (pg and its helpers) calls require() for Node's own modules.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
  plugins: [keepExternal],
});
console.log(`server built in ${Date.now() - started} ms: apps/server/dist/main.js`);

// `npm run build -w @themeport/server`: the server as JavaScript in apps/server/dist (decision 044).
// Our workspace packages (TypeScript) are bundled in; every other package stays in node_modules.
// Modules reached only through `import()` (the Stripe, S3, SMTP, Sentry and hosting adapters) get
// chunks of their own, so their libraries load only when configured. The chunks sit next to
// main.js: `new URL('../../../', import.meta.url)` finds the repository root from any of them.
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const outdir = join(serverDir, 'dist');

/** Bare imports stay imports, except our own workspace packages, which ship TypeScript sources. */
const keepPackagesExternal = {
  name: 'keep-packages-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@themeport/') ? undefined : { path: args.path, external: true },
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
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [keepPackagesExternal],
});
console.log(`server built in ${Date.now() - started} ms: apps/server/dist/main.js`);

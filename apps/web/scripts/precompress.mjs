// After `vite build`: a Brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside each
// compressible file of dist/, kept only when smaller. The server sends the copy the browser accepts
// (apps/server/src/modules/web-host/static-files.ts), so nothing is compressed per request.
// Usage: node scripts/precompress.mjs [dist directory]
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const dist = process.argv[2] ?? join(import.meta.dirname, '..', 'dist');
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|map|wasm|webmanifest)$/i;
const MIN_BYTES = 1_024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile() && COMPRESSIBLE.test(entry.name)) yield path;
  }
}

let count = 0;
let original = 0;
let compressed = 0;
for await (const file of files(dist)) {
  const { size } = await stat(file);
  if (size < MIN_BYTES) continue;
  const body = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: 9 }),
  ]);
  if (br.length < body.length) await writeFile(`${file}.br`, br);
  if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
  count += 1;
  original += body.length;
  compressed += Math.min(br.length, body.length);
}
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(`precompressed ${count} files: ${kb(original)} → ${kb(compressed)} with Brotli`);

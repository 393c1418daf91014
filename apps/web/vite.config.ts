import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The libraries every page runs, each a chunk of its own: a server-rendered page's loader runs
// them one task each before the entry (decision 046), where together with the entry they were one
// long task.
const LIBRARY_CHUNKS = [
  {
    name: 'react-dom',
    test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|src[\\/]app[\\/]react-dom-stage\.ts$/,
  },
  { name: 'react-router', test: /node_modules[\\/]react-router[\\/]/ },
  { name: 'tanstack-query', test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/ },
];

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';
const proxied = ['/api', '/uploads', '/sitemap.xml', '/robots.txt'];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: apiTarget, changeOrigin: true }])),
  },
  // `vite build --ssr src/entry-server.tsx`: the storefront's server renderer (decision 042), next to
  // the browser build and outside what the server sends as files. @themeport/core is TypeScript
  // source, so it is bundled rather than imported at run time.
  ...(isSsrBuild ? { ssr: { noExternal: ['@themeport/core'] } } : {}),
  build: {
    outDir: isSsrBuild ? 'dist-server' : 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // dist/.vite/manifest.json (never served: the host hides dot-folders): the server names a
    // rendered page's route chunks from it for the browser to fetch early (decision 046).
    manifest: !isSsrBuild,
    rolldownOptions: {
      // The browser build has a second entry: the server-rendered pages' loader (src/after-paint.ts,
      // decision 046), at a fixed address the server names in those pages.
      ...(isSsrBuild
        ? {}
        : {
            input: {
              index: fileURLToPath(new URL('./index.html', import.meta.url)),
              'after-paint': 'src/after-paint.ts',
            },
            output: {
              entryFileNames: (chunk: { name: string }) =>
                chunk.name === 'after-paint' ? 'after-paint.js' : 'assets/[name]-[hash].js',
              // Other chunks by their hash alone: the entry lists every chunk a page can load in
              // Vite's dependency map (__vite__mapDeps), and each chunk names those it imports, so
              // names were 1.2 KB gzipped of the home page's script (decision 046). The libraries'
              // chunks keep theirs.
              chunkFileNames: (chunk: { name: string }) =>
                LIBRARY_CHUNKS.some(({ name }) => name === chunk.name) ? 'assets/[name]-[hash].js' : 'assets/[hash].js',
              codeSplitting: { groups: LIBRARY_CHUNKS },
            },
          }),
      // zod schema builders have no side effects: an unused schema in @themeport/core (the web
      // app parses its URL without zod) is dropped instead of pulling zod into the storefront.
      treeshake: { manualPureFunctions: ['z'] },
    },
  },
}));

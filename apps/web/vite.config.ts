import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

// What the home page shares with other pages (the theme cards, prices, badges, the list states
// and their icons): one chunk. Left to the bundler, each set of pages sharing a module was a file
// of its own, ten files of 0.2–1.8 KB on the home page, each with its own compression tables and
// import lines: 124.7 → 122.0 KB gzipped, 18 → 6 files (decision 046, stop 38). A module the home
// page starts sharing lands in a small file of its own until it is named here (the bench says so).
const HOME_SHARED_CHUNK = {
  name: 'home-shared',
  test: new RegExp(
    [
      /apps[\\/]web[\\/]src[\\/]features[\\/]themes[\\/](theme-card|theme-grid|list-states|seller-line|paths|storefront-sections|theme-section)\.tsx?$/,
      /apps[\\/]web[\\/]src[\\/]components[\\/]ui[\\/](badge|skeleton)\.tsx$/,
      /packages[\\/]core[\\/]src[\\/](themes|taxonomy|price)\.ts$/,
      /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](arrow-right|code-xml|layers|palette|refresh-cw|star)\.mjs$/,
    ]
      .map(({ source }) => source)
      .join('|'),
  ),
};

/**
 * lucide-react's icons drawn by our component (src/lib/lucide-icon.ts, decision 046 stop 38): each
 * icon module imports lucide's `createLucideIcon`, and in the browser build that import is ours.
 * The server renders with lucide's own; lucide-icon.test.tsx checks both draw the same markup.
 */
function ownLucideIcons(): Plugin {
  const ours = fileURLToPath(new URL('./src/lib/lucide-icon.ts', import.meta.url));
  return {
    name: 'themeport:lucide-icon',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const fromIcon = importer !== undefined && /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/.test(importer);
      return fromIcon && source === '../createLucideIcon.mjs' ? ours : null;
    },
  };
}

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';
const proxied = ['/api', '/uploads', '/sitemap.xml', '/robots.txt'];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [ownLucideIcons()])],
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
              codeSplitting: { groups: [...LIBRARY_CHUNKS, HOME_SHARED_CHUNK] },
            },
          }),
      // zod schema builders have no side effects: an unused schema in @themeport/core (the web
      // app parses its URL without zod) is dropped instead of pulling zod into the storefront.
      treeshake: { manualPureFunctions: ['z'] },
    },
  },
}));

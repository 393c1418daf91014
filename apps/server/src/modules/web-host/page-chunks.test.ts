import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPageChunksLoader, pageChunksFrom } from './page-chunks.ts';

// A manifest as vite writes it (the keys: sources, index.html and shared chunks with a leading _).
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-2.js', '_runtime-3.js'] },
  '_react-2.js': { file: 'assets/react-2.js', imports: ['_runtime-3.js'] },
  '_runtime-3.js': { file: 'assets/runtime-3.js' },
  '_icon-4.js': { file: 'assets/icon-4.js', imports: ['_react-2.js'] },
  '_grid-5.js': { file: 'assets/grid-5.js', imports: ['index.html', '_icon-4.js'] },
  '_query-6.js': { file: 'assets/query-6.js', imports: ['_react-2.js'] },
  'src/app/query-layout.tsx': { file: 'assets/query-layout-7.js', imports: ['_query-6.js', 'index.html'] },
  'src/routes/home.tsx': { file: 'assets/home-8.js', imports: ['_grid-5.js', '_icon-4.js', 'index.html'] },
  'src/routes/themes.tsx': { file: 'assets/themes-9.js', imports: ['_grid-5.js', '_query-6.js'] },
};

describe('pageChunksFrom', () => {
  const chunksOf = pageChunksFrom(MANIFEST);

  it("names a page's chunks beyond the entry's: those that import the entry to fetch, the others to run", () => {
    expect(chunksOf(['src/routes/home.tsx'])).toEqual({
      run: ['/assets/icon-4.js'],
      fetch: ['/assets/home-8.js', '/assets/grid-5.js'],
    });
  });

  it('takes every route module of the page, each chunk once', () => {
    expect(chunksOf(['src/app/query-layout.tsx', 'src/routes/themes.tsx'])).toEqual({
      run: ['/assets/query-6.js', '/assets/icon-4.js'],
      fetch: ['/assets/query-layout-7.js', '/assets/themes-9.js', '/assets/grid-5.js'],
    });
  });

  it('names nothing for a module the build does not have', () => {
    expect(chunksOf(['src/routes/gone.tsx'])).toEqual({ run: [], fetch: [] });
  });
});

describe('createPageChunksLoader', () => {
  it('reads the build manifest, and names nothing for a build without one', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'themeport-chunks-'));
    try {
      const load = createPageChunksLoader(root);
      expect((await load())(['src/routes/home.tsx'])).toEqual({ run: [], fetch: [] });
      mkdirSync(path.join(root, '.vite'));
      writeFileSync(path.join(root, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
      expect((await load())(['src/routes/home.tsx']).fetch).toContain('/assets/home-8.js');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

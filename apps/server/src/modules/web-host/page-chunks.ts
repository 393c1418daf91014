import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** One chunk of Vite's build manifest (dist/.vite/manifest.json): its file and what it imports. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

type Manifest = Record<string, ManifestChunk>;

/**
 * A rendered page's route modules (manifest keys such as src/routes/home.tsx) → its chunks' paths:
 * those that can run before the entry (they do not import it: libraries, icons, helpers) and those
 * only to fetch (they import the entry, so they run after it).
 */
export type PageChunks = (modules: string[]) => { run: string[]; fetch: string[] };

const NONE: PageChunks = () => ({ run: [], fetch: [] });

/**
 * The chunks a server-rendered page needs beyond the entry's (decision 046): each of its route
 * modules' files with everything they import, in the manifest's order, less what the entry
 * already loads. The browser's loader fetches them while the entry's libraries run, so hydration
 * finds them loaded instead of adding a preload link for each in its own long task.
 */
export function pageChunksFrom(manifest: Manifest): PageChunks {
  const closure = (keys: string[], into = new Set<string>()) => {
    for (const key of keys) {
      if (into.has(key) || !manifest[key]) continue;
      into.add(key);
      closure(manifest[key].imports ?? [], into);
    }
    return into;
  };
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const loadedByEntry = closure(entries);
  const importsEntry = (key: string) => entries.some((entry) => closure([key]).has(entry));
  // One answer per set of route modules: as many as the storefront has pages, not visitors.
  const known = new Map<string, ReturnType<PageChunks>>();
  return (modules) => {
    const id = modules.join(',');
    let chunks = known.get(id);
    if (!chunks) {
      chunks = { run: [], fetch: [] };
      for (const key of closure(modules)) {
        if (!loadedByEntry.has(key)) chunks[importsEntry(key) ? 'fetch' : 'run'].push(`/${manifest[key]!.file}`);
      }
      known.set(id, chunks);
    }
    return chunks;
  };
}

/**
 * The web build's manifest as a PageChunks, re-read when the file changes (a rebuild while
 * running). A build without a manifest names no chunks: the page still hydrates, fetching them
 * as it goes.
 */
export function createPageChunksLoader(webDistDir: string) {
  const file = path.join(webDistDir, '.vite', 'manifest.json');
  let cached: { mtimeMs: number; chunks: PageChunks } | null = null;
  return async (): Promise<PageChunks> => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      return NONE;
    }
    if (cached === null || cached.mtimeMs !== mtimeMs) {
      cached = { mtimeMs, chunks: pageChunksFrom(JSON.parse(await readFile(file, 'utf8')) as Manifest) };
    }
    return cached.chunks;
  };
}

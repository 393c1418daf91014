import type { RouteObject } from 'react-router';

/** The route's handle: where its module is, as Vite's manifest names it. */
export interface RouteHandle {
  source: string;
}

export type RouteModule = Awaited<ReturnType<Extract<NonNullable<RouteObject['lazy']>, () => unknown>>>;

/** Each page's module by its path from src/app (`../routes/home.tsx`, `./query-layout.tsx`), as `import.meta.glob` there gives them. */
export type RouteModules = Record<string, () => Promise<RouteModule>>;

/**
 * A route's module, loaded on demand (a chunk of its own), and its handle, which names the module
 * by its key in Vite's manifest so the server can name a rendered page's chunks for the browser to
 * fetch before it hydrates (decision 046).
 */
export function routePage(
  modules: RouteModules,
  path: `${'routes' | 'app'}/${string}`,
): Pick<RouteObject, 'lazy' | 'handle'> {
  const source = `src/${path}.tsx`;
  const load = modules[path.startsWith('app/') ? `./${path.slice('app/'.length)}.tsx` : `../${path}.tsx`];
  if (!load) throw new Error(`No module ${source} for a route`);
  const handle: RouteHandle = { source };
  return { lazy: load, handle };
}

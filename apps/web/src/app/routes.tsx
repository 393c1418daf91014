import { STOREFRONT_WEB_PATHS } from '@themeport/core';
import { matchPath, matchRoutes, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { loadHomeData } from '@/features/themes/home-data';
import { RootFallback, RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { routePage, type RouteModule } from './route-page';
import type { StorefrontLoaders } from './storefront-loaders';

export type { RouteHandle } from './route-page';

// The storefront's pages, by their path in the source: the routes load them on demand (a chunk
// each). The rest of the app's pages are in app-routes.tsx, which the router adds when a visitor
// first goes to one (decision 046, stop 38).
const MODULES = import.meta.glob<RouteModule>([
  '../routes/{home,themes,theme-detail,developer,for-developers,pricing,cart,terms,not-found}.tsx',
  './query-layout.tsx',
]);
const page = (path: Parameters<typeof routePage>[1]) => routePage(MODULES, path);

/**
 * The pages the server renders to HTML (decision 042); every other path gets the shell and is
 * rendered in the browser.
 */
export const SERVER_RENDERED_PATHS = [
  STOREFRONT_WEB_PATHS.home,
  STOREFRONT_WEB_PATHS.themes,
  STOREFRONT_WEB_PATHS.theme,
  STOREFRONT_WEB_PATHS.developer,
  STOREFRONT_WEB_PATHS.forDevelopers,
  STOREFRONT_WEB_PATHS.pricing,
] as const;

/** The storefront's pages: the routes the first script knows; any other path is looked up in app-routes.tsx. */
const STOREFRONT_PATHS = Object.values(STOREFRONT_WEB_PATHS);

/** The layout every page after the home page sits in; the app's other pages are added to it. */
const PAGES_ROUTE_ID = 'pages';

/**
 * The route objects both sides use: the browser router and the server's static handler (same
 * tree, so the same route ids). The storefront's loaders are the server's, except the home
 * page's, which also runs in the browser: the other pages fetch what they show through the query
 * cache, and those loaders' code stays out of the first load. Every page is its own chunk, so the
 * storefront loads only what it shows. Paths come from STOREFRONT_WEB_PATHS (packages/core), part
 * of the WEB_PATHS the server reads to answer unknown paths with 404.
 */
export function createRoutes(loaders: Partial<StorefrontLoaders> = {}): RouteObject[] {
  return [
    {
      path: STOREFRONT_WEB_PATHS.home,
      Component: RootLayout,
      HydrateFallback: RootFallback,
      ...(loaders.root ? { loader: loaders.root } : {}),
      children: [
        {
          ErrorBoundary: RouteError,
          children: [
            // The home page reads its data through its loader on both sides, without the query
            // cache; every other page is under the layout that brings it (decision 046).
            { index: true, loader: loaders.home ?? loadHomeData, ...page('routes/home') },
            {
              id: PAGES_ROUTE_ID,
              ...page('app/query-layout'),
              children: [
                {
                  path: STOREFRONT_WEB_PATHS.themes,
                  ...(loaders.themes ? { loader: loaders.themes } : {}),
                  ...page('routes/themes'),
                },
                {
                  path: STOREFRONT_WEB_PATHS.theme,
                  ...(loaders.theme ? { loader: loaders.theme } : {}),
                  ...page('routes/theme-detail'),
                },
                {
                  path: STOREFRONT_WEB_PATHS.developer,
                  ...(loaders.developer ? { loader: loaders.developer } : {}),
                  ...page('routes/developer'),
                },
                { path: STOREFRONT_WEB_PATHS.forDevelopers, ...page('routes/for-developers') },
                { path: STOREFRONT_WEB_PATHS.pricing, ...page('routes/pricing') },
                { path: STOREFRONT_WEB_PATHS.cart, ...page('routes/cart') },
                { path: STOREFRONT_WEB_PATHS.terms, ...page('routes/terms') },

                // Any path not in WEB_PATHS: the server answers it with status 404 too. A path of
                // the app's other pages matches this until app-routes.tsx is added.
                { path: '*', ...page('routes/not-found') },
              ],
            },
          ],
        },
      ],
    },
  ];
}

/**
 * The router's `patchRoutesOnNavigation`: the first time a visitor goes to a path that is not a
 * storefront page (or loads one), the app's other pages are added, and the router matches again.
 * The same routes added twice are kept once (React Router compares them), so this may run on
 * every such navigation, as it does for a path nothing matches.
 */
export const discoverAppRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (STOREFRONT_PATHS.some((pattern) => matchPath({ path: pattern, end: true }, path) !== null)) return;
  const { appPageRoutes, editorTestRoutes } = await import('./app-routes');
  patch(PAGES_ROUTE_ID, appPageRoutes());
  patch(null, editorTestRoutes());
};

/**
 * Loads the page chunks the location matches, so the first render (hydrating the server's HTML)
 * has the page itself, not the route's HydrateFallback.
 */
export async function resolveLazyRoutes(routes: RouteObject[], location: string): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

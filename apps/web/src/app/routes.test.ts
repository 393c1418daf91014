import { WEB_PATHS } from '@themeport/core';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createRoutes, discoverAppRoutes } from './routes';

type Patch = Parameters<typeof discoverAppRoutes>[0]['patch'];

/** discoverAppRoutes's answer for a path: the patches it made (the parent's id, the paths added). */
async function patchesFor(path: string): Promise<[string | null, RouteObject[]][]> {
  const patches: [string | null, RouteObject[]][] = [];
  const patch: Patch = (routeId, children) => void patches.push([routeId, children]);
  await discoverAppRoutes({ path, patch, matches: [], signal: new AbortController().signal, fetcherKey: undefined });
  return patches;
}

function pathsOf(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => [...(route.path ? [route.path] : []), ...pathsOf(route.children ?? [])]);
}

// The first script knows the storefront's pages; the app's come from app-routes.tsx when a visitor
// first goes to one (decision 046, stop 38).
describe('route discovery', () => {
  it('adds nothing for a storefront page', async () => {
    for (const path of ['/', '/themes', '/themes/lumen-portfolio', '/developers/acme', '/pricing', '/cart', '/terms'])
      expect(await patchesFor(path)).toEqual([]);
  });

  it('adds the app’s pages under the pages layout, and the editor’s test pages at the top', async () => {
    const patches = await patchesFor('/client-portal/sites');
    expect(patches.map(([routeId]) => routeId)).toEqual(['pages', null]);
    expect(pathsOf(patches[0]![1])).toEqual(
      expect.arrayContaining([WEB_PATHS.signIn, WEB_PATHS.clientPortal, WEB_PATHS.cms, WEB_PATHS.adminPortal]),
    );
    expect(pathsOf(patches[1]![1])).toEqual([WEB_PATHS.editorIntegrationTest, WEB_PATHS.hardcodedOverlayTest]);
  });

  it('lets the router reach an app page the splat matched before', async () => {
    const router = createMemoryRouter(createRoutes(), {
      initialEntries: ['/pricing'],
      patchRoutesOnNavigation: discoverAppRoutes,
    });
    await router.navigate(WEB_PATHS.forgotPassword);
    expect(router.state.matches.at(-1)?.route.path).toBe(WEB_PATHS.forgotPassword);
    await router.navigate('/no-such-page');
    expect(router.state.matches.at(-1)?.route.path).toBe('*');
    // Both visits added the app's pages; they are there once.
    const pages = router.routes[0]!.children![0]!.children!.find((route) => route.id === 'pages')!;
    expect(pages.children!.filter((route) => route.path === undefined)).toHaveLength(1);
    expect(router.routes).toHaveLength(2);
    router.dispose();
  });
});

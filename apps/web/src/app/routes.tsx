import { WEB_PATHS } from '@themeport/core';
import { matchRoutes, Navigate, type RouteObject } from 'react-router';
import { loadHomeData } from '@/features/themes/home-data';
import { RequireRole } from './require-role';
import { RootFallback, RootLayout } from './root-layout';
import { RouteError } from './route-error';
import type { StorefrontLoaders } from './storefront-loaders';

// Every page's module, by its path in the source: the routes load them on demand (a chunk each),
// and each route names its module in `handle.source`, the key of Vite's manifest, so the server
// can name a rendered page's chunks for the browser to fetch before it hydrates (decision 046).
const MODULES = import.meta.glob<RouteModule>(['/src/routes/*.tsx', '/src/app/query-layout.tsx']);

/** The route's handle: where its module is, as Vite's manifest names it. */
export interface RouteHandle {
  source: string;
}

type RouteModule = Awaited<ReturnType<Extract<NonNullable<RouteObject['lazy']>, () => unknown>>>;

function page(path: `${'routes' | 'app'}/${string}`): Pick<RouteObject, 'lazy' | 'handle'> {
  const source = `src/${path}.tsx`;
  const load = MODULES[`/${source}`];
  if (!load) throw new Error(`No module ${source} for a route`);
  const handle: RouteHandle = { source };
  return { lazy: load, handle };
}

/**
 * The pages the server renders to HTML (decision 042); every other path gets the shell and is
 * rendered in the browser.
 */
export const SERVER_RENDERED_PATHS = [
  WEB_PATHS.home,
  WEB_PATHS.themes,
  WEB_PATHS.theme,
  WEB_PATHS.developer,
  WEB_PATHS.forDevelopers,
  WEB_PATHS.pricing,
] as const;

/**
 * The route objects both sides use: the browser router and the server's static handler (same
 * tree, so the same route ids). The storefront's loaders are the server's, except the home
 * page's, which also runs in the browser: the other pages fetch what they show through the query
 * cache, and those loaders' code stays out of the first load. Every page is its own chunk, so the
 * storefront loads only what it shows. Paths come from WEB_PATHS (packages/core), which the
 * server also reads to answer unknown paths with 404.
 */
export function createRoutes(loaders: Partial<StorefrontLoaders> = {}): RouteObject[] {
  return [
    // spec 001 §2.15: the editor's internal test pages, outside the main layout (absent in
    // production); they read through the query cache, so the query layout is around them too.
    {
      ...page('app/query-layout'),
      children: [
        {
          path: WEB_PATHS.editorIntegrationTest,
          ...page('routes/editor-integration-test'),
          ErrorBoundary: RouteError,
        },
        {
          path: WEB_PATHS.hardcodedOverlayTest,
          ...page('routes/hardcoded-overlay-test'),
          ErrorBoundary: RouteError,
        },
      ],
    },
    {
      path: WEB_PATHS.home,
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
              ...page('app/query-layout'),
              children: [
                {
                  path: WEB_PATHS.themes,
                  ...(loaders.themes ? { loader: loaders.themes } : {}),
                  ...page('routes/themes'),
                },
                {
                  path: WEB_PATHS.theme,
                  ...(loaders.theme ? { loader: loaders.theme } : {}),
                  ...page('routes/theme-detail'),
                },
                {
                  path: WEB_PATHS.developer,
                  ...(loaders.developer ? { loader: loaders.developer } : {}),
                  ...page('routes/developer'),
                },
                { path: WEB_PATHS.forDevelopers, ...page('routes/for-developers') },
                { path: WEB_PATHS.pricing, ...page('routes/pricing') },
                { path: WEB_PATHS.cart, ...page('routes/cart') },

                // Authentication (spec 000 §2): /auth and /signin are the same sign-in screen.
                { path: WEB_PATHS.signIn, ...page('routes/sign-in') },
                { path: WEB_PATHS.auth, ...page('routes/sign-in') },
                { path: WEB_PATHS.signUp, ...page('routes/sign-up') },
                { path: WEB_PATHS.emailVerification, ...page('routes/email-verification') },
                { path: WEB_PATHS.forgotPassword, ...page('routes/forgot-password') },
                { path: WEB_PATHS.updatePassword, ...page('routes/update-password') },
                { path: WEB_PATHS.secureAccount, ...page('routes/secure-account') },
                { path: WEB_PATHS.unlockSignIn, ...page('routes/unlock-sign-in') },
                { path: WEB_PATHS.acceptInvitation, ...page('routes/accept-invitation') },

                {
                  path: WEB_PATHS.onboarding,
                  element: <RequireRole />,
                  children: [
                    {
                      ...page('routes/client-onboarding'),
                      children: [
                        { index: true, element: <Navigate to={WEB_PATHS.onboardingProfile} replace /> },
                        { path: WEB_PATHS.onboardingProfile, ...page('routes/onboarding-profile') },
                        { path: WEB_PATHS.onboardingThemes, element: <Navigate to="/themes" replace /> },
                        { path: WEB_PATHS.onboardingPayment, ...page('routes/onboarding-payment') },
                        { path: WEB_PATHS.onboardingComplete, ...page('routes/onboarding-complete') },
                        {
                          path: WEB_PATHS.onboardingOther,
                          element: <Navigate to={WEB_PATHS.onboardingProfile} replace />,
                        },
                      ],
                    },
                  ],
                },
                {
                  element: <RequireRole />,
                  children: [
                    // The local payment provider's test-mode checkout page (docs/api/billing.md).
                    { path: WEB_PATHS.checkout, ...page('routes/checkout') },
                    { path: WEB_PATHS.accountBilling, ...page('routes/account-billing') },
                    { path: WEB_PATHS.accountSettings, ...page('routes/account-settings') },
                    { path: WEB_PATHS.accountProfile, ...page('routes/account-profile') },
                  ],
                },
                {
                  element: <RequireRole roles={['client']} />,
                  children: [
                    { path: WEB_PATHS.clientPortal, ...page('routes/client-portal') },
                    // spec 000 §2: the content manager; a missing id shows 'Invalid CMS Route'.
                    { path: WEB_PATHS.cms, ...page('routes/cms') },
                  ],
                },
                {
                  element: <RequireRole roles={['developer']} />,
                  children: [{ path: WEB_PATHS.developerPortal, ...page('routes/developer-portal') }],
                },
                {
                  element: <RequireRole roles={['admin']} />,
                  children: [
                    { path: WEB_PATHS.adminPortal, ...page('routes/admin-portal') },
                    { path: WEB_PATHS.adminAuditLog, ...page('routes/admin-audit-log') },
                    { path: WEB_PATHS.adminThemeCms, ...page('routes/admin-theme-cms') },
                    { path: WEB_PATHS.admin, ...page('routes/admin-portal') },
                  ],
                },

                // Development only: the page says so when the API answers 404.
                { path: WEB_PATHS.devMailbox, ...page('routes/dev-mailbox') },
                { path: WEB_PATHS.terms, ...page('routes/terms') },

                // Any path not in WEB_PATHS: the server answers it with status 404 too.
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

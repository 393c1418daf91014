import { WEB_PATHS } from '@themeport/core';
import { matchRoutes, Navigate, type RouteObject } from 'react-router';
import { loadHomeData } from '@/features/themes/home-data';
import { RequireRole } from './require-role';
import { RootFallback, RootLayout } from './root-layout';
import { RouteError } from './route-error';
import type { StorefrontLoaders } from './storefront-loaders';

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
    // spec 001 §2.15: the editor's internal test pages, outside the main layout (absent in production).
    {
      path: WEB_PATHS.editorIntegrationTest,
      lazy: () => import('@/routes/editor-integration-test'),
      ErrorBoundary: RouteError,
    },
    {
      path: WEB_PATHS.hardcodedOverlayTest,
      lazy: () => import('@/routes/hardcoded-overlay-test'),
      ErrorBoundary: RouteError,
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
            { index: true, loader: loaders.home ?? loadHomeData, lazy: () => import('@/routes/home') },
            {
              lazy: () => import('./query-layout'),
              children: [
                {
                  path: WEB_PATHS.themes,
                  ...(loaders.themes ? { loader: loaders.themes } : {}),
                  lazy: () => import('@/routes/themes'),
                },
                {
                  path: WEB_PATHS.theme,
                  ...(loaders.theme ? { loader: loaders.theme } : {}),
                  lazy: () => import('@/routes/theme-detail'),
                },
                {
                  path: WEB_PATHS.developer,
                  ...(loaders.developer ? { loader: loaders.developer } : {}),
                  lazy: () => import('@/routes/developer'),
                },
                { path: WEB_PATHS.forDevelopers, lazy: () => import('@/routes/for-developers') },
                { path: WEB_PATHS.pricing, lazy: () => import('@/routes/pricing') },
                { path: WEB_PATHS.cart, lazy: () => import('@/routes/cart') },

                // Authentication (spec 000 §2): /auth and /signin are the same sign-in screen.
                { path: WEB_PATHS.signIn, lazy: () => import('@/routes/sign-in') },
                { path: WEB_PATHS.auth, lazy: () => import('@/routes/sign-in') },
                { path: WEB_PATHS.signUp, lazy: () => import('@/routes/sign-up') },
                { path: WEB_PATHS.emailVerification, lazy: () => import('@/routes/email-verification') },
                { path: WEB_PATHS.forgotPassword, lazy: () => import('@/routes/forgot-password') },
                { path: WEB_PATHS.updatePassword, lazy: () => import('@/routes/update-password') },
                { path: WEB_PATHS.secureAccount, lazy: () => import('@/routes/secure-account') },
                { path: WEB_PATHS.unlockSignIn, lazy: () => import('@/routes/unlock-sign-in') },
                { path: WEB_PATHS.acceptInvitation, lazy: () => import('@/routes/accept-invitation') },

                {
                  path: WEB_PATHS.onboarding,
                  element: <RequireRole />,
                  children: [
                    {
                      lazy: () => import('@/routes/client-onboarding'),
                      children: [
                        { index: true, element: <Navigate to={WEB_PATHS.onboardingProfile} replace /> },
                        { path: WEB_PATHS.onboardingProfile, lazy: () => import('@/routes/onboarding-profile') },
                        { path: WEB_PATHS.onboardingThemes, element: <Navigate to="/themes" replace /> },
                        { path: WEB_PATHS.onboardingPayment, lazy: () => import('@/routes/onboarding-payment') },
                        { path: WEB_PATHS.onboardingComplete, lazy: () => import('@/routes/onboarding-complete') },
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
                    { path: WEB_PATHS.checkout, lazy: () => import('@/routes/checkout') },
                    { path: WEB_PATHS.accountBilling, lazy: () => import('@/routes/account-billing') },
                    { path: WEB_PATHS.accountSettings, lazy: () => import('@/routes/account-settings') },
                    { path: WEB_PATHS.accountProfile, lazy: () => import('@/routes/account-profile') },
                  ],
                },
                {
                  element: <RequireRole roles={['client']} />,
                  children: [
                    { path: WEB_PATHS.clientPortal, lazy: () => import('@/routes/client-portal') },
                    // spec 000 §2: the content manager; a missing id shows 'Invalid CMS Route'.
                    { path: WEB_PATHS.cms, lazy: () => import('@/routes/cms') },
                  ],
                },
                {
                  element: <RequireRole roles={['developer']} />,
                  children: [{ path: WEB_PATHS.developerPortal, lazy: () => import('@/routes/developer-portal') }],
                },
                {
                  element: <RequireRole roles={['admin']} />,
                  children: [
                    { path: WEB_PATHS.adminPortal, lazy: () => import('@/routes/admin-portal') },
                    { path: WEB_PATHS.adminAuditLog, lazy: () => import('@/routes/admin-audit-log') },
                    { path: WEB_PATHS.adminThemeCms, lazy: () => import('@/routes/admin-theme-cms') },
                    { path: WEB_PATHS.admin, lazy: () => import('@/routes/admin-portal') },
                  ],
                },

                // Development only: the page says so when the API answers 404.
                { path: WEB_PATHS.devMailbox, lazy: () => import('@/routes/dev-mailbox') },
                { path: WEB_PATHS.terms, lazy: () => import('@/routes/terms') },

                // Any path not in WEB_PATHS: the server answers it with status 404 too.
                { path: '*', lazy: () => import('@/routes/not-found') },
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

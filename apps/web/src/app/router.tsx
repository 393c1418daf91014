import { createBrowserRouter, Navigate } from 'react-router';
import { RequireRole } from './require-role';
import { RootFallback, RootLayout } from './root-layout';
import { RouteError } from './route-error';

/** Every page is its own chunk, so the storefront loads only what it shows. */
export const router = createBrowserRouter([
  // spec 001 §2.15: the editor's internal test pages, outside the main layout (absent in production).
  {
    path: 'editor-integration-test',
    lazy: () => import('@/routes/editor-integration-test'),
    ErrorBoundary: RouteError,
  },
  { path: 'hardcoded-overlay-test', lazy: () => import('@/routes/hardcoded-overlay-test'), ErrorBoundary: RouteError },
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: RootFallback,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          { index: true, lazy: () => import('@/routes/home') },
          { path: 'themes', lazy: () => import('@/routes/themes') },
          { path: 'themes/:slug', lazy: () => import('@/routes/theme-detail') },
          { path: 'for-developers', lazy: () => import('@/routes/for-developers') },
          { path: 'pricing', lazy: () => import('@/routes/pricing') },
          { path: 'cart', lazy: () => import('@/routes/cart') },

          // Authentication (spec 000 §2): /auth and /signin are the same sign-in screen.
          { path: 'signin', lazy: () => import('@/routes/sign-in') },
          { path: 'auth', lazy: () => import('@/routes/sign-in') },
          { path: 'signup', lazy: () => import('@/routes/sign-up') },
          { path: 'email-verification', lazy: () => import('@/routes/email-verification') },
          { path: 'forgot-password', lazy: () => import('@/routes/forgot-password') },
          { path: 'update-password', lazy: () => import('@/routes/update-password') },
          { path: 'accept-invitation/:token?', lazy: () => import('@/routes/accept-invitation') },

          {
            path: 'client-onboarding',
            element: <RequireRole />,
            children: [
              {
                lazy: () => import('@/routes/client-onboarding'),
                children: [
                  { index: true, element: <Navigate to="profile" replace /> },
                  { path: 'profile', lazy: () => import('@/routes/onboarding-profile') },
                  { path: 'themes', element: <Navigate to="/themes" replace /> },
                  { path: 'payment', lazy: () => import('@/routes/onboarding-payment') },
                  { path: 'complete', lazy: () => import('@/routes/onboarding-complete') },
                  { path: '*', element: <Navigate to="/client-onboarding/profile" replace /> },
                ],
              },
            ],
          },
          {
            element: <RequireRole />,
            children: [
              // The local payment provider's test-mode checkout page (docs/api/billing.md).
              { path: 'checkout/:sessionId', lazy: () => import('@/routes/checkout') },
              { path: 'account/billing', lazy: () => import('@/routes/account-billing') },
              { path: 'account/settings', lazy: () => import('@/routes/account-settings') },
              { path: 'account/profile', lazy: () => import('@/routes/account-profile') },
            ],
          },
          {
            element: <RequireRole roles={['client']} />,
            children: [
              { path: 'client-portal/*', lazy: () => import('@/routes/client-portal') },
              // spec 000 §2: the content manager; a missing id shows 'Invalid CMS Route'.
              { path: 'cms/:accountId?/:slotId?', lazy: () => import('@/routes/cms') },
            ],
          },
          {
            element: <RequireRole roles={['developer']} />,
            children: [{ path: 'developer-portal/*', lazy: () => import('@/routes/developer-portal') }],
          },
          {
            element: <RequireRole roles={['admin']} />,
            children: [
              { path: 'admin-portal/*', lazy: () => import('@/routes/admin-portal') },
              { path: 'admin/audit-logs/:auditLogId', lazy: () => import('@/routes/admin-audit-log') },
              { path: 'admin/themes/:themeId/cms', lazy: () => import('@/routes/admin-theme-cms') },
              { path: 'admin/*', lazy: () => import('@/routes/admin-portal') },
            ],
          },

          // Development only: the page says so when the API answers 404.
          { path: 'dev/mailbox', lazy: () => import('@/routes/dev-mailbox') },
          { path: '*', lazy: () => import('@/routes/not-found') },
        ],
      },
    ],
  },
]);

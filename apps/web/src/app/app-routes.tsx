// First: `cn` learns the classes of these pages before any of them renders.
import '@/lib/app-class-groups';
import { WEB_PATHS } from '@themeport/core';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { AccountAccent } from '@/features/account-settings/account-accent';
import { RequireRole } from './require-role';
import { RouteError } from './route-error';
import { routePage, type RouteModule } from './route-page';

// The pages outside the storefront: sign-in, onboarding, checkout, the portals, the back office.
// The router adds them when a visitor first goes to one (routes.tsx's discoverAppRoutes), so the
// storefront's first script carries neither their routes nor the list of each one's chunks
// (decision 046, stop 38).
const MODULES = import.meta.glob<RouteModule>(['../routes/*.tsx', './query-layout.tsx']);
const page = (path: Parameters<typeof routePage>[1]) => routePage(MODULES, path);

/**
 * Around the app's pages: the account's accent colour (spec 001 §2.2), which only account pages
 * use; here, its colour maths stay out of the storefront's first script.
 */
function AppPagesLayout() {
  return (
    <>
      <AccountAccent />
      <Outlet />
    </>
  );
}

/** The children added to the storefront's pages layout (routes.tsx's PAGES_ROUTE_ID). */
export function appPageRoutes(): RouteObject[] {
  return [{ element: <AppPagesLayout />, children: pages() }];
}

function pages(): RouteObject[] {
  return [
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
  ];
}

/**
 * spec 001 §2.15: the editor's internal test pages, outside the main layout (absent in
 * production); they read through the query cache, so the query layout is around them too.
 */
export function editorTestRoutes(): RouteObject[] {
  return [
    {
      ...page('app/query-layout'),
      children: [
        { path: WEB_PATHS.editorIntegrationTest, ...page('routes/editor-integration-test'), ErrorBoundary: RouteError },
        { path: WEB_PATHS.hardcodedOverlayTest, ...page('routes/hardcoded-overlay-test'), ErrorBoundary: RouteError },
      ],
    },
  ];
}

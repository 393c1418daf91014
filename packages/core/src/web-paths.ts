// The web app's pages (spec 001 §2.1, the route table), in one place: the web router mounts each
// pattern and the server's web host answers 404 for any path none of them matches, still with the
// app's HTML so the not-found page shows. Patterns use React Router's syntax: ':name' is one
// segment, ':name?' an optional one, a final '/*' anything below.
import { STOREFRONT_WEB_PATHS } from './storefront-paths.ts';

export const WEB_PATHS = {
  ...STOREFRONT_WEB_PATHS,

  // spec 000 §2: /auth and /signin are the same sign-in screen.
  signIn: '/signin',
  auth: '/auth',
  signUp: '/signup',
  emailVerification: '/email-verification',
  forgotPassword: '/forgot-password',
  updatePassword: '/update-password',
  /** The 'secure my account' link of the e-mail change notice: a page, so a mail scanner's GET changes nothing. */
  secureAccount: '/secure-account',
  /** The unlock e-mail's link (after a burst of failed sign-ins): a page too, acting only on its button. */
  unlockSignIn: '/unlock-sign-in',
  acceptInvitation: '/accept-invitation/:token?',

  // Its index and any other sub-path redirect to the profile step.
  onboarding: '/client-onboarding',
  onboardingProfile: '/client-onboarding/profile',
  onboardingThemes: '/client-onboarding/themes',
  onboardingPayment: '/client-onboarding/payment',
  onboardingComplete: '/client-onboarding/complete',
  onboardingOther: '/client-onboarding/*',

  checkout: '/checkout/:sessionId',
  accountBilling: '/account/billing',
  accountSettings: '/account/settings',
  accountProfile: '/account/profile',
  clientPortal: '/client-portal/*',
  cms: '/cms/:accountId?/:slotId?',
  developerPortal: '/developer-portal/*',
  adminPortal: '/admin-portal/*',
  adminAuditLog: '/admin/audit-logs/:auditLogId',
  adminThemeCms: '/admin/themes/:themeId/cms',
  admin: '/admin/*',
  devMailbox: '/dev/mailbox',

  // spec 001 §2.15: the editor's internal test pages, outside the main layout.
  editorIntegrationTest: '/editor-integration-test',
  hardcodedOverlayTest: '/hardcoded-overlay-test',
} as const;

export type WebPathName = keyof typeof WEB_PATHS;

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

/** Whether a path matches one pattern, as React Router matches it (case-insensitive, trailing slash ignored). */
export function matchesWebPath(pattern: string, pathname: string): boolean {
  const want = segmentsOf(pattern);
  const have = segmentsOf(pathname);
  let i = 0;
  for (const segment of want) {
    if (segment === '*') return true;
    const value = have[i];
    if (segment.startsWith(':')) {
      if (value === undefined) {
        if (segment.endsWith('?')) continue;
        return false;
      }
      i += 1;
      continue;
    }
    if (value === undefined || value.toLowerCase() !== segment.toLowerCase()) return false;
    i += 1;
  }
  return i === have.length;
}

/** True when the web app has a page at this path (decoded pathname, query excluded); else its not-found page shows. */
export function isWebAppPath(pathname: string): boolean {
  return Object.values(WEB_PATHS).some((pattern) => matchesWebPath(pattern, pathname));
}

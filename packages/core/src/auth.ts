// The HTTP contract for sign-up, sign-in, verification, onboarding and accounts that uses these
// rules (endpoints, bodies, answers, codes) is docs/api/auth.md: server and web follow it exactly.

/** spec 000 §8 (authentication catalogue) and §5: the texts people see, word for word. */
export const AUTH_TEXT = {
  invalidCredentials: 'Invalid email or password. Please try again.',
  linkInvalid: 'The email verification link is invalid or has expired.',
  resetLinkInvalid: 'This password reset link is invalid or has expired.',
  alreadyRegistered: 'This email is already registered.',
  passwordTooShort: 'Password must be at least 6 characters long.',
  invalidEmail: 'Please enter a valid email address.',
  rateLimited: 'Too many attempts. Please try again later.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  unauthorized: 'You do not have permission to access this resource',
  emailAndPasswordRequired: 'Email and password are required',
  emailRequired: 'Email address is required',
  namesTooShort: 'Name fields must be at least 2 characters',
  passwordsDoNotMatch: 'Passwords do not match.',
  emailNotVerified: 'Email not verified',
  agreeToTos: 'Agree to TOS',
  workspaceCreateFailed: 'Workspace create failed',
  signInFailed: 'Sign in failed',
  signUpFailed: 'Sign up failed',
  updatePasswordFailed: 'Failed to update password',
  resetEmailFailed: 'Failed to send password reset email',
  userNotAuthenticated: 'User not authenticated',
  noCurrentAccount: 'No current account',
  accountNotFound: 'Account not found',
  resetRequested: 'If an account exists for this email, a password reset link has been sent.',
  passwordUpdated: 'Password updated successfully! Redirecting to sign in...',
  verificationSent: 'Verification email sent!',
  // Not in the spec (it has no maximum and no current-password step): our wording.
  passwordTooLong: 'Password must be at most 128 characters long.',
  currentPasswordRequired: 'Please enter your current password.',
  currentPasswordWrong: 'Your current password is incorrect.',
  // The links of the 'secure my account' and unlock e-mails land on /sign-in with these.
  accountSecured:
    'Your account is secure: its email address is back and every session is signed out. Sign in, then change your password.',
  secureLinkInvalid: 'This link is invalid, expired or already used.',
  signInUnlocked: 'You can sign in again.',
} as const;

/** 'Too many attempts. Try again in {n} seconds.' when the server sent Retry-After. */
export function rateLimitMessage(retryAfterSeconds: number | null): string {
  if (retryAfterSeconds === null || !Number.isFinite(retryAfterSeconds) || retryAfterSeconds <= 0) {
    return AUTH_TEXT.rateLimited;
  }
  return `Too many attempts. Try again in ${Math.ceil(retryAfterSeconds)} seconds.`;
}

/** spec 000 §9: resend cooldown, verification polling, redirect after a password update. */
export const AUTH_TIMING = {
  resendCooldownSeconds: 60,
  verificationPollMs: 2_000,
  passwordUpdatedRedirectMs: 2_000,
  onboardingRefreshMs: 500,
  currentAccountCookieDays: 30,
  sessionDays: 7,
} as const;

export const PASSWORD_MIN_LENGTH = 6;
/** Refused before hashing: Argon2id over a 10 MB password is a denial of service (issue 9). */
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MIN_LENGTH = 2;

export const SIGN_UP_ROLES = ['client', 'developer'] as const;
export type SignUpRole = (typeof SIGN_UP_ROLES)[number];
export const PLATFORM_ROLES = ['admin', 'developer', 'client'] as const;
export type PlatformRole = (typeof PLATFORM_ROLES)[number];
export const ACCOUNT_ROLES = ['owner', 'admin', 'editor', 'viewer'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];
export const PLANS = ['free', 'starter', 'pro', 'enterprise'] as const;
export type Plan = (typeof PLANS)[number];

/** spec 000 §5: (XXX) XXX-XXXX; a leading 1 of an 11-digit number is dropped; at most 10 digits. */
export function formatPhone(input: string): string {
  let digits = input.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  digits = digits.slice(0, 10);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** spec 000 §5: https:// is prefixed when the website has no http or https scheme. */
export function normalizeWebsite(input: string): string {
  const value = input.trim();
  if (value === '') return '';
  return /^https?:\/\//i.test(value) ? value : `https://${value}`;
}

/** spec 000 §5: the default account name is the e-mail's local part plus "'s Account". */
export function defaultAccountName(emailAddress: string): string {
  return `${emailAddress.split('@')[0]}'s Account`;
}

export interface OnboardingProfile {
  firstName: string | null;
  tosAgreedAt: string | null;
  onboardingCompletedAt: string | null;
  fullName: string | null;
  role: PlatformRole | null;
}

/** spec 000 §4: onboarding is needed while terms were not agreed or onboarding not completed. */
export function isOnboardingNeeded(profile: Pick<OnboardingProfile, 'tosAgreedAt' | 'onboardingCompletedAt'>): boolean {
  return !profile.tosAgreedAt || !profile.onboardingCompletedAt;
}

/** spec 000 §4: complete when first_name is set and not the placeholder 'User', and both timestamps exist. */
export function isOnboardingComplete(profile: OnboardingProfile): boolean {
  return Boolean(
    profile.firstName && profile.firstName !== 'User' && profile.tosAgreedAt && profile.onboardingCompletedAt,
  );
}

/**
 * spec 000 §2, in its order: no user → /signin; onboarding needed → /client-onboarding/profile;
 * admin → /admin-portal; developer → /developer-portal; anyone else → /client-portal. A platform
 * admin goes to the back office even with onboarding unfinished (an admin made from an existing
 * user, or one who deleted their workspace): onboarding sets up a client workspace, which the back
 * office does not need (issue 20).
 */
export function destinationAfterSignIn(user: { role: PlatformRole; onboardingNeeded: boolean } | null): string {
  if (!user) return '/signin';
  if (user.role === 'admin') return PORTAL_PATHS.admin;
  if (user.onboardingNeeded) return '/client-onboarding/profile';
  return PORTAL_PATHS[user.role] ?? '/client-portal';
}

/**
 * A returnUrl is honoured only when it is a path on this site (no open redirect). Backslashes,
 * whitespace and control characters are refused too: browsers drop tabs and newlines from a URL
 * and read '\\' as '/', so '/\t/evil.example' would otherwise become '//evil.example'.
 */
export function safeReturnUrl(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\\\s\u0000-\u001f\u007f]/.test(value)) return null;
  return value;
}

export interface AccountSummary {
  id: string;
  name: string;
  plan: Plan;
  role: AccountRole;
}

export interface SessionUser {
  id: string;
  email: string;
  emailVerified: boolean;
  role: PlatformRole;
  firstName: string | null;
  lastName: string | null;
  fullName: string | null;
  avatarUrl: string | null;
  onboardingStage: string | null;
  onboardingNeeded: boolean;
}

/** The signed-in user's session: GET /api/me when signed in, PUT /api/me/current-account, onboarding. */
export interface MeResponse {
  user: SessionUser;
  accounts: AccountSummary[];
  /** From the current-account cookie when the user is still a member, else the first owned account. */
  currentAccountId: string | null;
  /** The current account's date settings and primary colour (spec 001 §5): the portal's dates and accent follow them. */
  currentAccountSettings: CurrentAccountSettings | null;
}

/**
 * GET /api/me for a visitor without a session: 200, not an error (every anonymous page asks).
 * `sessionExpired` is true when the request carried a session cookie that no longer works.
 */
export interface SignedOutMeResponse {
  user: null;
  sessionExpired: boolean;
}

/** GET /api/me: always 200, the session or the signed-out answer. */
export type GetMeResponse = MeResponse | SignedOutMeResponse;

export interface CurrentAccountSettings {
  timezone: string;
  date_format: string;
  primary_color: string;
}

export const ROLE_LABELS: Record<PlatformRole, string> = { admin: 'Admin', developer: 'Developer', client: 'Client' };
export const ACCOUNT_ROLE_LABELS: Record<AccountRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  editor: 'Editor',
  viewer: 'Viewer',
};
export const PORTAL_PATHS: Record<PlatformRole, string> = {
  admin: '/admin-portal',
  developer: '/developer-portal',
  client: '/client-portal',
};

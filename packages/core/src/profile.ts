// The profile page (issue 12): the signed-in person's name, avatar, password, e-mail and sessions.
// Texts and limits shared by the page and the /api/me routes (docs/api/auth.md).
/** An avatar is small: at most 2,000,000 bytes, checked before the body is read and again from its bytes. */
export const AVATAR_MAX_BYTES = 2_000_000;
/** What the file picker offers (a hint: the server reads the type from the bytes, as the Library does). */
export const AVATAR_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp,image/avif';

export const PROFILE_TEXT = {
  avatarTooLarge: 'Max avatar size is 2MB.',
  nameSaved: 'Name saved.',
  avatarSaved: 'Avatar updated.',
  avatarRemoved: 'Avatar removed.',
  passwordChanged: 'Password changed. Every other session was signed out.',
  emailSame: 'This is already your email address.',
  /** Whether or not the address is free: the answer must not tell who has an account. */
  emailChangeSent: (email: string) =>
    `Check ${email} for a link to confirm it. Your email address changes once you open it.`,
  emailChanged: 'Your email address was changed.',
  emailChangeFailed: 'Failed to send the confirmation email',
  sessionNotFound: 'Session not found',
  sessionIsCurrent: 'This is the session you are using. Use Sign Out to end it.',
  othersSignedOut: (count: number) =>
    count === 0 ? 'No other sessions to sign out.' : `Signed out ${count} other session${count === 1 ? '' : 's'}.`,
} as const;

/** One signed-in session of the user, as the profile page lists it. */
export interface ProfileSession {
  id: string;
  userAgent: string | null;
  ipAddress: string | null;
  createdAt: string;
  lastActiveAt: string;
  isCurrent: boolean;
}

export interface ProfileSessionsResponse {
  sessions: ProfileSession[];
}

/** 'Chrome on Linux' from a user agent; 'Unknown device' without one. */
export function describeUserAgent(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Unknown device';
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /OPR\/|Opera/.test(userAgent)
      ? 'Opera'
      : /Firefox\//.test(userAgent)
        ? 'Firefox'
        : /Chrom(e|ium)\//.test(userAgent)
          ? 'Chrome'
          : /Safari\//.test(userAgent)
            ? 'Safari'
            : null;
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad|iPod/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(userAgent)
          ? 'macOS'
          : /Linux|X11/.test(userAgent)
            ? 'Linux'
            : null;
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? userAgent.slice(0, 60);
}

// A user's own sign-in history on the profile page (issue 24): what the page lists and what
// 'This wasn't me' answers (docs/api/auth.md). The rows are written by the security monitor.

/** Kept and listed 90 days (the sign_in_history table's retention), 20 to a page. */
export const SIGN_IN_HISTORY = { days: 90, pageSize: 20 } as const;

export const SIGN_IN_HISTORY_TEXT = {
  notFound: 'Sign-in not found',
  /** After 'This wasn't me': what was done, and what the user must do next. */
  reported: (ended: number) =>
    `We signed out ${ended} other session${ended === 1 ? '' : 's'}. Change your password now.`,
  outcome: { success: 'Signed in', failure: 'Failed attempt' },
} as const;

export type SignInOutcome = 'success' | 'failure';

/** One sign-in (or failed attempt) of the user, as the profile page lists it. */
export interface SignInHistoryEntry {
  id: string;
  outcome: SignInOutcome;
  /** 'Chrome on macOS'; '' when the agent said nothing. */
  device: string;
  /** Shown whole: it is the owner's own history. */
  ip: string | null;
  /** Two letters ('DE') when the proxy in front names it (TRUSTED_COUNTRY_HEADER); null otherwise. */
  country: string | null;
  createdAt: string;
  /** Its session is the one making this request. */
  current: boolean;
  /** Its session still exists. */
  active: boolean;
  /** When the user said 'This wasn't me'; null otherwise. */
  reportedAt: string | null;
}

export interface SignInHistoryResponse {
  signIns: SignInHistoryEntry[];
  page: number;
  pageSize: number;
  total: number;
}

export interface NotMeResponse {
  /** Other sessions this report ended (0 on a second report). */
  ended: number;
  /** Whether it had been reported before (nothing new recorded). */
  alreadyReported: boolean;
  reportedAt: string;
  message: string;
}

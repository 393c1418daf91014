// Teams and invitations (spec 001 §2.3, §2.4, §4 invitations, §5 invitations, §8.2): who may
// invite or assign which role, the invitation list's checks, the acceptance states and the texts
// people see. The server's routes and the portal's screens both read these.
import type { AccountRole } from './auth.ts';

/** How long an invitation link works; Resend starts a new period. */
export const INVITATION_EXPIRY_DAYS = 7;
/** Rows one Send may carry. */
export const INVITATIONS_PER_REQUEST_MAX = 20;
export const INVITATION_EMAIL_MAX = 254;
/** spec 001 §9: the Copy Link label returns after 2 seconds. */
export const COPY_LINK_RESET_MS = 2_000;
export const DEFAULT_INVITATION_ROLE: AccountRole = 'viewer';

export const INVITATION_STATUSES = ['pending', 'accepted', 'expired', 'cancelled'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export const TEAM_TEXT = {
  // spec 001 §5 and §8.2, word for word.
  fillAllEmails: 'Please fill in all email addresses',
  invalidEmail: (email: string) => `Invalid email address: ${email}`,
  duplicateEmail: (email: string) => `Duplicate email address: ${email}`,
  noAccount: 'No account selected',
  noAccountSelected: 'No account selected. Please select an account from the account switcher.',
  needAdmin: 'You need admin permissions to invite users.',
  sendFailed: 'Failed to send invitations',
  fetchFailed: 'Failed to fetch invitations',
  notFound: 'Invitation not found',
  cancelled: 'This invitation has been cancelled',
  invalidLink: 'Invalid invitation link',
  validateFailed: 'Failed to validate invitation',
  acceptFailed: 'Failed to accept invitation',
  // spec 001 §5 says what the mismatch message says, not its words: ours.
  emailMismatch: (email: string) =>
    `This invitation was sent to ${email}. Please sign in with that email address to accept it.`,
  // spec 001 §2.4, the acceptance page's views.
  validating: 'Validating invitation...',
  invitedTitle: "You're Invited!",
  roleWillBe: 'Your role will be',
  invitedBy: 'Invited by',
  accept: 'Accept Invitation',
  signUpAndAccept: 'Sign Up & Accept',
  accepting: 'Accepting...',
  haveAccount: 'Already have an account?',
  expiredTitle: 'Invitation Expired',
  expired: 'This invitation has expired. Please contact the person who invited you for a new invitation.',
  usedTitle: 'Invitation Already Accepted',
  used: 'This invitation has already been accepted. You should have access to the account.',
  invalidTitle: 'Invalid Invitation',
  linkInvalid: 'This invitation link is invalid.',
  goHome: 'Go to Homepage',
  goDashboard: 'Go to Dashboard',
  // Ours, in the same voice.
  alreadyMember: (email: string) => `${email} is already a member of this account.`,
  alreadyInvited: (email: string) =>
    `${email} already has a pending invitation. Resend it from Manage Invitations instead.`,
  onlyOwnersInviteOwners: 'Only account owners can invite owners.',
  // The plan's max_users counts members and pending invitations (spec 001 §3 usage_limits).
  seatLimit: (max: number) =>
    `Your plan includes ${max} ${max === 1 ? 'user' : 'users'}, counting pending invitations. Upgrade your plan or cancel an invitation to invite more people.`,
  noSeatLeft: 'This account has no free seat left. Ask its owner to upgrade the plan, then accept again.',
  tooMany: `Send at most ${INVITATIONS_PER_REQUEST_MAX} invitations at a time.`,
  notPending: 'Only pending invitations can be resent or cancelled.',
  memberNotFound: 'Member not found',
  roleAboveOwn: 'You cannot give a role above your own.',
  memberAboveOwn: 'You cannot change a member whose role is above yours.',
  lastOwner: 'An account needs at least one owner. Make another member owner first.',
  transferToSelf: 'Choose another member to transfer ownership to.',
  notMember: 'You are not a member of this account.',
  sent: (count: number) => (count === 1 ? 'Invitation sent.' : `${count} invitations sent.`),
  resent: 'Invitation sent again with a new link.',
  cancelledOne: 'Invitation cancelled.',
  cancelledMany: (count: number) => (count === 1 ? 'Invitation cancelled.' : `${count} invitations cancelled.`),
  linkCopied: 'Link copied',
  roleChanged: 'Role changed.',
  memberRemoved: 'Member removed.',
  ownershipTransferred: 'Ownership transferred. You are now an admin of this account.',
  left: 'You left the account.',
  mailSubject: (accountName: string) => `You're invited to join ${accountName} on Themeport`,
} as const;

const RANK: Record<AccountRole, number> = { viewer: 1, editor: 2, admin: 3, owner: 4 };

export function roleRank(role: AccountRole): number {
  return RANK[role] ?? 0;
}

/** The roles an inviter may hand out (spec 001 §5): admins viewer, editor, admin; owners also owner. */
export function invitableRoles(inviter: AccountRole | null | undefined): AccountRole[] {
  if (inviter === 'owner') return ['viewer', 'editor', 'admin', 'owner'];
  if (inviter === 'admin') return ['viewer', 'editor', 'admin'];
  return [];
}

export function canInviteRole(inviter: AccountRole | null | undefined, role: AccountRole): boolean {
  return invitableRoles(inviter).includes(role);
}

/** Admins and owners manage members whose role is not above their own. */
export function canManageMember(actor: AccountRole | null | undefined, target: AccountRole): boolean {
  if (actor !== 'owner' && actor !== 'admin') return false;
  return roleRank(target) <= roleRank(actor);
}

/** A member's new role is never above the role of the one who gives it. */
export function canAssignRole(actor: AccountRole | null | undefined, role: AccountRole): boolean {
  return canInviteRole(actor, role);
}

/** spec 001 §5: a simple {local}@{domain}.{tld} shape. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isInvitationEmail(value: string): boolean {
  return value.length <= INVITATION_EMAIL_MAX && EMAIL_SHAPE.test(value);
}

export interface InvitationRow {
  email: string;
  role: AccountRole;
}

export type InvitationRowsCheck = { ok: true; invitations: InvitationRow[] } | { ok: false; message: string };

/**
 * spec 001 §5, in its order: every e-mail filled, each one well formed, none twice (ignoring
 * case). The addresses come back trimmed and lower-cased.
 */
export function checkInvitationRows(rows: readonly InvitationRow[]): InvitationRowsCheck {
  const trimmed = rows.map((row) => ({ email: row.email.trim(), role: row.role }));
  if (trimmed.length === 0 || trimmed.some((row) => row.email === '')) {
    return { ok: false, message: TEAM_TEXT.fillAllEmails };
  }
  const invalid = trimmed.find((row) => !isInvitationEmail(row.email));
  if (invalid) return { ok: false, message: TEAM_TEXT.invalidEmail(invalid.email) };
  const seen = new Set<string>();
  for (const row of trimmed) {
    const key = row.email.toLowerCase();
    if (seen.has(key)) return { ok: false, message: TEAM_TEXT.duplicateEmail(row.email) };
    seen.add(key);
  }
  if (trimmed.length > INVITATIONS_PER_REQUEST_MAX) return { ok: false, message: TEAM_TEXT.tooMany };
  return { ok: true, invitations: trimmed.map((row) => ({ email: row.email.toLowerCase(), role: row.role })) };
}

/** What the acceptance page shows (spec 001 §4): accepted → used, cancelled → error, past expiry → expired. */
export type InvitationCheck = 'valid' | 'expired' | 'used' | 'cancelled';

export function invitationCheck(
  invitation: { status: InvitationStatus; expiresAt: Date | string },
  now: Date,
): InvitationCheck {
  if (invitation.status === 'accepted') return 'used';
  if (invitation.status === 'cancelled') return 'cancelled';
  if (invitation.status === 'expired' || new Date(invitation.expiresAt).getTime() <= now.getTime()) return 'expired';
  return 'valid';
}

/** The status a list shows: a pending invitation past its expiry is expired. */
export function effectiveInvitationStatus(
  invitation: { status: InvitationStatus; expiresAt: Date | string },
  now: Date,
): InvitationStatus {
  return invitation.status === 'pending' && invitationCheck(invitation, now) === 'expired'
    ? 'expired'
    : invitation.status;
}

export function invitationExpiry(from: Date): Date {
  return new Date(from.getTime() + INVITATION_EXPIRY_DAYS * 86_400_000);
}

export const acceptInvitationPath = (token: string) => `/accept-invitation/${encodeURIComponent(token)}`;

/** An invitation as Manage Invitations lists it. */
export interface TeamInvitation {
  id: string;
  email: string;
  role: AccountRole;
  status: InvitationStatus;
  invitedByName: string | null;
  createdAt: string;
  updatedAt: string;
  expiresAt: string;
  acceptedAt: string | null;
}

/** A member as the Members list shows it. */
export interface TeamMember {
  userId: string;
  email: string;
  name: string | null;
  role: AccountRole;
  joinedAt: string;
}

/** What the acceptance page learns from a token. */
export type InvitationLookup =
  | {
      state: 'valid';
      accountName: string;
      role: AccountRole;
      email: string;
      inviterName: string | null;
      expiresAt: string;
    }
  | { state: 'expired' | 'used' | 'cancelled' };

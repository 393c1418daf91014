import { describe, expect, it } from 'vitest';
import {
  TEAM_TEXT,
  canAssignRole,
  canInviteRole,
  canManageMember,
  checkInvitationRows,
  effectiveInvitationStatus,
  invitableRoles,
  invitationCheck,
  invitationExpiry,
  INVITATION_EXPIRY_DAYS,
  INVITATIONS_PER_REQUEST_MAX,
} from './team.ts';

describe('who may invite and assign which role (spec 001 §5)', () => {
  it('lets admins invite viewer, editor and admin, and only owners invite owners', () => {
    expect(invitableRoles('owner')).toEqual(['viewer', 'editor', 'admin', 'owner']);
    expect(invitableRoles('admin')).toEqual(['viewer', 'editor', 'admin']);
    expect(invitableRoles('editor')).toEqual([]);
    expect(invitableRoles('viewer')).toEqual([]);
    expect(invitableRoles(null)).toEqual([]);
    expect(canInviteRole('admin', 'owner')).toBe(false);
    expect(canInviteRole('owner', 'owner')).toBe(true);
  });

  it('never lets a role be given above the giver, nor a member above them be changed', () => {
    expect(canAssignRole('admin', 'admin')).toBe(true);
    expect(canAssignRole('admin', 'owner')).toBe(false);
    expect(canAssignRole('editor', 'viewer')).toBe(false);
    expect(canManageMember('admin', 'owner')).toBe(false);
    expect(canManageMember('admin', 'admin')).toBe(true);
    expect(canManageMember('owner', 'owner')).toBe(true);
    expect(canManageMember('editor', 'viewer')).toBe(false);
  });
});

describe('the Invite Members rows (spec 001 §5)', () => {
  it('asks for every e-mail first', () => {
    expect(
      checkInvitationRows([
        { email: 'a@b.co', role: 'viewer' },
        { email: '  ', role: 'viewer' },
      ]),
    ).toEqual({
      ok: false,
      message: 'Please fill in all email addresses',
    });
    expect(checkInvitationRows([])).toEqual({ ok: false, message: TEAM_TEXT.fillAllEmails });
  });

  it('names the first malformed address', () => {
    expect(
      checkInvitationRows([
        { email: 'a@b.co', role: 'viewer' },
        { email: 'nope@x', role: 'editor' },
      ]),
    ).toEqual({
      ok: false,
      message: 'Invalid email address: nope@x',
    });
  });

  it('finds duplicates whatever their case', () => {
    expect(
      checkInvitationRows([
        { email: 'Sam@Example.com', role: 'viewer' },
        { email: 'sam@example.COM', role: 'editor' },
      ]),
    ).toEqual({ ok: false, message: 'Duplicate email address: sam@example.COM' });
  });

  it('gives back trimmed lower-case addresses with their roles', () => {
    expect(checkInvitationRows([{ email: ' Sam@Example.com ', role: 'editor' }])).toEqual({
      ok: true,
      invitations: [{ email: 'sam@example.com', role: 'editor' }],
    });
  });

  it('refuses more rows than one request may carry', () => {
    const rows = Array.from({ length: INVITATIONS_PER_REQUEST_MAX + 1 }, (_, i) => ({
      email: `p${i}@example.com`,
      role: 'viewer' as const,
    }));
    expect(checkInvitationRows(rows)).toEqual({ ok: false, message: TEAM_TEXT.tooMany });
  });
});

describe('invitation states (spec 001 §4)', () => {
  const now = new Date('2026-01-10T12:00:00Z');
  const later = new Date('2026-01-11T12:00:00Z');
  const earlier = new Date('2026-01-09T12:00:00Z');

  it('maps accepted to used, cancelled to cancelled, a past expiry to expired, else valid', () => {
    expect(invitationCheck({ status: 'accepted', expiresAt: later }, now)).toBe('used');
    expect(invitationCheck({ status: 'cancelled', expiresAt: later }, now)).toBe('cancelled');
    expect(invitationCheck({ status: 'pending', expiresAt: earlier }, now)).toBe('expired');
    expect(invitationCheck({ status: 'expired', expiresAt: later }, now)).toBe('expired');
    expect(invitationCheck({ status: 'pending', expiresAt: later }, now)).toBe('valid');
  });

  it('lists a pending invitation past its expiry as expired', () => {
    expect(effectiveInvitationStatus({ status: 'pending', expiresAt: earlier }, now)).toBe('expired');
    expect(effectiveInvitationStatus({ status: 'accepted', expiresAt: earlier }, now)).toBe('accepted');
  });

  it(`expires ${INVITATION_EXPIRY_DAYS} days after sending`, () => {
    expect(invitationExpiry(now).toISOString()).toBe('2026-01-17T12:00:00.000Z');
  });

  it('names the invited address when the signed-in e-mail differs', () => {
    expect(TEAM_TEXT.emailMismatch('sam@example.com')).toContain('sam@example.com');
  });
});

import { describe, expect, it } from 'vitest';
import { ACCOUNT_PERMISSIONS, hasPermission, permissionReason, rolesWith } from './permissions.ts';
import { SITE_EDITOR_ROLES, canManageSites } from './sites.ts';

describe('account permissions (spec 001 §6.1)', () => {
  it('lets everyone read the account, its members, sites and log', () => {
    for (const role of ['viewer', 'editor', 'admin', 'owner'] as const) {
      for (const resource of ['account', 'members', 'slots', 'content', 'domains', 'logs'] as const) {
        expect(hasPermission(role, resource, 'read'), `${role} ${resource}`).toBe(true);
      }
    }
  });

  it('gives sites to editors and up, the account and members to admins, delete/admin and billing to owners', () => {
    expect(rolesWith('slots', 'write')).toEqual(['owner', 'admin', 'editor']);
    expect(rolesWith('content', 'delete')).toEqual(['owner', 'admin']);
    expect(rolesWith('account', 'write')).toEqual(['owner', 'admin']);
    expect(rolesWith('members', 'delete')).toEqual(['owner', 'admin']);
    expect(rolesWith('account', 'delete')).toEqual(['owner']);
    expect(rolesWith('account', 'admin')).toEqual(['owner']);
    expect(rolesWith('members', 'admin')).toEqual(['owner']);
    expect(rolesWith('billing', 'read')).toEqual(['owner']);
    expect(rolesWith('logs', 'delete')).toEqual(['owner', 'admin']);
    expect(ACCOUNT_PERMISSIONS.viewer.slots).toEqual(['read']);
  });

  it('lets owners and admins buy themes, and only owners subscribe (billing write)', () => {
    expect(rolesWith('purchases', 'write')).toEqual(['owner', 'admin']);
    expect(rolesWith('purchases', 'read')).toEqual([]);
    expect(rolesWith('billing', 'write')).toEqual(['owner']);
  });

  it('gives an unknown or missing role nothing', () => {
    expect(hasPermission(null, 'account', 'read')).toBe(false);
    expect(hasPermission('guest' as never, 'account', 'read')).toBe(false);
  });

  it('keeps canManageSites and SITE_EDITOR_ROLES on the matrix', () => {
    expect([...SITE_EDITOR_ROLES]).toEqual(rolesWith('slots', 'write'));
    expect(['owner', 'admin', 'editor', 'viewer'].map((role) => canManageSites(role as never))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(canManageSites(undefined)).toBe(false);
  });
});

describe('permissionReason', () => {
  it('gives no reason where the matrix allows, and the viewer text on every site resource', () => {
    expect(permissionReason('editor', 'content', 'write')).toBeNull();
    for (const resource of ['slots', 'content', 'domains', 'hosting'] as const)
      expect(permissionReason('viewer', resource, 'write')).toBe(
        "Viewers can't edit this site. Ask an admin for editor access.",
      );
  });

  it('names billing as the owner’s, and who else may do the rest', () => {
    expect(permissionReason('editor', 'billing', 'read')).toBe('Only the account owner can manage billing.');
    expect(permissionReason('editor', 'account', 'write')).toBe(
      "Editors can't change account settings. Only owners or admins can.",
    );
    expect(permissionReason('editor', 'logs', 'delete')).toBe(
      "Editors can't delete the application log. Only owners or admins can.",
    );
    expect(permissionReason(null, 'content', 'read')).toBe('You are not a member of this account.');
  });

  it('says who may buy themes, in words for the Buy and checkout buttons', () => {
    expect(permissionReason('admin', 'purchases', 'write')).toBeNull();
    expect(permissionReason('editor', 'purchases', 'write')).toBe(
      "Editors can't buy themes. Only owners or admins can.",
    );
    expect(permissionReason('viewer', 'purchases', 'write')).toBe(
      "Viewers can't buy themes. Only owners or admins can.",
    );
    expect(permissionReason('admin', 'billing', 'write')).toBe('Only the account owner can manage billing.');
  });
});

import { describe, expect, it } from 'vitest';
import { ACCOUNT_PERMISSIONS, hasPermission, rolesWith } from './permissions.ts';
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

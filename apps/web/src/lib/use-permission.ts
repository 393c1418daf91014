import {
  hasPermission,
  permissionReason,
  type AccountResource,
  type AccountRole,
  type Permission,
} from '@themeport/core';
import { useMemo } from 'react';
import { useSession } from './session';

export interface AccountAccess {
  /** The caller's role in the account, null when not a member (or still loading). */
  role: AccountRole | null;
  can(resource: AccountResource, permission: Permission): boolean;
  /** Why not, in words for a disabled control; null when it may. */
  reason(resource: AccountResource, permission: Permission): string | null;
}

/**
 * The one place the portal asks what the signed-in person may do in an account: their role from
 * /api/me and the core matrix (the same one the server's guards read). Without an id, the current
 * account. A UI gate only: the server refuses on its own.
 */
export function useAccountAccess(accountId?: string | null): AccountAccess {
  const session = useSession();
  const account =
    accountId === undefined
      ? session?.currentAccount
      : session?.accounts.find((candidate) => candidate.id === accountId);
  const role = account?.role ?? null;
  return useMemo(
    () => ({
      role,
      can: (resource, permission) => hasPermission(role, resource, permission),
      reason: (resource, permission) => permissionReason(role, resource, permission),
    }),
    [role],
  );
}

// spec 001 §6.1: what each account role may do, as one matrix the server's guards, the portal's
// gates and the access check (the spec's 'Debug RLS') all read.
import { ACCOUNT_ROLES, type AccountRole } from './auth.ts';

export const PERMISSIONS = ['read', 'write', 'delete', 'admin'] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ACCOUNT_RESOURCES = [
  'account',
  'members',
  'billing',
  'slots',
  'content',
  'domains',
  'hosting',
  'logs',
] as const;
export type AccountResource = (typeof ACCOUNT_RESOURCES)[number];

export const ACCOUNT_RESOURCE_LABELS: Record<AccountResource, string> = {
  account: 'Account',
  members: 'Members',
  billing: 'Billing',
  slots: 'Site slots',
  content: 'Site content',
  domains: 'Custom domains',
  hosting: 'Hosting',
  logs: 'Application log',
};

type Matrix = Record<AccountRole, Record<AccountResource, readonly Permission[]>>;

const READ: readonly Permission[] = ['read'];
const WRITE: readonly Permission[] = ['read', 'write'];
const FULL: readonly Permission[] = ['read', 'write', 'delete'];

/**
 * The spec's matrix on the portal's resources: its users are our members, its themes and
 * components are a site's slot, hosting and domains (themes) and content (components). Everyone
 * reads; editors write sites; admins also write the account and members and delete; owners hold
 * delete and admin on the account, admin on members, and billing. Removing a site from its slot is
 * undoable for SITE_RESTORE_DAYS, so it is a 'write'; 'delete' is for what cannot come back, such
 * as clearing the application log.
 */
export const ACCOUNT_PERMISSIONS: Matrix = {
  viewer: {
    account: READ,
    members: READ,
    billing: [],
    slots: READ,
    content: READ,
    domains: READ,
    hosting: READ,
    logs: READ,
  },
  editor: {
    account: READ,
    members: READ,
    billing: [],
    slots: WRITE,
    content: WRITE,
    domains: WRITE,
    hosting: WRITE,
    logs: READ,
  },
  admin: {
    account: WRITE,
    members: FULL,
    billing: [],
    slots: FULL,
    content: FULL,
    domains: FULL,
    hosting: FULL,
    logs: ['read', 'delete'],
  },
  owner: {
    account: ['read', 'write', 'delete', 'admin'],
    members: ['read', 'write', 'delete', 'admin'],
    billing: WRITE,
    slots: FULL,
    content: FULL,
    domains: FULL,
    hosting: FULL,
    logs: ['read', 'delete'],
  },
};

/** An unknown role (or none) has no permission at all. */
export function hasPermission(
  role: AccountRole | null | undefined,
  resource: AccountResource,
  permission: Permission,
): boolean {
  if (role === null || role === undefined || !Object.hasOwn(ACCOUNT_PERMISSIONS, role)) return false;
  return ACCOUNT_PERMISSIONS[role][resource].includes(permission);
}

/** The roles that hold a permission, in ACCOUNT_ROLES order: what a route guard lets through. */
export function rolesWith(resource: AccountResource, permission: Permission): AccountRole[] {
  return ACCOUNT_ROLES.filter((role) => hasPermission(role, resource, permission));
}

// spec 001 §6.1: what each account role may do, as one matrix the server's guards, the portal's
// gates and the access check (the spec's 'Debug RLS') all read.
import { ACCOUNT_ROLE_LABELS, ACCOUNT_ROLES, type AccountRole } from './auth.ts';

export const PERMISSIONS = ['read', 'write', 'delete', 'admin'] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ACCOUNT_RESOURCES = [
  'account',
  'members',
  'billing',
  'purchases',
  'slots',
  'content',
  'domains',
  'hosting',
  'logs',
  'projects',
] as const;
export type AccountResource = (typeof ACCOUNT_RESOURCES)[number];

export const ACCOUNT_RESOURCE_LABELS: Record<AccountResource, string> = {
  account: 'Account',
  members: 'Members',
  billing: 'Billing',
  purchases: 'Theme purchases',
  slots: 'Site slots',
  content: 'Site content',
  domains: 'Custom domains',
  hosting: 'Hosting',
  logs: 'Application log',
  projects: "Developers' projects",
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
 * as clearing the application log. Subscribing to a plan is billing 'write' (owners); buying paid
 * themes for the account is purchases 'write' (owners and admins; what was bought is the library,
 * which every member reads with the account, so purchases has no 'read').
 * 'projects' are the projects developers run for the account
 * (issue 22, decision 032): every member sees them and their time; owners and admins approve
 * time, since approving commits the account to pay it.
 */
export const ACCOUNT_PERMISSIONS: Matrix = {
  viewer: {
    account: READ,
    members: READ,
    billing: [],
    purchases: [],
    slots: READ,
    content: READ,
    domains: READ,
    hosting: READ,
    logs: READ,
    projects: READ,
  },
  editor: {
    account: READ,
    members: READ,
    billing: [],
    purchases: [],
    slots: WRITE,
    content: WRITE,
    domains: WRITE,
    hosting: WRITE,
    logs: READ,
    projects: READ,
  },
  admin: {
    account: WRITE,
    members: FULL,
    billing: [],
    purchases: ['write'],
    slots: FULL,
    content: FULL,
    domains: FULL,
    hosting: FULL,
    logs: ['read', 'delete'],
    projects: WRITE,
  },
  owner: {
    account: ['read', 'write', 'delete', 'admin'],
    members: ['read', 'write', 'delete', 'admin'],
    billing: WRITE,
    purchases: ['write'],
    slots: FULL,
    content: FULL,
    domains: FULL,
    hosting: FULL,
    logs: ['read', 'delete'],
    projects: WRITE,
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

/** What the portal says beside a control the caller's role may not use (issue 12, viewer mode). */
export const PERMISSION_TEXT = {
  notMember: 'You are not a member of this account.',
  viewerSites: "Viewers can't edit this site. Ask an admin for editor access.",
  billingOwnersOnly: 'Only the account owner can manage billing.',
} as const;

const SITE_RESOURCES: readonly AccountResource[] = ['slots', 'content', 'domains', 'hosting'];
/** The resources as a sentence names them. */
const REASON_NOUNS: Record<AccountResource, string> = {
  account: 'account settings',
  members: 'team members',
  billing: 'billing',
  purchases: 'theme purchases',
  slots: 'site slots',
  content: 'site content',
  domains: 'custom domains',
  hosting: 'hosting',
  logs: 'the application log',
  projects: "developers' time",
};
const PERMISSION_VERBS: Record<Permission, string> = {
  read: 'view',
  write: 'change',
  delete: 'delete',
  admin: 'administer',
};
/** Where 'change theme purchases' would read oddly: the action in the person's own words. */
const REASON_ACTIONS: Partial<Record<`${AccountResource}:${Permission}`, string>> = {
  'purchases:write': 'buy themes',
};

/**
 * Why a role may not do something, in words for the person (null when it may): the one text the
 * disabled controls show, read from the matrix above so it never disagrees with the server.
 */
export function permissionReason(
  role: AccountRole | null | undefined,
  resource: AccountResource,
  permission: Permission,
): string | null {
  if (hasPermission(role, resource, permission)) return null;
  if (role === null || role === undefined || !Object.hasOwn(ACCOUNT_PERMISSIONS, role))
    return PERMISSION_TEXT.notMember;
  if (resource === 'billing') return PERMISSION_TEXT.billingOwnersOnly;
  if (role === 'viewer' && SITE_RESOURCES.includes(resource)) return PERMISSION_TEXT.viewerSites;
  const holders = rolesWith(resource, permission).map((holder) => `${ACCOUNT_ROLE_LABELS[holder].toLowerCase()}s`);
  const who = holders.length > 1 ? `${holders.slice(0, -1).join(', ')} or ${holders.at(-1)}` : (holders[0] ?? 'nobody');
  const action =
    REASON_ACTIONS[`${resource}:${permission}`] ?? `${PERMISSION_VERBS[permission]} ${REASON_NOUNS[resource]}`;
  return `${ACCOUNT_ROLE_LABELS[role]}s can't ${action}. Only ${who} can.`;
}

// Site slots, hosting, custom domains and the application log: the shapes the API answers with and
// the rules and texts both sides share (spec 000 §2, §3, §4, §5, §7, §8, §9).
import type { AccountRole } from './auth.ts';
import { hasPermission, type AccountResource, type Permission } from './permissions.ts';
import type { Framework } from './themes.ts';

export const SLOT_STATUSES = ['active', 'inactive'] as const;
export type SlotStatus = (typeof SLOT_STATUSES)[number];

/** How long a removed site's content is kept so the removal can be undone. */
export const SITE_RESTORE_DAYS = 30;

/** Owner, admin and editor change slots, hosting and domains; viewers see them read-only (ACCOUNT_PERMISSIONS). */
export const SITE_EDITOR_ROLES = ['owner', 'admin', 'editor'] as const satisfies readonly AccountRole[];
export function canManageSites(role: AccountRole | null | undefined): boolean {
  return hasPermission(role, 'slots', 'write');
}

export type HostingProvider = 'local' | 'netlify';

/** spec 000 §3 Subscription slot, as GET /api/accounts/:accountId/slots lists it. */
export interface SiteSlot {
  id: string;
  accountId: string;
  slotNumber: number;
  status: SlotStatus;
  name: string;
  description: string;
  /** The deployed theme; for a removed slot, the theme a restore brings back (its theme_id itself is null). */
  theme: { id: string; name: string; slug: string; previewUrl: string | null; framework: Framework } | null;
  /** spec: netlify_url. The site's public address: filled in by local hosting, or set by hand. */
  deploymentUrl: string | null;
  /** spec: github_repo_url. */
  repositoryUrl: string | null;
  hosting: HostingProvider | null;
  /** Where the local host serves it, on the site's own origin: http://{id}.sites.localhost:3000/ (null while inactive). */
  localUrl: string | null;
  pageCount: number;
  postCount: number;
  /** The theme version the site's content came from (its deploy or last theme update); null when unknown. */
  themeVersion: string | null;
  /** The theme's current version (null without a theme). */
  latestThemeVersion: string | null;
  /** An active site whose theme has a newer version than themeVersion: 'Update available' (issue 13). */
  updateAvailable: boolean;
  /** Set while the slot is inactive after a removal; content is kept until restorableUntil. */
  removedAt: string | null;
  restorableUntil: string | null;
  /** Set while the site is parked: above the plan's limit, not served, content kept (back with an upgrade). */
  parkedAt: string | null;
  parkedReason: string | null;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/accounts/:accountId/slots (any member). */
export interface SlotsResponse {
  /** Active slots, by slot number. */
  slots: SiteSlot[];
  /** Removed slots whose content can still be restored, newest removal first. */
  removed: SiteSlot[];
  /** Sites parked because the plan shrank below the sites in use, newest first. */
  parked: SiteSlot[];
  used: number;
  max: number;
  /** Whether the current user may change slots (owner, admin, editor). */
  canEdit: boolean;
}

/** spec 000 §3 Page (a site's own page, cloned from its theme's template page). */
export interface SitePage {
  id: string;
  name: string;
  title: string;
  description: string;
  path: string;
  filePath: string | null;
  route: string;
  isDynamic: boolean;
  layout: string | null;
  status: 'published' | 'draft';
  sortOrder: number;
  templatePageId: string | null;
  updatedAt: string;
}

/** spec 000 §3 Blog post content. */
export interface BlogPostContent {
  body: string;
  type: 'markdown';
  version: string;
  author?: string;
  image?: string;
  category?: string;
  tags?: string[];
  publish_date?: string;
  status?: 'published' | 'draft';
}

export interface SitePost {
  id: string;
  slug: string;
  title: string;
  description: string;
  content: BlogPostContent;
  originalPostId: string | null;
  updatedAt: string;
}

export const DOMAIN_STATUSES = ['pending', 'active', 'error'] as const;
export type DomainStatus = (typeof DOMAIN_STATUSES)[number];

/** A DNS record the owner must create for a custom domain. */
export interface DnsRecord {
  type: 'CNAME' | 'A' | 'TXT';
  name: string;
  value: string;
}

/** What a check found in DNS for a domain: the CNAME chain, the A records and the challenge TXT values. */
export interface DnsFound {
  txt: string[];
  cname: string[];
  a: string[];
}

/** A site takes at most this many custom domains (any status). */
export const MAX_DOMAINS_PER_SITE = 10;

/** The label under which a claim's TXT value proves control of a domain (as Vercel's `_vercel`). */
export const DOMAIN_CHALLENGE_LABEL = '_themeport-challenge';

/** 'www.example.com' → '_themeport-challenge.www.example.com'. */
export function domainChallengeName(domain: string): string {
  return `${DOMAIN_CHALLENGE_LABEL}.${domain}`;
}

/** spec 000 §3 Domain. */
export interface SiteDomain {
  id: string;
  domain: string;
  status: DomainStatus;
  /** Why it is not active yet (error or pending), in words. */
  message: string | null;
  /** The records to create: one of them is enough (a CNAME for subdomains, an A record for apexes). */
  requiredRecords: DnsRecord[];
  /** The TXT record that proves the domain is this account's: `_themeport-challenge.{domain}` with this claim's own value. */
  verificationRecord: DnsRecord;
  /** This account proved control of the domain (its TXT value was found); only then can the domain turn active. */
  verified: boolean;
  /** What the last check found in DNS; shown only to the account that proved control, else null. */
  foundRecords: DnsFound | null;
  lastCheckedAt: string | null;
  nextCheckAt: string | null;
  createdAt: string;
}

export const APP_LOG_LEVELS = ['info', 'warn', 'error'] as const;
export type AppLogLevel = (typeof APP_LOG_LEVELS)[number];
export const APP_LOG_CATEGORIES = [
  'deploy',
  'remove',
  'restore',
  'update',
  'rebuild',
  'hosting',
  'repository',
  'domain',
  'content',
] as const;
export type AppLogCategory = (typeof APP_LOG_CATEGORIES)[number];

/** One line of the account's application log. */
export interface AppLogEntry {
  id: string;
  level: AppLogLevel;
  category: AppLogCategory;
  message: string;
  siteId: string | null;
  slotNumber: number | null;
  userEmail: string | null;
  details: Record<string, unknown>;
  createdAt: string;
}

/** GET /api/accounts/:accountId/logs (any member), newest first. */
export interface AppLogsResponse {
  entries: AppLogEntry[];
}

/** GET /api/accounts/:accountId/slots/:slotId/content-key: the public content API's read key. */
export interface ContentKeyResponse {
  key: string;
  /** GET this with the header X-Site-Key (never ?key=). POST …/content-key/rotate replaces the key. */
  url: string;
}

/** One line of the access check: may the role do it, and did the server's own check agree. */
export interface AccessCheck {
  resource: AccountResource;
  permission: Permission;
  /** What the permission lets a member do, in words. */
  action: string;
  /** The role matrix (ACCOUNT_PERMISSIONS) grants it. */
  allowed: boolean;
  /** The server's guard (membership and role, read from the database) let the request through, and reads returned rows. */
  passed: boolean;
  detail: string;
}

/** GET /api/accounts/:accountId/access-check (replaces the spec's 'Debug RLS'). */
export interface AccessCheckResponse {
  user: { id: string; email: string };
  role: AccountRole;
  checks: AccessCheck[];
  generatedAt: string;
}

/** GET /api/accounts/:accountId/diagnostics ('Download Diagnostic'). */
export interface DiagnosticsReport {
  generatedAt: string;
  account: { id: string; name: string; plan: string; status: string; createdAt: string };
  plan: { id: string; maxSites: number; usedSites: number };
  limits: Record<string, number>;
  hosting: { adapter: HostingProvider; sitesHost: string; sitesIp: string | null };
  slots: {
    id: string;
    slotNumber: number;
    status: SlotStatus;
    name: string;
    theme: { id: string; name: string } | null;
    hosting: HostingProvider | null;
    deploymentUrl: string | null;
    repositoryUrl: string | null;
    removedAt: string | null;
    pageCount: number;
    componentCount: number;
    postCount: number;
  }[];
  domains: {
    id: string;
    domain: string;
    slotNumber: number;
    status: DomainStatus;
    message: string | null;
    lastCheckedAt: string | null;
  }[];
  recentErrors: AppLogEntry[];
}

/** Lowercase, no trailing dot, labels of letters, digits and hyphens, at least two labels, a letter TLD. */
export function normalizeHostname(input: string): string | null {
  const host = input
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/\/.*$/, '')
    .replace(/\.$/, '');
  if (host.length === 0 || host.length > 253) return null;
  const labels = host.split('.');
  if (labels.length < 2) return null;
  const label = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
  if (!labels.every((part) => label.test(part))) return null;
  if (!/^[a-z]{2,63}$/.test(labels[labels.length - 1]!)) return null;
  return host;
}

/** A domain of two labels (example.com) is an apex: it needs an A record; deeper names take a CNAME. */
export function isApexDomain(domain: string): boolean {
  return domain.split('.').length === 2;
}

/** spec 000 §5, §8: the slot and site texts, word for word where the spec gives them. */
export const SITE_TEXT = {
  noAvailableSlots: (used: number, max: number) =>
    `No available slots. Account has ${used}/${max} slots used. Please upgrade your plan.`,
  themeNotInLibrary: (themeId: string) =>
    `Theme ${themeId} not found in account library. Please add theme to library first.`,
  confirmRemove: (slotNumber: number) =>
    `Are you sure you want to remove the theme from Slot ${slotNumber}? This will deactivate the site.`,
  removeFailed: 'Failed to remove theme from slot. Please try again.',
  deployFailed: 'Theme deployment failed',
  cloningFailed: (message: string) => `Theme cloning failed: ${message}`,
  createSlotFailed: (message: string) => `Failed to create slot: ${message}`,
  updateSlotFailed: 'Failed to update slot',
  noThemeSelected: 'No theme selected',
  slotNotFound: 'No slot found for this subscription. Please contact support.',
  noThemeAssigned: 'No theme assigned to this subscription. Please assign a theme first.',
  notRestorable: 'This site can no longer be restored.',
  alreadyActive: 'This site is already active.',
  netlifyUrlRequired: 'Please enter a Netlify URL',
  netlifyUrlInvalid: 'Enter a full address such as https://my-site.netlify.app.',
  netlifyUrlSaved: 'Netlify URL saved successfully!',
  netlifyUrlFailed: 'Failed to save Netlify URL',
  siteCreated: 'GitHub repository and Netlify site created successfully!',
  /** The success text when Themeport hosts the site itself (no GitHub, no Netlify). */
  localSiteCreated: 'Repository created and site published by Themeport!',
  deploymentUrlCleared: 'Deployment URL cleared: the site is back on its Themeport address.',
  repositoryFailed: 'Failed to create GitHub repository',
  rebuildTriggered: 'Site rebuild triggered successfully!',
  rebuildFailed: 'Failed to rebuild site',
  domainRequired: 'Please enter a domain',
  domainInvalid: 'Enter a valid domain name, such as www.example.com.',
  domainTaken: 'This domain is already connected to a site.',
  domainAdded: 'Custom domain added successfully!',
  domainAddFailed: 'Failed to add custom domain',
  domainStatusUpdated: 'Domain status updated successfully!',
  domainCheckFailed: 'Failed to check domain status',
  domainNotFound: 'Domain not found',
  domainLimit: (max: number) => `A site can have at most ${max} custom domains. Remove one to add another.`,
  domainVerifiedElsewhere: 'Verified by another account',
  invalidCmsRoute: 'Invalid CMS Route',
  cmsRouteRequired: 'Account ID and Slot ID are required to access the CMS.',
  apiRequestFailed: 'API request failed',
} as const;

/**
 * The Deployment URL form's outcome in words: the spec's Netlify texts (spec 000 §8) when Netlify
 * hosts the site, and the same words about the deployment URL when Themeport hosts it itself.
 */
export function deploymentUrlText(hosting: HostingProvider | null): {
  saved: string;
  failed: string;
  required: string;
} {
  return hosting === 'netlify'
    ? { saved: SITE_TEXT.netlifyUrlSaved, failed: SITE_TEXT.netlifyUrlFailed, required: SITE_TEXT.netlifyUrlRequired }
    : {
        saved: 'Deployment URL saved successfully!',
        failed: 'Failed to save deployment URL',
        required: 'Please enter a deployment URL',
      };
}

/** Template text may name the site ('Terms of Use – {site.name}'): the live site and the portal show it filled. */
export function fillSiteName(text: string, siteName: string): string {
  return text.replaceAll('{site.name}', siteName);
}

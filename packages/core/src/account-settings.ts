// spec 001 §2.2, §3 Account, §5 account name / timezone / date format / colour, §6.1: the account
// settings page's options and rules, which the server's PATCH and the page's form both apply, and
// the one date formatter the portal uses for an account's dates.
import type { AccountRole } from './auth.ts';
import { hasPermission } from './permissions.ts';

/** spec 001 §5, §9: 2 to 50 characters after trimming (the database checks it too). */
export const ACCOUNT_NAME_MIN = 2;
export const ACCOUNT_NAME_MAX = 50;

/** spec 001 §5 timezone options, as IANA zones; default UTC. */
export const ACCOUNT_TIMEZONES = [
  { value: 'UTC', label: 'UTC' },
  { value: 'America/New_York', label: 'Eastern' },
  { value: 'America/Chicago', label: 'Central' },
  { value: 'America/Denver', label: 'Mountain' },
  { value: 'America/Los_Angeles', label: 'Pacific' },
  { value: 'Europe/London', label: 'London' },
  { value: 'Europe/Paris', label: 'Paris' },
  { value: 'Asia/Tokyo', label: 'Tokyo' },
] as const;
export type AccountTimezone = (typeof ACCOUNT_TIMEZONES)[number]['value'];

/** spec 001 §5 date format options; default YYYY-MM-DD. */
export const ACCOUNT_DATE_FORMATS = ['YYYY-MM-DD', 'MM/DD/YYYY', 'DD/MM/YYYY'] as const;
export type AccountDateFormat = (typeof ACCOUNT_DATE_FORMATS)[number];

export const DEFAULT_ACCOUNT_SETTINGS = { timezone: 'UTC', date_format: 'YYYY-MM-DD' } as const satisfies {
  timezone: AccountTimezone;
  date_format: AccountDateFormat;
};

/** A colour as the account's branding stores it: '#rrggbb'. */
export const ACCOUNT_COLOR = /^#[0-9a-f]{6}$/i;
/** A custom domain for the portal's branding: a lowercase host name with a dot, no scheme or path. */
export const ACCOUNT_DOMAIN = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export interface AccountDateSettings {
  timezone: string;
  date_format: string;
}

export const ACCOUNT_SETTINGS_TEXT = {
  noAccount: 'No account selected. Please select an account from the account switcher.',
  nameLength: `Account name must be ${ACCOUNT_NAME_MIN} to ${ACCOUNT_NAME_MAX} characters.`,
  timezoneInvalid: 'Choose one of the listed timezones.',
  dateFormatInvalid: 'Choose one of the listed date formats.',
  colorInvalid: 'Enter a colour as a hex code such as #3b82f6.',
  domainInvalid: 'Enter a domain such as portal.example.com (no https:// or path).',
  needWrite: 'You need admin permissions to change the account settings.',
  needAdminColor: 'Only admins and owners can change the primary colour.',
  needOwnerDomain: 'Only the owner can change the custom domain.',
  nothingToChange: 'Nothing to change.',
  saved: 'Settings saved successfully!',
  saveFailed: 'Failed to save settings',
  permissionsFailed: 'Failed to fetch permissions',
  deleteOwnerOnly: 'Only the owner can delete the account.',
  deleteNameMismatch: 'Type the account name exactly to confirm.',
  deleteFailed: 'Failed to delete the account',
} as const;

/** The name as stored: trimmed; null when it is not 2 to 50 characters. */
export function normalizeAccountName(name: string): string | null {
  const trimmed = name.trim();
  const length = [...trimmed].length;
  return length >= ACCOUNT_NAME_MIN && length <= ACCOUNT_NAME_MAX ? trimmed : null;
}

export const isAccountTimezone = (value: string): value is AccountTimezone =>
  ACCOUNT_TIMEZONES.some((zone) => zone.value === value);
export const isAccountDateFormat = (value: string): value is AccountDateFormat =>
  (ACCOUNT_DATE_FORMATS as readonly string[]).includes(value);

/**
 * The settings as the page and the formatter read them: a stored value outside the options (the
 * old default 'MM/dd/yyyy', say) reads as its spec option, or the default.
 */
export function readAccountSettings(stored: Partial<AccountDateSettings> | null | undefined): {
  timezone: AccountTimezone;
  date_format: AccountDateFormat;
} {
  const timezone = stored?.timezone ?? '';
  const format = (stored?.date_format ?? '').toUpperCase();
  return {
    timezone: isAccountTimezone(timezone) ? timezone : DEFAULT_ACCOUNT_SETTINGS.timezone,
    date_format: isAccountDateFormat(format) ? format : DEFAULT_ACCOUNT_SETTINGS.date_format,
  };
}

/** What a role may change on the settings page (spec 001 §2.2, §6.3), from the permission matrix. */
export interface AccountSettingsPermissions {
  /** Name, timezone, date format: account write (admin, owner). */
  canEditGeneral: boolean;
  /** Primary colour: admin and owner. */
  canEditColor: boolean;
  /** Custom domain: owner (account admin). */
  canEditDomain: boolean;
  /** Billing & Subscription section: billing read (owner). */
  canSeeBilling: boolean;
  /** Team Management: members write (admin, owner). */
  canManageTeam: boolean;
  /** Danger Zone: account delete (owner). */
  canDeleteAccount: boolean;
}

export function accountSettingsPermissions(role: AccountRole | null | undefined): AccountSettingsPermissions {
  return {
    canEditGeneral: hasPermission(role, 'account', 'write'),
    canEditColor: hasPermission(role, 'account', 'write'),
    canEditDomain: hasPermission(role, 'account', 'admin'),
    canSeeBilling: hasPermission(role, 'billing', 'read'),
    canManageTeam: hasPermission(role, 'members', 'write'),
    canDeleteAccount: hasPermission(role, 'account', 'delete'),
  };
}

/** One date in the account's timezone, as its date format reads: 2026-03-07, 03/07/2026 or 07/03/2026. */
export function formatAccountDate(
  value: Date | string | number,
  settings: Partial<AccountDateSettings> | null | undefined,
  { time = false }: { time?: boolean } = {},
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const { timezone, date_format } = readAccountSettings(settings);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute', string>;
  const { year, month, day } = parts;
  const text =
    date_format === 'MM/DD/YYYY'
      ? `${month}/${day}/${year}`
      : date_format === 'DD/MM/YYYY'
        ? `${day}/${month}/${year}`
        : `${year}-${month}-${day}`;
  return time ? `${text} ${parts.hour}:${parts.minute}` : text;
}

/** The current month of API usage, as the api_usage table keys it: 'YYYY-MM' in UTC. */
export const usageMonth = (now: Date = new Date()): string => now.toISOString().slice(0, 7);

/** A usage bar's fill, 0 to 100 (a limit of 0 or less counts as full once anything is used). */
export function usagePercent(used: number, limit: number): number {
  if (limit <= 0) return used > 0 ? 100 : 0;
  return Math.min(100, Math.round((used / limit) * 100));
}

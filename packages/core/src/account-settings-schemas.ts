// Zod shapes of the account settings routes (apart from account-settings.ts so that bundles
// importing only its rules do not carry zod).
import { z } from 'zod';
import type { AccountRole, Plan } from './auth.ts';
import {
  ACCOUNT_COLOR,
  ACCOUNT_DATE_FORMATS,
  ACCOUNT_DOMAIN,
  ACCOUNT_SETTINGS_TEXT,
  ACCOUNT_TIMEZONES,
  normalizeAccountName,
  type AccountSettingsPermissions,
} from './account-settings.ts';

const timezones = ACCOUNT_TIMEZONES.map((zone) => zone.value) as [string, ...string[]];

export const accountNameSchema = z
  .string()
  .max(500, ACCOUNT_SETTINGS_TEXT.nameLength)
  .transform((name, ctx) => {
    const normalized = normalizeAccountName(name);
    if (normalized === null) {
      ctx.addIssue({ code: 'custom', message: ACCOUNT_SETTINGS_TEXT.nameLength });
      return z.NEVER;
    }
    return normalized;
  });

/** PATCH body: any of the fields; each is checked against the caller's role on the server. */
export const accountSettingsPatchSchema = z
  .object({
    name: accountNameSchema.optional(),
    settings: z
      .object({
        timezone: z.enum(timezones, { message: ACCOUNT_SETTINGS_TEXT.timezoneInvalid }).optional(),
        date_format: z.enum(ACCOUNT_DATE_FORMATS, { message: ACCOUNT_SETTINGS_TEXT.dateFormatInvalid }).optional(),
      })
      .strict()
      .optional(),
    branding: z
      .object({
        primary_color: z
          .string()
          .trim()
          .regex(ACCOUNT_COLOR, ACCOUNT_SETTINGS_TEXT.colorInvalid)
          .transform((color) => color.toLowerCase())
          .optional(),
        custom_domain: z
          .string()
          .trim()
          .toLowerCase()
          .max(253, ACCOUNT_SETTINGS_TEXT.domainInvalid)
          .refine((domain) => domain === '' || ACCOUNT_DOMAIN.test(domain), ACCOUNT_SETTINGS_TEXT.domainInvalid)
          .transform((domain) => (domain === '' ? null : domain))
          .nullable()
          .optional(),
      })
      .strict()
      .optional(),
  })
  .strict();
export type AccountSettingsPatch = z.input<typeof accountSettingsPatchSchema>;

export const accountDeleteSchema = z.object({ confirmName: z.string().max(500) }).strict();

export interface AccountUsageFigure {
  used: number;
  limit: number;
}

/** GET /api/accounts/{accountId}/settings. */
export interface AccountSettingsResponse {
  id: string;
  name: string;
  plan: Plan;
  role: AccountRole;
  settings: { timezone: string; date_format: string };
  branding: { primary_color: string; custom_domain: string | null };
  usage: {
    users: AccountUsageFigure;
    /** used in bytes, limit in MB (usage_limits.max_storage_mb). */
    storage: { usedBytes: number; limitMb: number };
    sites: AccountUsageFigure;
    apiCalls: AccountUsageFigure & { month: string };
  };
  permissions: AccountSettingsPermissions;
}

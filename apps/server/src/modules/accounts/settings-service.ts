// GET and PATCH /api/accounts/{accountId}/settings: the account's name, settings, branding, usage
// and what the caller may change (spec 001 §2.2, §6.3). Each field is checked against the caller's
// role here, whatever the page shows.
import { eq } from 'drizzle-orm';
import {
  ACCOUNT_SETTINGS_TEXT,
  DEFAULT_PRIMARY_COLOR,
  accountSettingsPermissions,
  readAccountSettings,
  type AccountRole,
  type AccountSettingsResponse,
  type accountSettingsPatchSchema,
} from '@themeport/core';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { accounts, type Account } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { accountUsage } from './usage.ts';

export type AccountSettingsPatchInput = z.output<typeof accountSettingsPatchSchema>;

const notFound = () => new AppError('NOT_FOUND', 404, 'Account not found');

async function selectAccount(db: Database, accountId: string): Promise<Account> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, accountId)).limit(1);
  if (!row) throw notFound();
  return row;
}

export async function getAccountSettings(
  db: Database,
  { accountId, role }: { accountId: string; role: AccountRole },
): Promise<AccountSettingsResponse> {
  const account = await selectAccount(db, accountId);
  return {
    id: account.id,
    name: account.name,
    plan: account.plan,
    role,
    settings: readAccountSettings(account.settings),
    branding: {
      primary_color: account.branding?.primary_color ?? DEFAULT_PRIMARY_COLOR,
      custom_domain: account.branding?.custom_domain ?? null,
    },
    usage: await accountUsage(db, account.id, account.usageLimits),
    permissions: accountSettingsPermissions(role),
  };
}

/**
 * Applies the fields sent, after every one of them passed its role check: one refused field
 * refuses the whole request (403) and nothing changes. An unchanged value is no change.
 */
export async function updateAccountSettings(
  db: Database,
  { accountId, role }: { accountId: string; role: AccountRole },
  patch: AccountSettingsPatchInput,
): Promise<AccountSettingsResponse> {
  const may = accountSettingsPermissions(role);
  const forbidden = (message: string) => new AppError('FORBIDDEN', 403, message);
  if ((patch.name !== undefined || patch.settings !== undefined) && !may.canEditGeneral)
    throw forbidden(ACCOUNT_SETTINGS_TEXT.needWrite);
  if (patch.branding?.primary_color !== undefined && !may.canEditColor)
    throw forbidden(ACCOUNT_SETTINGS_TEXT.needAdminColor);
  if (patch.branding?.custom_domain !== undefined && !may.canEditDomain)
    throw forbidden(ACCOUNT_SETTINGS_TEXT.needOwnerDomain);
  if (patch.name === undefined && patch.settings === undefined && patch.branding === undefined)
    throw new AppError('VALIDATION_ERROR', 400, ACCOUNT_SETTINGS_TEXT.nothingToChange);

  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(accounts).where(eq(accounts.id, accountId)).for('update');
    if (!current) throw notFound();
    const settings = { ...readAccountSettings(current.settings), ...patch.settings };
    const branding = {
      primary_color: current.branding?.primary_color ?? DEFAULT_PRIMARY_COLOR,
      custom_domain: current.branding?.custom_domain ?? null,
      ...patch.branding,
    };
    await tx
      .update(accounts)
      .set({ name: patch.name ?? current.name, settings, branding, updatedAt: new Date() })
      .where(eq(accounts.id, accountId));
  });
  return getAccountSettings(db, { accountId, role });
}

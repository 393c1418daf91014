import { and, eq } from 'drizzle-orm';
import { defaultAccountName } from '@themeport/core';
import type { Database } from '../../db/client.ts';
import { accountUsers, profiles } from '../../db/schema.ts';
import { createOwnedAccount } from '../accounts/index.ts';

/**
 * The workspace of the profile step: created once (an owned account already there is reused),
 * named after the business or "{local part}'s Account" (spec 000 §5). The profile row is locked
 * for the check and the insert, so two concurrent saves cannot create two accounts.
 */
export async function ensureWorkspace(
  db: Database,
  { userId, email, businessName }: { userId: string; email: string; businessName: string },
): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.select({ userId: profiles.userId }).from(profiles).where(eq(profiles.userId, userId)).for('update');
    const [owned] = await tx
      .select({ accountId: accountUsers.accountId })
      .from(accountUsers)
      .where(and(eq(accountUsers.userId, userId), eq(accountUsers.role, 'owner')))
      .limit(1);
    if (owned) return owned.accountId;
    const name = (businessName.trim() || defaultAccountName(email)).slice(0, 50).padEnd(2, '_');
    const account = await createOwnedAccount(tx as unknown as Database, { userId, name });
    return account.id;
  });
}

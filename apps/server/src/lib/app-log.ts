import { safeJson, safeText, type AppLogCategory, type AppLogLevel } from '@themeport/core';
import type { Database } from '../db/client.ts';
import { appLogs } from '../db/schema.ts';

export interface AppLogInput {
  accountId: string;
  siteId?: string | null;
  userId?: string | null;
  level: AppLogLevel;
  category: AppLogCategory;
  message: string;
  details?: Record<string, unknown>;
}

/**
 * One line in the account's application log. Pass the transaction of the change it records, so
 * the line exists exactly when the change does; failures are logged after a rollback, outside it.
 * Messages and details often quote what a user sent: NUL and lone surrogates, which PostgreSQL
 * refuses in text and jsonb, are replaced so the line is always written.
 */
export async function writeAppLog(db: Pick<Database, 'insert'>, entry: AppLogInput): Promise<void> {
  await db.insert(appLogs).values({
    accountId: entry.accountId,
    siteId: entry.siteId ?? null,
    userId: entry.userId ?? null,
    level: entry.level,
    category: entry.category,
    message: safeText(entry.message),
    details: safeJson(entry.details ?? {}),
  });
}

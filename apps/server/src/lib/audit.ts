import {
  redactSecrets,
  safeJson,
  safeText,
  type AuditActionType,
  type AuditChanges,
  type AuditResourceType,
} from '@themeport/core';
import type { Database } from '../db/client.ts';
import { auditLogs } from '../db/schema.ts';
import type { Logger } from '../logger.ts';

/** Who acted and from where, read once from the request (spec 001 §3 Audit log's admin and request fields). */
export interface AuditContext {
  userId: string | null;
  email: string;
  fullName: string | null;
  /** The platform role; 'unknown' when there is none (spec 001 §6.2). */
  role: string;
  ipAddress: string | null;
  userAgent: string | null;
  sessionId: string | null;
  requestId: string | null;
}

export interface AuditEntry {
  actionType: AuditActionType;
  resourceType: AuditResourceType;
  resourceId?: string | null;
  resourceName?: string | null;
  accountId?: string | null;
  changes?: AuditChanges | null;
  metadata?: Record<string, unknown>;
}

type Insert = Pick<Database, 'insert'>;

async function insertEntry(
  db: Insert,
  ctx: AuditContext,
  entry: AuditEntry,
  status: 'success' | 'failed' | 'partial',
  error: unknown,
): Promise<void> {
  await db.insert(auditLogs).values({
    adminUserId: ctx.userId,
    adminEmail: ctx.email,
    adminFullName: ctx.fullName,
    adminRole: ctx.role,
    accountId: entry.accountId ?? null,
    actionType: entry.actionType,
    resourceType: entry.resourceType,
    resourceId: entry.resourceId ?? null,
    resourceName: entry.resourceName === undefined || entry.resourceName === null ? null : safeText(entry.resourceName),
    changes: entry.changes ? safeJson(redactSecrets(entry.changes)) : null,
    ipAddress: ctx.ipAddress,
    userAgent: ctx.userAgent,
    sessionId: ctx.sessionId,
    requestId: ctx.requestId,
    status,
    errorDetails:
      error === undefined
        ? null
        : error instanceof Error
          ? { name: error.name, message: safeText(error.message) }
          : { name: 'Error', message: safeText(String(error)) },
    metadata: safeJson(redactSecrets(entry.metadata ?? {})),
  });
}

/** One success entry, written with `db` (pass the transaction of the change it records). */
export function writeAudit(db: Insert, ctx: AuditContext, entry: AuditEntry): Promise<void> {
  return insertEntry(db, ctx, entry, 'success', undefined);
}

/**
 * Runs `change` in a transaction that also writes its success entry, so the entry exists exactly
 * when the change does. `note` adds what only the change knows (the name, the before and after).
 * When the change throws, it is rolled back and a 'failed' entry with the error's name and message
 * is written on its own (spec 001 §7.4), tried up to 3 times (§8.2); the error is then rethrown.
 */
export async function audited<T>(
  deps: { db: Database; logger: Logger },
  ctx: AuditContext,
  entry: AuditEntry,
  change: (tx: Database, note: (more: Partial<AuditEntry>) => void) => Promise<T>,
): Promise<T> {
  const current: AuditEntry = { ...entry };
  const note = (more: Partial<AuditEntry>) => Object.assign(current, more);
  try {
    return await deps.db.transaction(async (tx) => {
      const result = await change(tx, note);
      await writeAudit(tx, ctx, current);
      return result;
    });
  } catch (error) {
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      try {
        await insertEntry(deps.db, ctx, current, 'failed', error);
        break;
      } catch (writeError) {
        if (attempt === 3) deps.logger.error({ err: writeError }, 'could not write the failed audit entry');
      }
    }
    throw error;
  }
}

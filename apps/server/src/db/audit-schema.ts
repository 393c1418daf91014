import { index, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { AUDIT_ACTION_TYPES, AUDIT_RESOURCE_TYPES, AUDIT_STATUSES, type AuditChanges } from '@themeport/core';
import { accounts } from './accounts-schema.ts';
import { users } from './auth-schema.ts';

export const auditActionEnum = pgEnum('audit_action_type', AUDIT_ACTION_TYPES);
export const auditResourceEnum = pgEnum('audit_resource_type', AUDIT_RESOURCE_TYPES);
export const auditStatusEnum = pgEnum('audit_status', AUDIT_STATUSES);

/**
 * spec 001 §3 Audit log. The acting user's e-mail, name and role are copied in, so an entry still
 * says who acted after the user is deleted (admin_user_id is then null). `accountId` is set for
 * changes inside one account (role changes, ownership transfer, account deletion keeps the id as
 * text in resource_id since the row is gone).
 */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: uuid().primaryKey().defaultRandom(),
    timestamp: timestamp({ withTimezone: true }).notNull().defaultNow(),
    adminUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    adminEmail: text().notNull(),
    adminFullName: text(),
    adminRole: text().notNull(),
    accountId: uuid().references(() => accounts.id, { onDelete: 'set null' }),
    actionType: auditActionEnum().notNull(),
    resourceType: auditResourceEnum().notNull(),
    resourceId: text(),
    resourceName: text(),
    changes: jsonb().$type<AuditChanges | null>(),
    ipAddress: text(),
    userAgent: text(),
    sessionId: text(),
    requestId: text(),
    status: auditStatusEnum().notNull().default('success'),
    errorDetails: jsonb().$type<{ message: string; name: string; stack?: string } | null>(),
    metadata: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index('audit_logs_timestamp_idx').on(t.timestamp.desc()),
    index('audit_logs_resource_idx').on(t.resourceType, t.resourceId, t.timestamp.desc()),
    index('audit_logs_admin_idx').on(t.adminUserId, t.timestamp.desc()),
  ],
);

export type AuditLogRow = typeof auditLogs.$inferSelect;

import { eq } from 'drizzle-orm';
import { REDACTED, diffChanges } from '@themeport/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditLogs } from '../db/schema.ts';
import { createLogger } from '../logger.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { signedInOwner } from '../test/auth.ts';
import { audited, type AuditContext } from './audit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t?.close());

function contextOf(user: { id: string; email: string }): AuditContext {
  return {
    userId: user.id,
    email: user.email,
    fullName: 'Ada Admin',
    role: 'admin',
    ipAddress: '203.0.113.9',
    userAgent: 'vitest',
    sessionId: 'session-1',
    requestId: 'request-1',
  };
}

const entriesFor = (resourceId: string) => t.db.select().from(auditLogs).where(eq(auditLogs.resourceId, resourceId));

describe('audited', () => {
  it('writes the success entry in the transaction of the change, with what the change noted, redacted', async () => {
    const { user, account } = await signedInOwner(t);
    const deps = { db: t.db, logger: createLogger(t.config) };
    const renamed = await audited(
      deps,
      contextOf(user),
      { actionType: 'update', resourceType: 'account', resourceId: account.id, accountId: account.id },
      async (tx, note) => {
        const [row] = await tx
          .update(accounts)
          .set({ name: 'Renamed Co' })
          .where(eq(accounts.id, account.id))
          .returning();
        note({
          resourceName: row!.name,
          changes: diffChanges({ name: account.name, apiToken: 'old' }, { name: row!.name, apiToken: 'new' }),
          metadata: { nested: { password: 'hunter22' } },
        });
        return row!.name;
      },
    );
    expect(renamed).toBe('Renamed Co');
    const [entry] = await entriesFor(account.id);
    expect(entry).toMatchObject({
      adminUserId: user.id,
      adminEmail: user.email,
      adminRole: 'admin',
      actionType: 'update',
      resourceType: 'account',
      resourceName: 'Renamed Co',
      status: 'success',
      ipAddress: '203.0.113.9',
      sessionId: 'session-1',
      requestId: 'request-1',
      errorDetails: null,
      changes: {
        before: { name: account.name, apiToken: REDACTED },
        after: { name: 'Renamed Co', apiToken: REDACTED },
        fields: ['name', 'apiToken'],
      },
      metadata: { nested: { password: REDACTED } },
    });
  });

  it('rolls the change back with no success entry, and records a failed one with the error', async () => {
    const { user, account } = await signedInOwner(t);
    const deps = { db: t.db, logger: createLogger(t.config) };
    await expect(
      audited(
        deps,
        contextOf(user),
        { actionType: 'update', resourceType: 'account', resourceId: account.id, resourceName: account.name },
        async (tx) => {
          await tx.update(accounts).set({ name: 'Never kept' }).where(eq(accounts.id, account.id));
          throw new TypeError('The change broke');
        },
      ),
    ).rejects.toThrow('The change broke');
    const [row] = await t.db.select().from(accounts).where(eq(accounts.id, account.id));
    expect(row!.name).toBe(account.name);
    const entries = await entriesFor(account.id);
    expect(entries.map((entry) => entry.status)).toEqual(['failed']);
    expect(entries[0]!.errorDetails).toEqual({ name: 'TypeError', message: 'The change broke' });
  });
});

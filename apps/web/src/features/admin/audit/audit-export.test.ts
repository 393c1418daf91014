import type { AuditLogEntry } from '@themeport/core';
import { describe, expect, it } from 'vitest';
import { auditExportData } from './audit-export';

const entry: AuditLogEntry = {
  id: '00000000-0000-4000-8000-000000000001',
  timestamp: '2026-03-05T14:07:09.123Z',
  adminUserId: null,
  adminEmail: 'ada@example.com',
  adminFullName: 'Ada Admin',
  adminRole: 'admin',
  accountId: null,
  actionType: 'update',
  resourceType: 'review',
  resourceId: 'r-1',
  resourceName: '=HYPERLINK("x")',
  changes: { before: { status: 'pending' }, after: { status: 'approved' }, fields: ['status', 'adminNotes'] },
  ipAddress: '203.0.113.7',
  userAgent: 'Mozilla/5.0',
  sessionId: null,
  requestId: 'req-1',
  status: 'failed',
  errorDetails: { name: 'Error', message: 'Boom' },
  metadata: {},
};

describe('auditExportData', () => {
  it('writes one row per entry with the ISO timestamp, and keeps the entries for JSON', () => {
    const data = auditExportData([entry]);
    expect(data.headers.slice(0, 3)).toEqual(['ID', 'Timestamp', 'Admin email']);
    const row = Object.fromEntries(data.headers.map((header, index) => [header, data.rows[0]![index]]));
    expect(row).toMatchObject({
      Timestamp: '2026-03-05T14:07:09.123Z',
      Action: 'update',
      'Resource name': '=HYPERLINK("x")',
      'Changed fields': 'status, adminNotes',
      Error: 'Boom',
      'Session ID': null,
      Metadata: '',
    });
    expect(data.records).toEqual([entry]);
  });
});

import { describe, expect, it } from 'vitest';
import { auditTimestamp } from './audit-api';

describe('auditTimestamp', () => {
  it("reads 'MMM d, yyyy HH:mm:ss' in UTC", () => {
    expect(auditTimestamp('2026-03-04T05:06:07.000Z')).toBe('Mar 4, 2026 05:06:07');
    expect(auditTimestamp('2026-11-24T23:59:59.000Z')).toBe('Nov 24, 2026 23:59:59');
  });
});

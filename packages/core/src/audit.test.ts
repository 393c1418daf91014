import { describe, expect, it } from 'vitest';
import { REDACTED, diffChanges, redactSecrets } from './audit.ts';

describe('redactSecrets', () => {
  it("replaces the spec's secret-looking keys at any depth, in any spelling", () => {
    const input = {
      name: 'Ada',
      password: 'hunter22',
      nested: { accessToken: 'abc', deeper: [{ API_KEY: 'k', ok: 1 }], 'private-key': 'p' },
      creditCardNumber: '4242',
      ssn: '123',
      social_security_no: '9',
      clientSecret: 's',
    };
    expect(redactSecrets(input)).toEqual({
      name: 'Ada',
      password: REDACTED,
      nested: { accessToken: REDACTED, deeper: [{ API_KEY: REDACTED, ok: 1 }], 'private-key': REDACTED },
      creditCardNumber: REDACTED,
      ssn: REDACTED,
      social_security_no: REDACTED,
      clientSecret: REDACTED,
    });
    expect(input.password).toBe('hunter22');
  });

  it('keeps other values, dates as ISO text, and survives a cycle', () => {
    const cyclic: Record<string, unknown> = { when: new Date('2026-01-02T03:04:05Z'), role: 'admin' };
    cyclic.self = cyclic;
    expect(redactSecrets(cyclic)).toEqual({ when: '2026-01-02T03:04:05.000Z', role: 'admin', self: '[Circular]' });
    expect(redactSecrets('plain')).toBe('plain');
    expect(redactSecrets(null)).toBeNull();
  });
});

describe('diffChanges', () => {
  it('lists only the fields that changed, with their before and after values, redacted', () => {
    expect(
      diffChanges(
        { name: 'Old', role: 'viewer', same: 1, password: 'a' },
        { name: 'New', role: 'editor', same: 1, password: 'b', added: true },
      ),
    ).toEqual({
      before: { name: 'Old', role: 'viewer', password: REDACTED },
      after: { name: 'New', role: 'editor', password: REDACTED, added: true },
      fields: ['name', 'role', 'password', 'added'],
    });
  });
});

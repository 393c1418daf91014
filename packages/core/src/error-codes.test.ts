import { describe, expect, it } from 'vitest';
import { ERROR_CODES, isErrorCode } from './error-codes.ts';

describe('error codes', () => {
  it('lists each code once, in upper snake case', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    for (const code of ERROR_CODES) expect(code).toMatch(/^[A-Z]+(_[A-Z]+)*$/);
  });

  it('recognises the API codes and nothing else', () => {
    expect(isErrorCode('EMAIL_TAKEN')).toBe(true);
    expect(isErrorCode('INVALID_SITE_KEY')).toBe(true);
    expect([isErrorCode('HTTP_500'), isErrorCode('email_taken'), isErrorCode(409), isErrorCode(null)]).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});

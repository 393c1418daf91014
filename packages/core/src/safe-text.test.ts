import { describe, expect, it } from 'vitest';
import { findUnsafeText, isSafeText, safeJson, safeText } from './safe-text.ts';

describe('safe text', () => {
  it('refuses NUL and lone surrogates, accepts paired surrogates and ordinary text', () => {
    expect(isSafeText('Café 😀 ok')).toBe(true);
    expect(isSafeText('a\u0000b')).toBe(false);
    expect(isSafeText('a\uD800b')).toBe(false);
    expect(isSafeText('\uDC00')).toBe(false);
    expect(isSafeText('end\uD83D')).toBe(false);
  });

  it('replaces what it refuses with U+FFFD and keeps the rest', () => {
    expect(safeText('a\u0000b\uD800c😀')).toBe('a\uFFFDb\uFFFDc😀');
  });

  it('finds the path of an unsafe string or key in a parsed body, however deep', () => {
    expect(findUnsafeText({ a: [1, 'ok', { b: 'x\u0000' }] })).toBe('a.2.b');
    expect(findUnsafeText({ ['k\uDFFF']: 1 })).toBe('');
    expect(findUnsafeText({ a: ['ok', { b: true }] })).toBeNull();
    let deep: unknown = 'bad\uD800';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findUnsafeText(deep)).toMatch(/^0(\.0)*$/);
  });

  it('cleans log details without touching their shape', () => {
    expect(safeJson({ q: 'a\u0000', n: 1, list: ['\uD800'], ['k\u0000']: null })).toEqual({
      q: 'a\uFFFD',
      n: 1,
      list: ['\uFFFD'],
      ['k\uFFFD']: null,
    });
  });
});

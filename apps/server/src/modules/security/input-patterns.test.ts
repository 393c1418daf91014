import { describe, expect, it } from 'vitest';
import { classifyInput, jsonStrings, scanFields } from './input-patterns.ts';

describe('classifyInput', () => {
  it.each([
    ["' OR 1=1 --", 'sql_injection_attempt'],
    ["admin'--", 'sql_injection_attempt'],
    ['1 UNION SELECT password FROM users', 'sql_injection_attempt'],
    ['1 UNION/**/ALL/**/SELECT null', 'sql_injection_attempt'],
    ["x'; DROP TABLE users; --", 'sql_injection_attempt'],
    ["' or 'a'='a", 'sql_injection_attempt'],
    ['%27%20OR%201%3D1--', 'sql_injection_attempt'],
    ["1' AND pg_sleep(5)--", 'sql_injection_attempt'],
    ['<script>alert(1)</script>', 'xss_attempt'],
    ['<ScRiPt src=//evil.example/x.js>', 'xss_attempt'],
    ['javascript:alert(document.cookie)', 'xss_attempt'],
    ['<img src=x onerror=alert(1)>', 'xss_attempt'],
    ['" onmouseover="alert(1)', 'xss_attempt'],
    ['%3Cscript%3Ealert(1)%3C%2Fscript%3E', 'xss_attempt'],
    ['&lt;script&gt;alert(1)&lt;/script&gt;', 'xss_attempt'],
    ['<svg/onload=alert(1)>', 'xss_attempt'],
    ['../../etc/passwd', 'path_traversal_attempt'],
    ['..\\..\\windows\\win.ini', 'path_traversal_attempt'],
    ['%2e%2e%2f%2e%2e%2fetc', 'path_traversal_attempt'],
    ['%252e%252e%252fsecret', 'path_traversal_attempt'],
    ['images/../../config', 'path_traversal_attempt'],
    ['/etc/passwd', 'path_traversal_attempt'],
  ])('%s → %s', (value, kind) => {
    expect(classifyInput(value)).toBe(kind);
  });

  it.each([
    "Tom's notes",
    "Tom's ../ notes",
    'see ../ for the parent folder',
    "It's a 'great' theme -- really",
    'a = b or c',
    'Union Square Select Café',
    'Drop the table by Friday',
    'Price: 5 < 10 and online = yes',
    'Colour #fff and "#000"',
    'https://example.com/docs/intro',
    'O’Brien & Sons; update coming',
    'one.two..three',
    'email@example.com',
    'Select your plan; insert a coin',
  ])('leaves ordinary text alone: %s', (value) => {
    expect(classifyInput(value)).toBeNull();
  });
});

describe('scanFields', () => {
  it('answers the strongest finding, and never quotes a secret field', () => {
    const body = { name: '../../x', bio: '<script>x</script>', password: "' OR 1=1 --" };
    expect(scanFields(jsonStrings(body))).toEqual({
      type: 'sql_injection_attempt',
      field: 'body.password',
      sample: '[redacted]',
    });
    expect(scanFields(jsonStrings({ name: '../../x', bio: '<script>x</script>' }))).toEqual({
      type: 'xss_attempt',
      field: 'body.bio',
      sample: '<script>x</script>',
    });
    expect(scanFields(jsonStrings({ items: [{ title: 'fine' }, { title: 'fine too' }] }))).toBeNull();
  });

  it('cuts the sample and walks nested arrays and keys', () => {
    const long = `<script>${'a'.repeat(500)}`;
    expect(scanFields(jsonStrings({ a: [{ b: long }] }))).toEqual({
      type: 'xss_attempt',
      field: 'body.a.0.b',
      sample: long.slice(0, 120),
    });
    expect(scanFields(jsonStrings({ '<script>': 1 }))?.field).toBe('body.<script>#key');
  });
});

// Issue 24: input that looks like SQL injection, XSS or path traversal, recorded when validation
// refused the request (modules/security/refusals.ts). The patterns aim at attack payloads, not at
// prose: "Tom's notes", "see ../ for more", "a = b or c" stay clean (input-patterns.test.ts).
import type { SecurityEventType } from '@themeport/core';

export type InputAttack = Extract<
  SecurityEventType,
  'sql_injection_attempt' | 'xss_attempt' | 'path_traversal_attempt'
>;

/** Strongest first: one event per request, the first kind found in this order. */
export const INPUT_ATTACKS: readonly InputAttack[] = ['sql_injection_attempt', 'xss_attempt', 'path_traversal_attempt'];

const PATTERNS: Record<InputAttack, RegExp[]> = {
  sql_injection_attempt: [
    // A quote closing a string, then a tautology: ' OR 1=1, " or "a"="a, ') or ('x'='x
    /['"`]\s*\)?\s*(or|and|\|\||&&)\s+\(?\s*(['"`]?[\w-]*['"`]?)\s*(=|like|<>|!=)\s*(['"`]?[\w-]*['"`]?)/,
    /\b(or|and)\s+\d+\s*=\s*\d+\s*(--|#|\/\*|;|$)/,
    /\bunion(\s+(all|distinct))?\s+select\b/,
    /;\s*(drop\s+(table|database|schema)|delete\s+from|truncate\s+table|insert\s+into|update\s+\w+\s+set|alter\s+table|shutdown\b|exec(ute)?\s)/,
    // A quote closing a word, then a comment that cuts the rest of the query, at the end: admin'--
    /\w['"`]\s*\)?\s*;?\s*(--|#)\s*$/,
    /\b(pg_sleep|sleep|benchmark)\s*\(\s*\d/,
    /\bwaitfor\s+delay\s+['"]/,
    /\binformation_schema\b|\bxp_cmdshell\b|@@version\b|\bpg_catalog\b/,
  ],
  xss_attempt: [
    /<\s*\/?\s*script\b/,
    /\b(java|vb)script\s*:/,
    /<[a-z][\w-]*[^>]*?[\s/"']on[a-z]{3,24}\s*=/,
    /\bon(error|load|click|dblclick|mouse\w+|focus\w*|blur|key\w+|submit|change|input|toggle|animation\w+|pointer\w+|begin|wheel|scroll|drag\w*|beforeunload|hashchange|message)\s*=/,
    /<\s*(iframe|object|embed|svg|math|base|meta|link|frameset|applet)\b/,
    /\bdata\s*:\s*text\/html\b/,
    /\bsrcdoc\s*=|\bexpression\s*\(/,
  ],
  path_traversal_attempt: [
    // ../ at the start, after a separator, or repeated; a lone "../" inside prose is not enough.
    /^\.\.[\\/]/,
    /[\\/]\.\.([\\/]|$)/,
    /\.\.[\\/]+\.\.([\\/]|$)/,
    /\.\.;[\\/]/,
    /(^|[\\/])etc[\\/](passwd|shadow|hosts)\b|[\\/]proc[\\/]self[\\/]|\b(boot|win)\.ini\b/,
    /\0/,
  ],
};

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', quot: '"', apos: "'", amp: '&', colon: ':', sol: '/' };

/** Undoes the encodings an attacker hides behind: URL (twice), HTML entities, SQL comments, case. */
export function normaliseInput(value: string): string {
  let text = value;
  for (let round = 0; round < 2 && /%[0-9a-f]{2}/i.test(text); round += 1) {
    try {
      text = decodeURIComponent(text);
    } catch {
      // Broken percent-encoding (a lone %): decode what can be, piece by piece.
      text = text.replace(/%[0-9a-f]{2}/gi, (hex) => String.fromCharCode(parseInt(hex.slice(1), 16)));
    }
  }
  // Overlong UTF-8 slashes and dots (%c0%af, %c0%ae) come out as U+FFFD pairs or these code points.
  text = text.replace(/\u00c0\u00af|\u00c0\u00ae/g, (pair) => (pair.endsWith('\u00af') ? '/' : '.'));
  text = text
    .replace(/&#x0*([0-9a-f]{1,6});?/gi, (_, hex: string) => safeCodePoint(parseInt(hex, 16)))
    .replace(/&#0*(\d{1,7});?/g, (_, dec: string) => safeCodePoint(Number(dec)))
    .replace(/&([a-z]+);/gi, (whole, name: string) => ENTITIES[name.toLowerCase()] ?? whole);
  return text
    .replace(/\/\*.*?\*\//g, ' ')
    .replace(/[\t\n\r\f\v]+/g, ' ')
    .toLowerCase();
}

function safeCodePoint(code: number): string {
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
}

/** The kind of attack a value looks like, strongest first; null for ordinary text. */
export function classifyInput(value: string): InputAttack | null {
  if (value.length < 2) return null;
  const text = normaliseInput(value.slice(0, 4096));
  return INPUT_ATTACKS.find((kind) => PATTERNS[kind].some((pattern) => pattern.test(text))) ?? null;
}

/** Field names whose value is never quoted back (the audit log's redaction rule). */
const SECRET_FIELD = /pass(word)?|secret|token|key|card|cvc|cvv|otp|code/i;

export interface InputFinding {
  type: InputAttack;
  /** 'query.q', 'path', 'body.items.0.name'. */
  field: string;
  /** The start of the value (never a secret field's). */
  sample: string;
}

/** The strongest finding among the fields (name, value), or null. */
export function scanFields(fields: Iterable<[string, string]>): InputFinding | null {
  let best: InputFinding | null = null;
  for (const [field, value] of fields) {
    const type = classifyInput(value);
    if (!type) continue;
    if (!best || INPUT_ATTACKS.indexOf(type) < INPUT_ATTACKS.indexOf(best.type)) {
      best = { type, field, sample: SECRET_FIELD.test(field) ? '[redacted]' : value.slice(0, 120) };
      if (type === INPUT_ATTACKS[0]) break;
    }
  }
  return best;
}

/** The strings of a parsed JSON body as (path, value), at most `limit` of them, depth at most 32. */
export function* jsonStrings(
  value: unknown,
  prefix = 'body',
  limit = { left: 500 },
  depth = 0,
): Generator<[string, string]> {
  if (limit.left <= 0 || depth > 32) return;
  if (typeof value === 'string') {
    limit.left -= 1;
    yield [prefix, value];
  } else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* jsonStrings(item, `${prefix}.${index}`, limit, depth + 1);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      limit.left -= 1;
      yield [`${prefix}.${key}#key`, key];
      yield* jsonStrings(item, `${prefix}.${key}`, limit, depth + 1);
    }
  }
}

// Text that PostgreSQL cannot store as written: NUL (refused in text and jsonb) and UTF-16
// surrogates without their pair (no character at all; jsonb refuses the escape). One rule for
// the request checks that answer 400 and for the log writers that must never fail on a value.

// A NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const UNSAFE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const UNSAFE_TEXT_ALL = new RegExp(UNSAFE_TEXT.source, 'g');

export const SAFE_TEXT_MESSAGE = 'Text may not contain NUL characters or broken Unicode.';

export function isSafeText(text: string): boolean {
  return !UNSAFE_TEXT.test(text);
}

/** The text with every NUL and lone surrogate replaced by U+FFFD, for writing what a user sent into a log. */
export function safeText(text: string): string {
  return isSafeText(text) ? text : text.replace(UNSAFE_TEXT_ALL, '\uFFFD');
}

/**
 * The path ('items.0.name', '' for the value itself) of the first string or object key holding
 * unsafe text in a parsed JSON value, or null when there is none. Iterative, so a deeply nested
 * body cannot overflow the stack.
 */
export function findUnsafeText(value: unknown): string | null {
  const stack: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      if (!isSafeText(current)) return path;
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => stack.push({ value: item, path: join(path, String(index)) }));
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (!isSafeText(key)) return path;
        stack.push({ value: item, path: join(path, key) });
      }
    }
  }
  return null;
}

/** A copy of a JSON-like value with safeText applied to every string and key (for log details). */
export function safeJson<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return safeText(value) as T;
  if (depth > 64 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => safeJson(item, depth + 1)) as T;
  if (!(Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [safeText(key), safeJson(item, depth + 1)]),
  ) as T;
}

const join = (path: string, key: string) => (path === '' ? key : `${path}.${key}`);

// spec 000 §9 and 001 §8.1: the idempotency key is derived from the operation and payload with a
// date; a 5-minute time bucket option exists; the server's key cache is cleaned every 5 minutes.

export const IDEMPOTENCY_BUCKET_MINUTES = 5;
export const IDEMPOTENCY_CACHE_CLEANUP_MS = 5 * 60_000;

const FNV_OFFSET_64 = 0xcbf29ce484222325n;
const FNV_PRIME_64 = 0x100000001b3n;
const MASK_64 = 0xffffffffffffffffn;

/**
 * FNV-1a 64-bit over the UTF-8 bytes, as 16 hex digits. Core has no crypto: this spreads keys
 * well and is deterministic everywhere, but it is NOT a security hash (easy to collide on purpose).
 */
export function fnv1a64(text: string): string {
  let hash = FNV_OFFSET_64;
  for (const byte of new TextEncoder().encode(text)) {
    hash = ((hash ^ BigInt(byte)) * FNV_PRIME_64) & MASK_64;
  }
  return hash.toString(16).padStart(16, '0');
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * JSON with object keys sorted at every depth, so { a, b } and { b, a } read the same. Follows
 * JSON.stringify otherwise (Dates as ISO strings, undefined properties dropped); throws on cycles
 * and BigInt like it.
 */
export function stableStringify(value: unknown): string {
  const json = JSON.stringify(value, (_key, current: unknown) => {
    if (!isPlainObject(current)) return current;
    const sorted: Record<string, unknown> = {};
    for (const key of Object.keys(current).sort()) sorted[key] = current[key];
    return sorted;
  });
  return json ?? 'null';
}

export interface IdempotencyKeyOptions {
  now?: Date;
  /** Without it the key holds the UTC day; with it, the UTC start of the N-minute bucket. */
  bucketMinutes?: number;
}

function period(now: Date, bucketMinutes: number | undefined): string {
  const iso = now.toISOString();
  if (bucketMinutes === undefined) return iso.slice(0, 10);
  if (!Number.isInteger(bucketMinutes) || bucketMinutes <= 0) {
    throw new RangeError(`bucketMinutes must be a positive whole number, got ${bucketMinutes}`);
  }
  const bucketMs = bucketMinutes * 60_000;
  return new Date(Math.floor(now.getTime() / bucketMs) * bucketMs).toISOString().slice(0, 16);
}

/**
 * '{operation}:{hash of payload}:{YYYY-MM-DD}' or, with bucketMinutes, ':{YYYY-MM-DDTHH:MM}'.
 * The same request in the same day (or bucket) gets the same key, so the provider dedupes it.
 */
export function idempotencyKey(operation: string, payload: unknown, options: IdempotencyKeyOptions = {}): string {
  const { now = new Date(), bucketMinutes } = options;
  return `${operation}:${fnv1a64(stableStringify(payload))}:${period(now, bucketMinutes)}`;
}

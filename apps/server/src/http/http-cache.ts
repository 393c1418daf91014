// Conditional requests and content coding, shared by every answer that carries validators (hosted
// sites, the web app's built files): RFC 9110 §13 (If-None-Match before If-Modified-Since) and §12.5.3.

/** What a request says about the copy it holds and the codings it takes. */
export interface CacheRequest {
  method: string;
  ifNoneMatch: string | undefined;
  ifModifiedSince: string | undefined;
}

/** The validators of the representation about to be sent. */
export interface Validators {
  etag: string;
  /** An HTTP date (Date.toUTCString()), when known. */
  lastModified?: string;
}

/** Whether an If-None-Match list names this entity tag (weak comparison, as GET and HEAD use). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const own = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === own);
}

/**
 * Whether a GET or HEAD may be answered 304: If-None-Match decides when present; otherwise
 * If-Modified-Since, when the representation has not changed since that date (seconds: HTTP dates
 * have no finer grain). An unreadable date is ignored, as the RFC says.
 */
export function isNotModified(request: CacheRequest, validators: Validators): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (request.ifNoneMatch !== undefined) return matchesEtag(request.ifNoneMatch, validators.etag);
  if (request.ifModifiedSince === undefined || validators.lastModified === undefined) return false;
  const since = Date.parse(request.ifModifiedSince);
  const modified = Date.parse(validators.lastModified);
  return !Number.isNaN(since) && !Number.isNaN(modified) && Math.floor(modified / 1000) <= Math.floor(since / 1000);
}

export type ContentCoding = 'br' | 'gzip';

/**
 * The coding to send among those available, Brotli first: one the Accept-Encoding names without
 * q=0. Undefined: send the bytes as they are.
 */
export function preferredCoding(
  acceptEncoding: string | undefined,
  available: readonly ContentCoding[] = ['br', 'gzip'],
): ContentCoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((piece) => piece.trim());
    const refused = params.some((param) => /^q=0(\.0{0,3})?$/.test(param));
    if (name && !refused) accepted.add(name);
  }
  return (['br', 'gzip'] as const).find(
    (coding) => available.includes(coding) && (accepted.has(coding) || accepted.has('*')),
  );
}

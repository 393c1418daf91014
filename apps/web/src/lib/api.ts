import type { ErrorCode } from '@themeport/core';

/** The server's codes, plus the client's own for failures with no usable body. */
export type ApiErrorCode = ErrorCode | 'NETWORK_ERROR' | 'UNKNOWN' | `HTTP_${number}`;

export interface ApiError {
  message: string;
  code: ApiErrorCode;
  status: number;
  fields?: Record<string, string> | undefined;
  /** Seconds from a 429's Retry-After header, when the server sent one. */
  retryAfter?: number | null | undefined;
}

const FALLBACK_MESSAGE = 'Something went wrong. Please try again.';

/** Thrown by apiGet for any non-2xx answer; carries the body's `{ error, code, fields }`. */
export class ApiRequestError extends Error implements ApiError {
  readonly code: ApiErrorCode;
  readonly status: number;
  readonly fields?: Record<string, string> | undefined;
  readonly retryAfter?: number | null | undefined;

  constructor({ message, code, status, fields, retryAfter }: ApiError) {
    super(message);
    this.name = 'ApiRequestError';
    this.code = code;
    this.status = status;
    this.fields = fields;
    this.retryAfter = retryAfter;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * The one place that turns a failure into what the UI shows: a failed Response (read
 * asynchronously from its `{ error, code, fields }` body) or any thrown value.
 */
export function parseApiError(source: Response): Promise<ApiError>;
export function parseApiError(source: unknown): ApiError;
export function parseApiError(source: unknown): ApiError | Promise<ApiError> {
  if (source instanceof Response) return readErrorResponse(source);
  if (source instanceof ApiRequestError) {
    return {
      message: source.message,
      code: source.code,
      status: source.status,
      fields: source.fields,
      retryAfter: source.retryAfter,
    };
  }
  if (source instanceof TypeError) {
    return { message: 'Network error. Check your connection and try again.', code: 'NETWORK_ERROR', status: 0 };
  }
  return { message: FALLBACK_MESSAGE, code: 'UNKNOWN', status: 0 };
}

/**
 * Whether a body's `code` is one the server answers. The list of them loads with the first failed
 * answer, not with every page (decision 046); should it not load, the answer counts as one with no
 * known code, as a proxy's would.
 */
async function isKnownCode(code: unknown): Promise<boolean> {
  if (typeof code !== 'string') return false;
  try {
    return (await import('@themeport/core/error-codes')).isErrorCode(code);
  } catch {
    return false;
  }
}

async function readErrorResponse(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON (a proxy error page, an empty body): fall back to the status.
  }
  const error = isRecord(body) && typeof body.error === 'string' ? body.error : null;
  const code: ApiErrorCode =
    isRecord(body) && (await isKnownCode(body.code)) ? (body.code as ErrorCode) : `HTTP_${response.status}`;
  const fields = isRecord(body) && isRecord(body.fields) ? (body.fields as Record<string, string>) : undefined;
  const retryHeader = response.headers.get('Retry-After');
  const retryAfter = retryHeader !== null && /^\d+$/.test(retryHeader.trim()) ? Number(retryHeader) : null;
  if (response.status === 401 && code === 'SESSION_EXPIRED') sessionExpiredListener?.();
  return { message: error ?? FALLBACK_MESSAGE, code, status: response.status, fields, retryAfter };
}

let sessionExpiredListener: (() => void) | null = null;

/** The session layer hears of a 401 SESSION_EXPIRED from any call and signs the UI out. */
export function setSessionExpiredListener(listener: (() => void) | null) {
  sessionExpiredListener = listener;
}

/** The fetch our API calls go through; the server renderer swaps in one that answers in process. */
export type ApiFetch = (path: string, init: RequestInit) => Promise<Response>;

let apiFetch: ApiFetch = (path, init) => fetch(path, init);

/**
 * Replaces the fetch behind apiGet, apiSend and fetchMe (the server renderer routes them through
 * the Hono app with the caller's cookies; decision 042). Returns the previous one.
 */
export function setApiFetch(next: ApiFetch): ApiFetch {
  const previous = apiFetch;
  apiFetch = next;
  return previous;
}

/** fetch through the injectable API fetch: same-origin credentials, as every call to our API. */
export function fetchApi(path: string, init: RequestInit = {}): Promise<Response> {
  return apiFetch(path, { credentials: 'same-origin', ...init });
}

export async function apiGet<T>(path: string, init?: { signal?: AbortSignal }): Promise<T> {
  let response: Response;
  try {
    response = await fetchApi(path, { headers: { Accept: 'application/json' }, signal: init?.signal ?? null });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiRequestError(parseApiError(error));
  }
  if (!response.ok) throw new ApiRequestError(await parseApiError(response));
  return (await response.json()) as T;
}

/** A JSON POST/PUT/PATCH/DELETE to our own API; throws ApiRequestError for any non-2xx answer. */
export async function apiSend<T>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
  init?: { headers?: Record<string, string>; signal?: AbortSignal },
): Promise<T> {
  let response: Response;
  try {
    response = await fetchApi(path, {
      method,
      headers: { ...init?.headers, Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? null : JSON.stringify(body),
      signal: init?.signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiRequestError(parseApiError(error));
  }
  if (!response.ok) throw new ApiRequestError(await parseApiError(response));
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}

/** Builds `path?key=value` from the defined, non-empty entries. */
export function withQuery(path: string, params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

import type { MiddlewareHandler } from 'hono';
import { safeText } from '@themeport/core';
import type { Logger } from '../logger.ts';
import type { AppEnv } from './types.ts';

// Honour an incoming id (from a proxy or the caller) only when it is short and plain.
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export function resolveRequestId(incoming: string | undefined): string {
  return incoming !== undefined && SANE_REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
}

export interface RequestLine {
  requestId: string;
  method: string;
  path: string;
  status: number;
  startedAt: number;
}

/**
 * One structured log line per request: id, method, path, status and duration in ms. The path is
 * the caller's text: NUL and lone surrogates are replaced, so a log shipper never chokes on a line.
 */
export function createRequestLogger(logger: Logger): (line: RequestLine) => void {
  if (!logger.isLevelEnabled('info')) return () => {};
  return ({ requestId, method, path, status, startedAt }) =>
    logger.info({
      requestId,
      method,
      path: safeText(path),
      status,
      ms: Math.round((performance.now() - startedAt) * 10) / 10,
    });
}

/** Request id (X-Request-Id) and the request log line. Kept cheap: it runs on every call. */
export function requestContext(logger: Logger): MiddlewareHandler<AppEnv> {
  const logRequest = createRequestLogger(logger);
  return async (c, next) => {
    const startedAt = performance.now();
    const requestId = resolveRequestId(c.req.header('x-request-id'));
    c.set('requestId', requestId);
    await next();
    c.res.headers.set('X-Request-Id', requestId);
    logRequest({ requestId, method: c.req.method, path: c.req.path, status: c.res.status, startedAt });
  };
}

// What the fast paths (cached answers served before routing) share: reading a request header
// from the raw Node request when there is one, and the headers the app's middleware would add.
import type { IncomingMessage } from 'node:http';
import { Hono, type MiddlewareHandler } from 'hono';

/** A request header, from Node's raw request when the server passed it (no Headers object built). */
export function requestHeader(
  incoming: IncomingMessage | undefined,
  request: Request | undefined,
  name: string,
): string | undefined {
  // Tests pass an env without Node's request, or with only its socket.
  if (incoming?.headers === undefined) return request?.headers.get(name) ?? undefined;
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/**
 * The headers a middleware adds to an answer of this content type, captured once so the fast path
 * and the routed path send the same; `own` names (lowercase) the headers the fast path sets itself.
 */
export async function captureMiddlewareHeaders(
  middleware: MiddlewareHandler,
  { contentType, own }: { contentType: string; own: string[] },
): Promise<Record<string, string>> {
  const probe = new Hono();
  probe.use(middleware);
  probe.get('/', (c) => c.body('', 200, { 'Content-Type': contentType }));
  const res = await probe.request('/');
  const skip = new Set(['content-type', ...own]);
  const headers: Record<string, string> = {};
  res.headers.forEach((value, key) => {
    if (!skip.has(key)) headers[key] = value;
  });
  return headers;
}

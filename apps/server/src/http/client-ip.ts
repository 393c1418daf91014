import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import type { Config } from '../config.ts';
import { requestHeader } from './fast-path.ts';

/**
 * The client's IP. Behind a trusted proxy (TRUSTED_PROXY) it is read from the header that proxy
 * sets, counting TRUSTED_PROXY_HOPS entries from the right: each proxy appends the address it saw,
 * so the right-most entries are the ones our proxies wrote and everything to their left is what
 * the client sent (and can forge). Fewer entries than hops: the left-most there is. Without a
 * proxy, or without the header, the socket's address: a forwarded header the client sent itself
 * then changes nothing, so it cannot dodge a rate limit. (docs/decisions/004)
 */
export function clientIp(c: Context, config: Pick<Config, 'trustedProxyHeader' | 'trustedProxyHops'>): string {
  const forwarded = config.trustedProxyHeader ? c.req.header(config.trustedProxyHeader) : undefined;
  return addressOf(forwarded, socketAddress(c), config);
}

/**
 * clientIp for a bare request (the site host and the catalogue answer before routing, without a Hono
 * context; the catalogue's Node front before a Request is made).
 */
export function requestClientIp(
  request: Request | undefined,
  incoming: IncomingMessage | undefined,
  config: Pick<Config, 'trustedProxyHeader' | 'trustedProxyHops'>,
): string {
  // Node's own header object when there is one: a fast path builds no Headers to read one header.
  const forwarded = config.trustedProxyHeader
    ? requestHeader(incoming, request, config.trustedProxyHeader.toLowerCase())
    : undefined;
  return addressOf(forwarded, incoming?.socket?.remoteAddress ?? undefined, config);
}

function addressOf(
  forwarded: string | undefined,
  socket: string | undefined,
  config: Pick<Config, 'trustedProxyHeader' | 'trustedProxyHops'>,
): string {
  if (config.trustedProxyHeader) {
    const entries = (forwarded ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '');
    const fromProxy = entries[Math.max(0, entries.length - config.trustedProxyHops)];
    if (fromProxy) return fromProxy;
  }
  return socket ?? 'unknown';
}

/** The peer address of the TCP connection (@hono/node-server's `incoming`); undefined when there is none. */
export function socketAddress(c: Context): string | undefined {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? undefined;
}

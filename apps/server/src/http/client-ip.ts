import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import type { Config } from '../config.ts';

/**
 * The client's IP: the first value of the header the trusted proxy sets (TRUSTED_PROXY) when one
 * is configured, otherwise the socket's address. A forwarded header sent by the client itself is
 * ignored without a proxy, so it cannot dodge a rate limit.
 */
export function clientIp(c: Context, config: Pick<Config, 'trustedProxyHeader'>): string {
  if (config.trustedProxyHeader) {
    const first = c.req.header(config.trustedProxyHeader)?.split(',')[0]?.trim();
    if (first) return first;
  }
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'unknown';
}

import type { MiddlewareHandler } from 'hono';
import type { Config } from '../../config.ts';
import { RateLimitedError } from '../../errors.ts';
import { clientIp } from '../../http/client-ip.ts';
import type { SecurityMonitor } from './monitor.ts';

/**
 * A blocked address gets 429 with Retry-After (the seconds its block has left) on every API route
 * but the health check, which says nothing and is what a load balancer or uptime monitor behind the
 * same address polls: a block must not take the server out of rotation. Reads the process's copy of
 * the active blocks, not the database per request.
 */
export function blockGuard(
  monitor: Pick<SecurityMonitor, 'blockedUntil'>,
  config: Pick<Config, 'trustedProxyHeader' | 'trustedProxyHops'>,
): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.path !== '/api/health') {
      const ip = clientIp(c, config);
      const now = new Date();
      const until = ip ? await monitor.blockedUntil(ip, now) : null;
      if (until) throw new RateLimitedError(Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000)));
    }
    await next();
  };
}

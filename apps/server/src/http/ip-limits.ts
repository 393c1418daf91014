import type { MiddlewareHandler } from 'hono';
import type { Config } from '../config.ts';
import type { RateLimiter, RateLimitRule } from '../lib/rate-limiter.ts';
import { clientIp } from './client-ip.ts';

/** A per-address limit on one exact route: `key` names the counter, `rule` its window. */
export interface IpLimit {
  method: 'GET' | 'POST';
  path: string;
  key: string;
  rule: RateLimitRule;
}

/**
 * Counts each request to a limited route against its client address before the body limit, the
 * text check and the schema read a byte of the body: a flood of large or broken bodies is refused
 * by the counter, not parsed. Limits that need the body (per e-mail, per account) stay in the
 * handlers. (issue 9, item 7)
 */
export function ipRateLimits(
  limiter: RateLimiter,
  config: Pick<Config, 'trustedProxyHeader' | 'trustedProxyHops'>,
  limits: IpLimit[],
): MiddlewareHandler {
  const byRoute = new Map(limits.map((limit) => [`${limit.method} ${limit.path}`, limit]));
  return async (c, next) => {
    const limit = byRoute.get(`${c.req.method} ${c.req.path}`);
    if (limit) await limiter.enforce(`${limit.key}:${clientIp(c, config)}`, limit.rule);
    await next();
  };
}

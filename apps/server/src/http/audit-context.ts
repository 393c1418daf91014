import type { Context } from 'hono';
import type { Config } from '../config.ts';
import type { AuditContext } from '../lib/audit.ts';
import { clientIp } from './client-ip.ts';
import type { AppEnv } from './types.ts';

/** The audit context of a request behind requireUser (the user and session are set). */
export function auditContext(
  c: Context<AppEnv>,
  config: Pick<Config, 'trustedProxyHeader' | 'trustedProxyHops'>,
): AuditContext {
  const user = c.get('user');
  return {
    userId: user.id,
    email: user.email,
    fullName: user.fullName,
    role: user.role ?? 'unknown',
    ipAddress: clientIp(c, config),
    userAgent: c.req.header('user-agent')?.slice(0, 512) ?? null,
    sessionId: c.get('sessionId') ?? null,
    requestId: c.get('requestId') ?? null,
  };
}

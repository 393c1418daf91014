import { safeText } from '@themeport/core';
import type { Context } from 'hono';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { clientIp } from '../../http/client-ip.ts';
import type { AppEnv } from '../../http/types.ts';
import type { Logger } from '../../logger.ts';
import type { RecordedEvent, SecurityEventInput } from './event.ts';
import { insertSecurityEvent } from './queries/events.ts';

export { BUCKET_MS, bucketStart, type RecordedEvent, type SecurityEventInput } from './event.ts';

/** 'DE' from a proxy's country header; Cloudflare's 'XX' (unknown) and 'T1' (Tor) are kept as they say. */
function countryOf(header: string | undefined): string | null {
  const code = header?.trim().toUpperCase();
  return code && /^[A-Z][A-Z0-9]$/.test(code) ? code : null;
}

/** The request's side of an event: address, agent, endpoint, request id and the signed-in user. */
export function requestFacts(
  c: Context<AppEnv>,
  config: Pick<Config, 'trustedProxyHeader' | 'trustedProxyHops' | 'trustedCountryHeader'>,
): Pick<SecurityEventInput, 'ip' | 'userAgent' | 'endpoint' | 'requestId' | 'userId' | 'country'> {
  return {
    ip: clientIp(c, config),
    country: countryOf(config.trustedCountryHeader ? c.req.header(config.trustedCountryHeader) : undefined),
    userAgent: c.req.header('user-agent')?.slice(0, 512) ?? null,
    endpoint: `${c.req.method} ${safeText(c.req.path).slice(0, 300)}`,
    requestId: c.get('requestId') ?? null,
    userId: c.get('user')?.id ?? null,
  };
}

export { insertSecurityEvent } from './queries/events.ts';

/** Recording never breaks the request it watches: a failure is logged and the request goes on. */
export async function recordQuietly(
  deps: { db: Database; logger: Logger },
  input: SecurityEventInput,
  after: (event: RecordedEvent) => Promise<void>,
): Promise<void> {
  try {
    await after(await insertSecurityEvent(deps.db, input));
  } catch (err) {
    deps.logger.error({ err, type: input.type }, 'security monitor: could not record an event');
  }
}

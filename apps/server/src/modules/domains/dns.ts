import { Resolver } from 'node:dns/promises';

/** The lookups a custom-domain check needs; [] means the name has no such record. */
export interface DnsResolver {
  resolveCname(host: string): Promise<string[]>;
  resolve4(host: string): Promise<string[]>;
  /** One string per TXT record (its character-strings joined, as RFC 7208 reads them). */
  resolveTxt(host: string): Promise<string[]>;
}

/** A lookup that did not answer (timeout, SERVFAIL, refused): the check cannot tell, so it says why. */
export class DnsLookupError extends Error {
  constructor(
    readonly code: string,
    readonly host: string,
    readonly reason: string,
  ) {
    super(`DNS lookup failed: ${reason}`);
    this.name = 'DnsLookupError';
  }
}

// NXDOMAIN and "no records of this type" are answers, not failures.
const NO_RECORDS = new Set(['ENOTFOUND', 'ENODATA']);

const REASONS: Record<string, string> = {
  ETIMEOUT: 'the DNS server did not answer in time',
  ESERVFAIL: 'the DNS server could not answer (SERVFAIL)',
  EREFUSED: 'the DNS server refused the query',
  ECONNREFUSED: 'the DNS server could not be reached',
  ECANCELLED: 'the lookup was cancelled',
};

function reasonFor(code: string, host: string): string {
  return `${REASONS[code] ?? `the lookup ended with ${code}`} for ${host}`;
}

export interface DnsResolverOptions {
  /** Per query, in milliseconds. */
  timeoutMs?: number;
  tries?: number;
}

/**
 * Node's resolver (c-ares, not the system's getaddrinfo), on the given servers ('1.1.1.1',
 * '127.0.0.1:5353', '[::1]:53') or the system's when null.
 */
export function createDnsResolver(
  servers: string[] | null,
  { timeoutMs = 3_000, tries = 2 }: DnsResolverOptions = {},
): DnsResolver {
  const resolver = new Resolver({ timeout: timeoutMs, tries });
  if (servers && servers.length > 0) resolver.setServers(servers);

  async function lookup(host: string, query: (name: string) => Promise<string[]>): Promise<string[]> {
    try {
      return await query(host);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code ?? 'EUNKNOWN';
      if (NO_RECORDS.has(code)) return [];
      throw new DnsLookupError(code, host, reasonFor(code, host));
    }
  }

  return {
    resolveCname: (host) => lookup(host, (name) => resolver.resolveCname(name)),
    resolve4: (host) => lookup(host, (name) => resolver.resolve4(name)),
    resolveTxt: (host) =>
      lookup(host, async (name) => (await resolver.resolveTxt(name)).map((chunks) => chunks.join(''))),
  };
}

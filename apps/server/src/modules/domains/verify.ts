import { isApexDomain, type DnsRecord, type DomainStatus } from '@themeport/core';
import { DnsLookupError, type DnsResolver } from './dns.ts';

/** Where custom domains must point (config.sites). */
export interface SitesTarget {
  host: string;
  ip: string | null;
}

export interface DnsCheckResult {
  status: DomainStatus;
  /** Why it is not active yet; null when active. */
  message: string | null;
  /** A lookup failed (timeout, SERVFAIL): the status says nothing about the records. */
  lookupFailed: boolean;
}

const MAX_CNAME_HOPS = 8;

/** Lowercase, without the trailing dot DNS answers may carry. */
const canonical = (name: string) => name.trim().toLowerCase().replace(/\.$/, '');

/**
 * The records the owner must create; one of them is enough, the first is the usual one. A
 * subdomain takes a CNAME; an apex cannot hold a CNAME, so it takes an A record when SITES_IP is
 * set, else a CNAME that the DNS provider flattens (ALIAS/ANAME). Both listed when both exist.
 */
export function requiredRecordsFor(domain: string, target: SitesTarget): DnsRecord[] {
  const cname: DnsRecord = { type: 'CNAME', name: domain, value: target.host };
  if (target.ip === null) return [cname];
  const a: DnsRecord = { type: 'A', name: domain, value: target.ip };
  return isApexDomain(domain) ? [a, cname] : [cname, a];
}

export function waitingMessage(domain: string, target: SitesTarget): string {
  if (isApexDomain(domain) && target.ip === null) {
    return 'Waiting for DNS: add the record below (at the apex, as an ALIAS or flattened CNAME if your DNS provider offers it).';
  }
  return requiredRecordsFor(domain, target).length > 1
    ? 'Waiting for DNS: add one of the records below.'
    : 'Waiting for DNS: add the record below.';
}

/**
 * A domain is active when its CNAME (or a CNAME chain) ends at SITES_HOST, or its A records
 * include SITES_IP. No records at all → pending; records that point elsewhere → error naming
 * them; a lookup that did not answer → error with the reason.
 */
export async function checkDomainDns(
  resolver: DnsResolver,
  domain: string,
  target: SitesTarget,
): Promise<DnsCheckResult> {
  const host = canonical(target.host);
  try {
    const chain: string[] = [];
    let name = domain;
    for (let hop = 0; hop < MAX_CNAME_HOPS; hop++) {
      const [next] = (await resolver.resolveCname(name)).map(canonical);
      if (next === undefined || chain.includes(next) || next === domain) break;
      if (next === host) return { status: 'active', message: null, lookupFailed: false };
      chain.push(next);
      name = next;
    }

    const addresses = await resolver.resolve4(domain);
    if (target.ip !== null && addresses.includes(target.ip))
      return { status: 'active', message: null, lookupFailed: false };

    const found = chain.at(-1);
    if (found !== undefined) {
      return { status: 'error', message: `${domain} points to ${found} (CNAME), not to ${host}.`, lookupFailed: false };
    }
    if (addresses.length > 0) {
      const expected = target.ip ?? host;
      return {
        status: 'error',
        message: `${domain} points to ${addresses.join(', ')} (A), not to ${expected}.`,
        lookupFailed: false,
      };
    }
    return { status: 'pending', message: waitingMessage(domain, target), lookupFailed: false };
  } catch (err) {
    if (err instanceof DnsLookupError) return { status: 'error', message: `${err.message}.`, lookupFailed: true };
    throw err;
  }
}

import { domainChallengeName, isApexDomain, type DnsFound, type DnsRecord } from '@themeport/core';
import { DnsLookupError, type DnsResolver } from './dns.ts';

/** Where custom domains must point (config.sites). */
export interface SitesTarget {
  host: string;
  ip: string | null;
}

/** A finished lookup: what DNS holds for the domain, or why the lookup did not answer. */
export type DnsLookup = { found: DnsFound; failure: null } | { found: null; failure: string };

/** Where the routing record (CNAME or A) points: at us, nowhere yet, or somewhere else. */
export type Routing = 'ok' | 'missing' | 'elsewhere';

const MAX_CNAME_HOPS = 8;
/** A TXT record set is the domain owner's to fill: keep a bounded, printable copy of it. */
const MAX_FOUND_VALUES = 20;
const MAX_FOUND_LENGTH = 512;

/** Lowercase, without the trailing dot DNS answers may carry. */
const canonical = (name: string) => name.trim().toLowerCase().replace(/\.$/, '');

/** Control characters and lone surrogates become U+FFFD: the values are stored (jsonb) and shown. */
function printable(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.slice(0, MAX_FOUND_LENGTH).replace(/[\u0000-\u001f\u007f]|[\ud800-\udfff]/gu, '\ufffd');
}

/**
 * The routing records the owner must create; one of them is enough, the first is the usual one. A
 * subdomain takes a CNAME; an apex cannot hold a CNAME, so it takes an A record when SITES_IP is
 * set, else a CNAME that the DNS provider flattens (ALIAS/ANAME). Both listed when both exist.
 */
export function requiredRecordsFor(domain: string, target: SitesTarget): DnsRecord[] {
  const cname: DnsRecord = { type: 'CNAME', name: domain, value: target.host };
  if (target.ip === null) return [cname];
  const a: DnsRecord = { type: 'A', name: domain, value: target.ip };
  return isApexDomain(domain) ? [a, cname] : [cname, a];
}

/** The TXT record that proves a claim: `_themeport-challenge.{domain}` holding the claim's value. */
export function verificationRecordFor(domain: string, token: string): DnsRecord {
  return { type: 'TXT', name: domainChallengeName(domain), value: token };
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
 * Looks up the domain's CNAME chain and A records and the TXT values at its challenge name. A
 * name without records answers empty lists; a server that did not answer is a failure with the reason.
 */
export async function lookupDomain(resolver: DnsResolver, domain: string): Promise<DnsLookup> {
  const routing = async () => {
    const cname: string[] = [];
    let name = domain;
    for (let hop = 0; hop < MAX_CNAME_HOPS; hop++) {
      const [next] = (await resolver.resolveCname(name)).map(canonical);
      if (next === undefined || cname.includes(next) || next === domain) break;
      cname.push(next);
      name = next;
    }
    return { cname, a: await resolver.resolve4(domain) };
  };
  try {
    const [{ cname, a }, txt] = await Promise.all([routing(), resolver.resolveTxt(domainChallengeName(domain))]);
    const found: DnsFound = {
      txt: txt.slice(0, MAX_FOUND_VALUES).map(printable),
      cname: cname.map(printable),
      a: a.slice(0, MAX_FOUND_VALUES),
    };
    return { found, failure: null };
  } catch (err) {
    if (err instanceof DnsLookupError) return { found: null, failure: `${err.message}.` };
    throw err;
  }
}

/** Active routing: the CNAME chain reaches SITES_HOST, or the A records include SITES_IP. */
export function routingOf(found: DnsFound, target: SitesTarget): Routing {
  if (found.cname.includes(canonical(target.host))) return 'ok';
  if (target.ip !== null && found.a.includes(target.ip)) return 'ok';
  return found.cname.length > 0 || found.a.length > 0 ? 'elsewhere' : 'missing';
}

/** Where the domain points instead, naming the values found: only for the account that proved control. */
export function elsewhereMessage(domain: string, found: DnsFound, target: SitesTarget): string {
  const last = found.cname.at(-1);
  if (last !== undefined) return `${domain} points to ${last} (CNAME), not to ${canonical(target.host)}.`;
  return `${domain} points to ${found.a.join(', ')} (A), not to ${target.ip ?? canonical(target.host)}.`;
}

/**
 * What an unproven claim still needs, without naming anything found in DNS (the values there
 * may be another account's): the TXT record, and the routing record unless it is in place.
 */
export function unprovenMessage(
  domain: string,
  { txtPresent, routing }: { txtPresent: boolean; routing: Routing },
  target: SitesTarget,
): string {
  const txt = txtPresent ? 'set the TXT record to the value below' : 'add the TXT record below';
  if (routing === 'ok') return `Waiting for DNS: ${txt} to prove the domain is yours.`;
  if (routing === 'elsewhere') {
    return `${domain} does not point to ${canonical(target.host)}: ${txt}, and change its routing record to one below.`;
  }
  const apexNote =
    isApexDomain(domain) && target.ip === null
      ? ' (at the apex, as an ALIAS or flattened CNAME if your DNS provider offers it)'
      : '';
  const routingAsk =
    requiredRecordsFor(domain, target).length > 1 ? 'one of the routing records below' : 'the routing record below';
  return `Waiting for DNS: ${txt}, and ${routingAsk}${apexNote}.`;
}

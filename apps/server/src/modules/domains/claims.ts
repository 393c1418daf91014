import { SITE_TEXT, type DnsFound, type DomainStatus } from '@themeport/core';
import {
  elsewhereMessage,
  routingOf,
  unprovenMessage,
  waitingMessage,
  type DnsLookup,
  type SitesTarget,
} from './verify.ts';

/** A claim on a domain as the decision needs it. */
export interface Claim {
  verificationToken: string;
  provenAt: Date | null;
}

export interface ClaimDecision {
  status: DomainStatus;
  /** Why it is not active yet; null when active. */
  message: string | null;
  /** The claim holds the name (its TXT value was found, now or before). */
  proven: boolean;
  /** It proved control just now: every other claim on the name turns error ('Verified by another account'). */
  takesOver: boolean;
  /** What DNS holds, for the proven claim only. */
  found: DnsFound | null;
  /** A lookup failed (timeout, SERVFAIL): the status says nothing about the records. */
  lookupFailed: boolean;
}

/** The reason another account's claim shows once this one holds the name. */
export const VERIFIED_ELSEWHERE_MESSAGE = `${SITE_TEXT.domainVerifiedElsewhere}. If the domain is yours, publish the TXT record below to move it here.`;

/**
 * Proof of control, as Vercel asks for it: a claim holds a domain once the TXT record at
 * `_themeport-challenge.{domain}` carries its own random value, and keeps it (the TXT record may go)
 * until another claim proves control. A claim that proves control while the holder's value is
 * still published does not take over (whoever controls DNS published both; the first keeps it).
 * Only a proven claim turns active, once its CNAME or A record points at us; an unproven claim
 * never blocks another account, and sees none of the values found in DNS.
 */
export function decideClaim({
  domain,
  claim,
  holder,
  lookup,
  target,
}: {
  domain: string;
  claim: Claim;
  /** Another claim on the same name that holds it, if any. */
  holder: Claim | null;
  lookup: DnsLookup;
  target: SitesTarget;
}): ClaimDecision {
  const wasProven = claim.provenAt !== null;
  if (lookup.failure !== null) {
    return {
      status: 'error',
      message: lookup.failure,
      proven: wasProven,
      takesOver: false,
      found: null,
      lookupFailed: true,
    };
  }
  const { found } = lookup;
  const holderPublished = holder !== null && found.txt.includes(holder.verificationToken);
  const provesNow = !wasProven && found.txt.includes(claim.verificationToken) && !holderPublished;
  const base = { takesOver: provesNow, lookupFailed: false };

  if (!wasProven && !provesNow) {
    if (holder !== null)
      return { ...base, status: 'error', message: VERIFIED_ELSEWHERE_MESSAGE, proven: false, found: null };
    const routing = routingOf(found, target);
    return {
      ...base,
      status: routing === 'elsewhere' ? 'error' : 'pending',
      message: unprovenMessage(domain, { txtPresent: found.txt.length > 0, routing }, target),
      proven: false,
      found: null,
    };
  }

  const routing = routingOf(found, target);
  const proven = { ...base, proven: true, found };
  if (routing === 'ok') return { ...proven, status: 'active', message: null };
  if (routing === 'missing') return { ...proven, status: 'pending', message: waitingMessage(domain, target) };
  return { ...proven, status: 'error', message: elsewhereMessage(domain, found, target) };
}

import type { TestApp } from './app.ts';
import { signedInOwner } from './auth.ts';
import type { TestDnsServer } from './dns-server.ts';
import { insertSiteRow } from './sites.ts';

/** An owner with an active site in slot 1, and the site's domains URL. */
export async function ownerWithSite(app: TestApp) {
  const owner = await signedInOwner(app);
  const site = await insertSiteRow(app.db, owner.account.id);
  return { ...owner, site, url: `/api/accounts/${owner.account.id}/slots/${site.id}/domains` };
}

let sequence = 0;
/** A fresh registrable name per call: apex 'shop-….example', or a subdomain of one. */
export function freshDomain(sub: string | null = 'www'): string {
  const apex = `shop-${Date.now().toString(36)}${++sequence}.example`;
  return sub === null ? apex : `${sub}.${apex}`;
}

/** Publishes TXT values at the domain's challenge name, as its owner would at their DNS provider. */
export function publishTxt(dns: TestDnsServer, domain: string, ...values: string[]) {
  dns.zone.set(`_themeport-challenge.${domain}`, { txt: values });
}

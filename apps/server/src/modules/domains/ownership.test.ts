import { and, eq } from 'drizzle-orm';
import { MAX_DOMAINS_PER_SITE, SITE_TEXT, type SiteDomain } from '@themeport/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appLogs, siteDomains } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { runDueDomainChecks } from './checker.ts';
import { VERIFIED_ELSEWHERE_MESSAGE } from './claims.ts';
import { createDnsResolver } from './dns.ts';
import { onDomainsChanged, type DomainsChange } from '../../lib/domain-events.ts';
import { startTestDnsServer, type TestDnsServer } from '../../test/dns-server.ts';
import * as kit from '../../test/domains.ts';
import { freshDomain } from '../../test/domains.ts';

// Issue 9 item 14: pointing a CNAME at the platform proves nothing (every tenant's target is the
// same), so a claim turns active only once its own TXT value is published; an unproven claim
// never blocks another account.

const SITES_HOST = 'sites.themeport.dev';
const SITES_IP = '203.0.113.10';

let dns: TestDnsServer;
let t: TestApp;
const changes: DomainsChange[] = [];
let unsubscribe: () => void;

beforeAll(async () => {
  dns = await startTestDnsServer();
  t = await createTestApp({ TRUSTED_PROXY: 'X-Forwarded-For', SITES_HOST, SITES_IP, DNS_SERVERS: dns.address });
  unsubscribe = onDomainsChanged((change) => changes.push(change));
});
afterAll(async () => {
  unsubscribe();
  await t.close();
  await dns.close();
});

type Tenant = Awaited<ReturnType<typeof kit.ownerWithSite>>;
const tenant = () => kit.ownerWithSite(t);
const publishTxt = (domain: string, ...values: string[]) => kit.publishTxt(dns, domain, ...values);

async function add(who: Tenant, domain: string) {
  const res = await who.client.post(who.url, { domain });
  expect(res.status).toBe(201);
  return (await res.json()) as SiteDomain;
}
async function check(who: Tenant, id: string) {
  const res = await who.client.post(`${who.url}/${id}/check`);
  expect(res.status).toBe(200);
  return (await res.json()) as SiteDomain;
}
async function listed(who: Tenant) {
  return ((await (await who.client.request(who.url)).json()) as { domains: SiteDomain[] }).domains;
}

describe('proof of control (TXT) before a domain turns active', () => {
  it('lets a second account claim a name a squatter points at us, and gives it to the account that publishes its TXT value', async () => {
    const squatter = await tenant();
    const owner = await tenant();
    const domain = freshDomain(null);
    // The real owner follows our instructions: the apex points at us (a target every tenant shares).
    dns.zone.set(domain, { a: [SITES_IP] });

    // The squatter claimed it first: routing alone leaves it pending, and it blocks nobody.
    const squat = await add(squatter, domain);
    expect(squat).toMatchObject({
      status: 'pending',
      verified: false,
      message: 'Waiting for DNS: add the TXT record below to prove the domain is yours.',
    });
    expect((await check(squatter, squat.id)).status).toBe('pending');
    const claim = await add(owner, domain);
    expect(claim).toMatchObject({ status: 'pending', verified: false });
    expect(claim.verificationRecord.name).toBe(`_themeport-challenge.${domain}`);
    expect(claim.verificationRecord.value).not.toBe(squat.verificationRecord.value);
    expect(await t.app.request(`http://${domain}/`)).toHaveProperty('status', 503);

    // The owner publishes its TXT value: its claim wins and goes live; the squatter's turns error.
    publishTxt(domain, claim.verificationRecord.value);
    const won = await check(owner, claim.id);
    expect(won).toMatchObject({ status: 'active', message: null, verified: true });
    expect(won.foundRecords).toEqual({ txt: [claim.verificationRecord.value], cname: [], a: [SITES_IP] });
    expect(changes).toContainEqual({ domain, siteId: owner.site.id, active: true });
    const served = await t.app.request(`http://${domain}/`);
    expect(served.status).toBe(404); // the owner's site (no pages): its own 404 page
    expect(served.headers.get('content-type')).toContain('text/html');

    const [lost] = await listed(squatter);
    expect(lost).toMatchObject({
      id: squat.id,
      status: 'error',
      message: VERIFIED_ELSEWHERE_MESSAGE,
      verified: false,
      foundRecords: null,
    });
    expect(lost!.message).toMatch(/^Verified by another account/);
    // Checking again changes nothing, and shows none of the owner's values.
    const again = await check(squatter, squat.id);
    expect(again).toMatchObject({ status: 'error', message: VERIFIED_ELSEWHERE_MESSAGE, foundRecords: null });
    for (const seen of [lost, again, ...(await listed(squatter))]) {
      expect(JSON.stringify(seen)).not.toContain(claim.verificationRecord.value);
    }
    const squatterLog = await t.db
      .select({ level: appLogs.level, message: appLogs.message })
      .from(appLogs)
      .where(and(eq(appLogs.accountId, squatter.account.id), eq(appLogs.category, 'domain')));
    expect(squatterLog).toContainEqual({
      level: 'warn',
      message: `Custom domain ${domain}: ${VERIFIED_ELSEWHERE_MESSAGE}`,
    });
  });

  it('keeps a TXT record with another value pending, and never shows that value', async () => {
    const who = await tenant();
    const domain = freshDomain();
    dns.zone.set(domain, { cname: SITES_HOST });
    publishTxt(domain, 'themeport-verify=00000000000000000000000000000000');
    const added = await add(who, domain);
    const checked = await check(who, added.id);
    expect(checked).toMatchObject({
      status: 'pending',
      verified: false,
      foundRecords: null,
      message: 'Waiting for DNS: set the TXT record to the value below to prove the domain is yours.',
    });
    expect(JSON.stringify(checked)).not.toContain('00000000000000000000000000000000');
    expect(await t.app.request(`http://${domain}/`)).toHaveProperty('status', 503);
  });

  it('lets the real owner take a name back from an account that proved control before, once only its own value is published', async () => {
    const before = await tenant();
    const after = await tenant();
    const domain = freshDomain();
    dns.zone.set(domain, { cname: SITES_HOST });
    const first = await add(before, domain);
    publishTxt(domain, first.verificationRecord.value);
    expect((await check(before, first.id)).status).toBe('active');

    // Proven claims keep the name without the TXT record; a new claim with both values published
    // does not take it (whoever controls DNS published both: the first keeps it).
    const second = await add(after, domain);
    expect(second).toMatchObject({ status: 'error', message: VERIFIED_ELSEWHERE_MESSAGE });
    publishTxt(domain, first.verificationRecord.value, second.verificationRecord.value);
    expect((await check(after, second.id)).status).toBe('error');
    expect((await check(before, first.id)).status).toBe('active');

    // The name changed hands: only the new value is published.
    publishTxt(domain, second.verificationRecord.value);
    expect(await check(after, second.id)).toMatchObject({ status: 'active', verified: true });
    expect(changes).toContainEqual({ domain, siteId: before.site.id, active: false });
    expect(changes.findLast((change) => change.domain === domain)).toEqual({
      domain,
      siteId: after.site.id,
      active: true,
    });
    expect((await listed(before))[0]).toMatchObject({ status: 'error', verified: false, foundRecords: null });
    expect(await t.db.select().from(siteDomains).where(eq(siteDomains.domain, domain))).toHaveLength(2);
  });

  it('follows the same rule in the background checker', async () => {
    const own = await createTestApp({
      TRUSTED_PROXY: 'X-Forwarded-For',
      SITES_HOST,
      SITES_IP,
      DNS_SERVERS: dns.address,
    });
    try {
      const squatter = await kit.ownerWithSite(own);
      const owner = await kit.ownerWithSite(own);
      const domain = freshDomain();
      dns.zone.set(domain, { cname: SITES_HOST });
      const squat = (await (await squatter.client.post(squatter.url, { domain })).json()) as SiteDomain;
      const claim = (await (await owner.client.post(owner.url, { domain })).json()) as SiteDomain;
      publishTxt(domain, claim.verificationRecord.value);

      const deps = { resolver: createDnsResolver(own.config.sites.dnsServers), sites: own.config.sites };
      const later = new Date(Date.now() + 24 * 60 * 60_000);
      // Both are due; whichever is checked first, the proven claim wins and the other ends in error.
      expect(await runDueDomainChecks(own.db, deps, later)).toMatchObject({ checked: 2, active: 1 });
      const rows = await own.db.select().from(siteDomains).where(eq(siteDomains.domain, domain));
      expect(rows.find((row) => row.id === claim.id)).toMatchObject({ status: 'active', provenAt: later });
      expect(rows.find((row) => row.id === squat.id)).toMatchObject({
        status: 'error',
        provenAt: null,
        message: VERIFIED_ELSEWHERE_MESSAGE,
      });
    } finally {
      await own.close();
    }
  });

  it('keeps what DNS holds printable: control characters in a TXT value are stored replaced', async () => {
    const who = await tenant();
    const domain = freshDomain();
    const added = await add(who, domain);
    publishTxt(domain, added.verificationRecord.value, 'bad\u0000value\u0007');
    const checked = await check(who, added.id);
    expect(checked.verified).toBe(true);
    expect(checked.foundRecords!.txt).toEqual([added.verificationRecord.value, 'bad\ufffdvalue\ufffd']);
  });

  it('holds at most one proven claim per name in the database (partial unique index)', async () => {
    const a = await tenant();
    const b = await tenant();
    const domain = freshDomain();
    const now = new Date();
    await t.db.insert(siteDomains).values({ siteId: a.site.id, accountId: a.account.id, domain, provenAt: now });
    // Any number of unproven claims…
    await t.db.insert(siteDomains).values({ siteId: b.site.id, accountId: b.account.id, domain });
    // …but never a second proven or active one.
    await expect(
      t.db.update(siteDomains).set({ status: 'active' }).where(eq(siteDomains.accountId, b.account.id)),
    ).rejects.toThrow();
  });
});

describe('domains a site', () => {
  it(`refuses the ${MAX_DOMAINS_PER_SITE + 1}th domain of a site with 409 DOMAIN_LIMIT, and adds nothing`, async () => {
    const who = await tenant();
    for (let i = 0; i < MAX_DOMAINS_PER_SITE; i++) await add(who, freshDomain(`d${i}`));
    const res = await who.client.post(who.url, { domain: freshDomain('eleven') });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      error: 'A site can have at most 10 custom domains. Remove one to add another.',
      code: 'DOMAIN_LIMIT',
    });
    expect(SITE_TEXT.domainLimit(MAX_DOMAINS_PER_SITE)).toBe(
      'A site can have at most 10 custom domains. Remove one to add another.',
    );
    expect(await listed(who)).toHaveLength(MAX_DOMAINS_PER_SITE);

    // Removing one makes room again.
    const [first] = await listed(who);
    expect((await who.client.request(`${who.url}/${first!.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await who.client.post(who.url, { domain: freshDomain('eleven') })).status).toBe(201);
  });
});

import { createSocket, type Socket } from 'node:dgram';
import { and, asc, eq } from 'drizzle-orm';
import { SITE_TEXT, type SiteDomain } from '@themeport/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { appLogs, siteDomains } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signedInMember, signedInOwner, type Client } from '../../test/auth.ts';
import { runDueDomainChecks } from './checker.ts';
import { DnsLookupError, createDnsResolver } from './dns.ts';
import { onDomainsChanged, type DomainsChange } from '../../lib/domain-events.ts';
import { startTestDnsServer, type TestDnsServer } from '../../test/dns-server.ts';
import * as kit from '../../test/domains.ts';
import { freshDomain } from '../../test/domains.ts';
import { insertSiteRow } from '../../test/sites.ts';

const SITES_HOST = 'sites.themeport.dev';
const SITES_IP = '203.0.113.10';
const MINUTE = 60_000;

let dns: TestDnsServer;
// Each test client has its own IP (X-Forwarded-For), so that sign-ins never share a rate limit.
const env = () => ({ TRUSTED_PROXY: 'X-Forwarded-For', SITES_HOST, DNS_SERVERS: dns.address });
let t: TestApp;
const changes: DomainsChange[] = [];
let unsubscribe: () => void;

beforeAll(async () => {
  dns = await startTestDnsServer();
  t = await createTestApp({ ...env(), SITES_IP });
  unsubscribe = onDomainsChanged((change) => changes.push(change));
});
afterAll(async () => {
  unsubscribe();
  await t.close();
  await dns.close();
});

async function domainLogs(db: Database, accountId: string) {
  const rows = await db
    .select()
    .from(appLogs)
    .where(and(eq(appLogs.accountId, accountId), eq(appLogs.category, 'domain')))
    .orderBy(asc(appLogs.createdAt));
  return rows.map((row) => ({ level: row.level, message: row.message }));
}

async function domainRow(db: Database, domain: string) {
  const [row] = await db.select().from(siteDomains).where(eq(siteDomains.domain, domain));
  return row!;
}

const publishTxt = (domain: string, ...values: string[]) => kit.publishTxt(dns, domain, ...values);
const ownerWithSite = (app: TestApp = t) => kit.ownerWithSite(app);

/** Adds the domain, then publishes the claim's own TXT value. */
async function addAndProve(client: Client, url: string, domain: string) {
  const added = (await (await client.post(url, { domain })).json()) as SiteDomain;
  publishTxt(domain, added.verificationRecord.value);
  return added;
}

describe('adding a custom domain', () => {
  it('adds a domain without DNS records as pending, with the exact records to create, and checks again in a minute', async () => {
    const { client, account, site, url, user } = await ownerWithSite();
    const domain = freshDomain();

    const res = await client.post(url, { domain });
    expect(res.status).toBe(201);
    const added = (await res.json()) as SiteDomain;
    expect(added).toMatchObject({
      domain,
      status: 'pending',
      message: 'Waiting for DNS: add the TXT record below, and one of the routing records below.',
      requiredRecords: [
        { type: 'CNAME', name: domain, value: SITES_HOST },
        { type: 'A', name: domain, value: SITES_IP },
      ],
      verified: false,
      foundRecords: null,
    });
    expect(added.verificationRecord).toEqual({
      type: 'TXT',
      name: `_themeport-challenge.${domain}`,
      value: expect.stringMatching(/^themeport-verify=[0-9a-f]{32}$/),
    });
    expect(Date.parse(added.nextCheckAt!) - Date.parse(added.lastCheckedAt!)).toBe(MINUTE);

    const list = await client.request(url);
    expect(list.status).toBe(200);
    expect(((await list.json()) as { domains: SiteDomain[] }).domains).toEqual([added]);

    const [log] = await t.db.select().from(appLogs).where(eq(appLogs.accountId, account.id));
    expect(log).toMatchObject({
      level: 'info',
      category: 'domain',
      message: `Custom domain ${domain} added.`,
      siteId: site.id,
      userId: user.id,
    });
  });

  it('lists the A record first for an apex domain', async () => {
    const { client, url } = await ownerWithSite();
    const domain = freshDomain(null);
    const added = (await (await client.post(url, { domain })).json()) as SiteDomain;
    expect(added.requiredRecords).toEqual([
      { type: 'A', name: domain, value: SITES_IP },
      { type: 'CNAME', name: domain, value: SITES_HOST },
    ]);
  });

  it('normalises the domain as typed: scheme, path, case and trailing dot go', async () => {
    const { client, url } = await ownerWithSite();
    const domain = freshDomain();
    const res = await client.post(url, { domain: ` https://${domain.toUpperCase()}./shop ` });
    expect(res.status).toBe(201);
    expect(((await res.json()) as SiteDomain).domain).toBe(domain);
  });

  it("answers 400 with 'Please enter a domain' when empty, and the hostname text when it is not a domain", async () => {
    const { client, account, url } = await ownerWithSite();
    for (const [input, text] of [
      ['', SITE_TEXT.domainRequired],
      ['   ', SITE_TEXT.domainRequired],
      ['not a domain', SITE_TEXT.domainInvalid],
      ['localhost', SITE_TEXT.domainInvalid],
      ['-shop.example', SITE_TEXT.domainInvalid],
      ['shop.123', SITE_TEXT.domainInvalid],
    ] as const) {
      const res = await client.post(url, { domain: input });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { code: string; fields: Record<string, string> };
      expect(body.code).toBe('VALIDATION_ERROR');
      expect(body.fields.domain).toBe(text);
    }
    expect(await t.db.select().from(siteDomains).where(eq(siteDomains.accountId, account.id))).toHaveLength(0);
  });

  it('refuses a domain this account claimed already, on any of its sites, with 409 DOMAIN_TAKEN', async () => {
    const first = await ownerWithSite();
    const otherSite = await insertSiteRow(t.db, first.account.id, { slotNumber: 2 });
    const domain = freshDomain();
    expect((await first.client.post(first.url, { domain })).status).toBe(201);

    for (const url of [first.url, `/api/accounts/${first.account.id}/slots/${otherSite.id}/domains`]) {
      const res = await first.client.post(url, { domain: domain.toUpperCase() });
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({ error: SITE_TEXT.domainTaken, code: 'DOMAIN_TAKEN' });
    }
    expect(await t.db.select().from(siteDomains).where(eq(siteDomains.domain, domain))).toHaveLength(1);
  });

  it("refuses the platform's own sites host as a custom domain", async () => {
    const { client, url } = await ownerWithSite();
    const res = await client.post(url, { domain: SITES_HOST });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { code: string }).code).toBe('DOMAIN_TAKEN');
  });

  it('needs an active slot', async () => {
    const { client, account } = await signedInOwner(t);
    const removed = await insertSiteRow(t.db, account.id, { status: 'inactive', themeId: null, slotNumber: 2 });
    const res = await client.post(`/api/accounts/${account.id}/slots/${removed.id}/domains`, { domain: freshDomain() });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: SITE_TEXT.noThemeAssigned, code: 'SLOT_INACTIVE' });
  });
});

describe('checking DNS', () => {
  it("turns a domain active after 'check' once its TXT value is published and its CNAME points at SITES_HOST (any case, trailing dot)", async () => {
    const { client, account, site, url } = await ownerWithSite();
    const domain = freshDomain();
    const added = await addAndProve(client, url, domain);
    expect(added.status).toBe('pending');

    dns.zone.set(domain, { cname: `${SITES_HOST.toUpperCase()}.` });
    const res = await client.post(`${url}/${added.id}/check`);
    expect(res.status).toBe(200);
    const checked = (await res.json()) as SiteDomain;
    expect(checked).toMatchObject({ id: added.id, status: 'active', message: null, verified: true });
    expect(checked.foundRecords).toEqual({ txt: [added.verificationRecord.value], cname: [SITES_HOST], a: [] });
    expect(Date.parse(checked.nextCheckAt!) - Date.parse(checked.lastCheckedAt!)).toBe(24 * 60 * MINUTE);
    expect((await domainRow(t.db, domain)).verifiedAt).not.toBeNull();

    expect(await domainLogs(t.db, account.id)).toEqual([
      { level: 'info', message: `Custom domain ${domain} added.` },
      { level: 'info', message: `Custom domain ${domain} is active.` },
    ]);
    expect(changes).toContainEqual({ domain, siteId: site.id, active: true });
  });

  it('accepts a CNAME chain that ends at SITES_HOST', async () => {
    const { client, url } = await ownerWithSite();
    const domain = freshDomain();
    const edge = `edge.${freshDomain(null)}`;
    dns.zone.set(domain, { cname: edge });
    dns.zone.set(edge, { cname: SITES_HOST });
    const added = await addAndProve(client, url, domain);
    const checked = (await (await client.post(`${url}/${added.id}/check`)).json()) as SiteDomain;
    expect(checked.status).toBe('active');
  });

  it('runs the first check at once: an apex whose A record is SITES_IP waits only for the TXT record', async () => {
    const { client, account, url } = await ownerWithSite();
    const domain = freshDomain(null);
    dns.zone.set(domain, { a: ['198.51.100.7', SITES_IP] });
    const res = await client.post(url, { domain });
    expect(res.status).toBe(201);
    const added = (await res.json()) as SiteDomain;
    expect(added).toMatchObject({
      domain,
      status: 'pending',
      message: 'Waiting for DNS: add the TXT record below to prove the domain is yours.',
      verified: false,
      foundRecords: null,
    });

    publishTxt(domain, 'v=spf1 -all', added.verificationRecord.value);
    expect(await (await client.post(`${url}/${added.id}/check`)).json()).toMatchObject({
      status: 'active',
      verified: true,
    });
    expect((await domainLogs(t.db, account.id)).map((line) => line.message)).toEqual([
      `Custom domain ${domain} added.`,
      `Custom domain ${domain} is active.`,
    ]);
  });

  it('sets error when the records point elsewhere, naming what it found only once control is proven, and logs a warning', async () => {
    const { client, account, url } = await ownerWithSite();
    const byA = freshDomain();
    dns.zone.set(byA, { a: ['192.0.2.1'] });
    const a = (await (await client.post(url, { domain: byA })).json()) as SiteDomain;
    const unproven = `${byA} does not point to ${SITES_HOST}: add the TXT record below, and change its routing record to one below.`;
    expect(a).toMatchObject({ status: 'error', message: unproven, verified: false, foundRecords: null });
    expect(a.requiredRecords[0]).toEqual({ type: 'CNAME', name: byA, value: SITES_HOST });
    expect(JSON.stringify(a)).not.toContain('192.0.2.1');

    publishTxt(byA, a.verificationRecord.value);
    const provenA = (await (await client.post(`${url}/${a.id}/check`)).json()) as SiteDomain;
    expect(provenA).toMatchObject({
      status: 'error',
      message: `${byA} points to 192.0.2.1 (A), not to ${SITES_IP}.`,
      verified: true,
      foundRecords: { txt: [a.verificationRecord.value], cname: [], a: ['192.0.2.1'] },
    });

    const byCname = freshDomain('shop');
    dns.zone.set(byCname, { cname: 'shops.other-host.example' });
    const cname = await addAndProve(client, url, byCname);
    const provenCname = (await (await client.post(`${url}/${cname.id}/check`)).json()) as SiteDomain;
    expect(provenCname).toMatchObject({
      status: 'error',
      message: `${byCname} points to shops.other-host.example (CNAME), not to ${SITES_HOST}.`,
    });

    expect(await domainLogs(t.db, account.id)).toEqual([
      { level: 'info', message: `Custom domain ${byA} added.` },
      { level: 'warn', message: `Custom domain ${byA}: ${unproven}` },
      { level: 'warn', message: `Custom domain ${byA}: ${byA} points to 192.0.2.1 (A), not to ${SITES_IP}.` },
      { level: 'info', message: `Custom domain ${byCname} added.` },
      {
        level: 'warn',
        message: `Custom domain ${byCname}: ${byCname} does not point to ${SITES_HOST}: add the TXT record below, and change its routing record to one below.`,
      },
      {
        level: 'warn',
        message: `Custom domain ${byCname}: ${byCname} points to shops.other-host.example (CNAME), not to ${SITES_HOST}.`,
      },
    ]);
  });

  it('sets error when the DNS server fails, saying the lookup failed, and logs an error', async () => {
    const { client, account, url } = await ownerWithSite();
    const domain = freshDomain();
    dns.zone.set(domain, { servfail: true });
    const added = (await (await client.post(url, { domain })).json()) as SiteDomain;
    const message = `DNS lookup failed: the DNS server could not answer (SERVFAIL) for ${domain}.`;
    expect(added).toMatchObject({ status: 'error', message });
    expect((await domainLogs(t.db, account.id)).at(-1)).toEqual({
      level: 'error',
      message: `Custom domain ${domain}: ${message}`,
    });

    // Fixed DNS: the next check by hand finds it.
    dns.zone.set(domain, { cname: SITES_HOST });
    publishTxt(domain, added.verificationRecord.value);
    expect(await (await client.post(`${url}/${added.id}/check`)).json()).toMatchObject({
      status: 'active',
      message: null,
    });
  });

  it('asks for a flattened CNAME at an apex when SITES_IP is not set', async () => {
    const noIp = await createTestApp(env());
    try {
      const { client, url } = await ownerWithSite(noIp);
      const domain = freshDomain(null);
      const added = (await (await client.post(url, { domain })).json()) as SiteDomain;
      expect(added.requiredRecords).toEqual([{ type: 'CNAME', name: domain, value: SITES_HOST }]);
      expect(added.message).toBe(
        'Waiting for DNS: add the TXT record below, and the routing record below (at the apex, as an ALIAS or flattened CNAME if your DNS provider offers it).',
      );
      publishTxt(domain, added.verificationRecord.value);
      expect((await (await client.post(`${url}/${added.id}/check`)).json()) as SiteDomain).toMatchObject({
        status: 'pending',
        verified: true,
        message:
          'Waiting for DNS: add the record below (at the apex, as an ALIAS or flattened CNAME if your DNS provider offers it).',
      });

      const sub = freshDomain();
      dns.zone.set(sub, { a: ['192.0.2.1'] });
      const wrong = await addAndProve(client, url, sub);
      const checked = (await (await client.post(`${url}/${wrong.id}/check`)).json()) as SiteDomain;
      expect(checked.message).toBe(`${sub} points to 192.0.2.1 (A), not to ${SITES_HOST}.`);
      expect(wrong.requiredRecords).toEqual([{ type: 'CNAME', name: sub, value: SITES_HOST }]);
    } finally {
      await noIp.close();
    }
  });
});

describe('serving an active domain (local site host)', () => {
  it('serves the site for the Host as soon as the domain is active, and stops when it is removed', async () => {
    const { client, url } = await ownerWithSite();
    const domain = freshDomain();
    // Not a custom domain yet: the request falls through to the web app (not built in tests: 503).
    expect((await t.app.request(`http://${domain}/`)).status).toBe(503);

    dns.zone.set(domain, { cname: SITES_HOST });
    const { id } = await addAndProve(client, url, domain);
    // Routing alone serves nothing: the claim must prove control first.
    expect((await t.app.request(`http://${domain}/`)).status).toBe(503);
    const { status } = (await (await client.post(`${url}/${id}/check`)).json()) as SiteDomain;
    expect(status).toBe('active');
    // The test site has no pages: the site host answers its own 404 page.
    const served = await t.app.request(`http://${domain}/`);
    expect(served.status).toBe(404);
    expect(served.headers.get('content-type')).toContain('text/html');

    expect((await client.request(`${url}/${id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await t.app.request(`http://${domain}/`)).status).toBe(503);
  });
});

describe('removing a custom domain', () => {
  it('removes it, answers the remaining domains, logs it and tells the site host', async () => {
    const { client, account, site, url } = await ownerWithSite();
    const keep = (await (await client.post(url, { domain: freshDomain() })).json()) as SiteDomain;
    const gone = (await (await client.post(url, { domain: freshDomain('shop') })).json()) as SiteDomain;

    const res = await client.request(`${url}/${gone.id}`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { domains: SiteDomain[] }).domains.map((d) => d.id)).toEqual([keep.id]);
    expect(await t.db.select().from(siteDomains).where(eq(siteDomains.id, gone.id))).toHaveLength(0);
    expect((await domainLogs(t.db, account.id)).at(-1)).toEqual({
      level: 'info',
      message: `Custom domain ${gone.domain} removed.`,
    });
    expect(changes).toContainEqual({ domain: gone.domain, siteId: site.id, active: false });

    const again = await client.request(`${url}/${gone.id}`, { method: 'DELETE' });
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ error: SITE_TEXT.domainNotFound, code: 'DOMAIN_NOT_FOUND' });
  });
});

describe('who may do what', () => {
  it('lets any member list and an editor change, and refuses a viewer with 403', async () => {
    const { account, url } = await ownerWithSite();
    const editor = await signedInMember(t, account.id, 'editor');
    const viewer = await signedInMember(t, account.id, 'viewer');

    const added = await editor.client.post(url, { domain: freshDomain() });
    expect(added.status).toBe(201);
    const { id } = (await added.json()) as SiteDomain;

    const list = await viewer.client.request(url);
    expect(list.status).toBe(200);
    expect(((await list.json()) as { domains: SiteDomain[] }).domains.map((d) => d.id)).toEqual([id]);
    for (const res of [
      await viewer.client.post(url, { domain: freshDomain() }),
      await viewer.client.post(`${url}/${id}/check`),
      await viewer.client.request(`${url}/${id}`, { method: 'DELETE' }),
    ]) {
      expect(res.status).toBe(403);
      expect(((await res.json()) as { code: string }).code).toBe('FORBIDDEN');
    }
    expect(await t.db.select().from(siteDomains).where(eq(siteDomains.accountId, account.id))).toHaveLength(1);
  });

  it("keeps another account's slots and domains invisible (404), and non-members out (403)", async () => {
    const mine = await ownerWithSite();
    const theirs = await ownerWithSite();
    const { id } = (await (await mine.client.post(mine.url, { domain: freshDomain() })).json()) as SiteDomain;

    // My slot under their account id.
    const mySlotInTheirAccount = `/api/accounts/${theirs.account.id}/slots/${mine.site.id}/domains`;
    const list = await theirs.client.request(mySlotInTheirAccount);
    expect(list.status).toBe(404);
    expect(await list.json()).toEqual({ error: SITE_TEXT.slotNotFound, code: 'SLOT_NOT_FOUND' });
    // My domain id under their own slot.
    for (const res of [
      await theirs.client.post(`${theirs.url}/${id}/check`),
      await theirs.client.request(`${theirs.url}/${id}`, { method: 'DELETE' }),
    ]) {
      expect(res.status).toBe(404);
      expect(((await res.json()) as { code: string }).code).toBe('DOMAIN_NOT_FOUND');
    }
    // My account id: they are not a member.
    expect((await theirs.client.request(mine.url)).status).toBe(403);
    // Not an id at all.
    expect((await mine.client.request(`/api/accounts/${mine.account.id}/slots/not-a-uuid/domains`)).status).toBe(404);
    expect((await mine.client.post(`${mine.url}/not-a-uuid/check`)).status).toBe(404);

    expect(await t.db.select().from(siteDomains).where(eq(siteDomains.id, id))).toHaveLength(1);
  });

  it('answers 401 without a session', async () => {
    const { site, account } = await ownerWithSite();
    const res = await t.app.request(`/api/accounts/${account.id}/slots/${site.id}/domains`);
    expect(res.status).toBe(401);
  });
});

describe('background re-checks', () => {
  // An app of their own: runDueDomainChecks checks every due domain in the database.
  let c: TestApp;
  beforeAll(async () => {
    c = await createTestApp({ ...env(), SITES_IP });
  });
  afterAll(() => c.close());
  const deps = () => ({ resolver: createDnsResolver(c.config.sites.dnsServers), sites: c.config.sites });

  it('re-checks a pending domain after 1 min, then 2, 4, 8 … minutes, at most 6 h, and not before it is due', async () => {
    const { client, account, url } = await ownerWithSite(c);
    const domain = freshDomain();
    await client.post(url, { domain });
    let row = await domainRow(c.db, domain);
    expect(row.nextCheckAt!.getTime() - row.lastCheckedAt!.getTime()).toBe(MINUTE);

    const early = new Date(row.nextCheckAt!.getTime() - 1);
    expect(await runDueDomainChecks(c.db, deps(), early)).toEqual({ checked: 0, active: 0, pending: 0, error: 0 });
    expect((await domainRow(c.db, domain)).lastCheckedAt).toEqual(row.lastCheckedAt);

    const delays: number[] = [];
    for (let i = 0; i < 11; i++) {
      const now = row.nextCheckAt!;
      expect(await runDueDomainChecks(c.db, deps(), now)).toEqual({ checked: 1, active: 0, pending: 1, error: 0 });
      row = await domainRow(c.db, domain);
      expect(row.lastCheckedAt).toEqual(now);
      delays.push((row.nextCheckAt!.getTime() - now.getTime()) / MINUTE);
    }
    expect(delays).toEqual([2, 4, 8, 16, 32, 64, 128, 256, 360, 360, 360]);
    expect(row).toMatchObject({ status: 'pending', checkAttempts: 12 });
    // Unchanged status: the background checks add nothing to the log.
    expect(await domainLogs(c.db, account.id)).toEqual([{ level: 'info', message: `Custom domain ${domain} added.` }]);

    // DNS arrives: active, verified again daily; then it moves away: error, and the back-off starts again.
    dns.zone.set(domain, { cname: SITES_HOST });
    publishTxt(domain, row.verificationToken);
    let now = row.nextCheckAt!;
    expect(await runDueDomainChecks(c.db, deps(), now)).toMatchObject({ checked: 1, active: 1 });
    row = await domainRow(c.db, domain);
    expect(row).toMatchObject({ status: 'active', checkAttempts: 0, verifiedAt: now, provenAt: now });
    // Once proven, the TXT record may go (as with Vercel): the claim keeps the name.
    dns.zone.delete(`_themeport-challenge.${domain}`);
    expect(row.nextCheckAt!.getTime() - now.getTime()).toBe(24 * 60 * MINUTE);

    dns.zone.set(domain, { a: ['192.0.2.1'] });
    now = row.nextCheckAt!;
    expect(await runDueDomainChecks(c.db, deps(), now)).toMatchObject({ checked: 1, error: 1 });
    row = await domainRow(c.db, domain);
    expect(row).toMatchObject({
      status: 'error',
      checkAttempts: 1,
      message: `${domain} points to 192.0.2.1 (A), not to ${SITES_IP}.`,
    });
    expect(row.nextCheckAt!.getTime() - now.getTime()).toBe(MINUTE);

    expect(await domainLogs(c.db, account.id)).toEqual([
      { level: 'info', message: `Custom domain ${domain} added.` },
      { level: 'info', message: `Custom domain ${domain} is active.` },
      { level: 'warn', message: `Custom domain ${domain}: ${domain} points to 192.0.2.1 (A), not to ${SITES_IP}.` },
    ]);
  });

  it("'Check status' by hand starts the back-off again at 1 min", async () => {
    const { client, url } = await ownerWithSite(c);
    const domain = freshDomain();
    const { id } = (await (await client.post(url, { domain })).json()) as SiteDomain;
    let row = await domainRow(c.db, domain);
    for (let i = 0; i < 3; i++) {
      await runDueDomainChecks(c.db, deps(), row.nextCheckAt!);
      row = await domainRow(c.db, domain);
    }
    expect(row.checkAttempts).toBe(4);
    const checked = (await (await client.post(`${url}/${id}/check`)).json()) as SiteDomain;
    expect(Date.parse(checked.nextCheckAt!) - Date.parse(checked.lastCheckedAt!)).toBe(MINUTE);
    expect((await domainRow(c.db, domain)).checkAttempts).toBe(1);
  });

  it('checks each due domain once when two processes run at the same time', async () => {
    const { client, url } = await ownerWithSite(c);
    for (let i = 0; i < 5; i++) await client.post(url, { domain: freshDomain(`d${i}`) });
    const now = new Date(Date.now() + 400 * 24 * 60 * MINUTE);
    const due = (await c.db.select().from(siteDomains)).length;
    const [first, second] = await Promise.all([
      runDueDomainChecks(c.db, deps(), now, { limit: 1000 }),
      runDueDomainChecks(c.db, deps(), now, { limit: 1000 }),
    ]);
    expect(first!.checked + second!.checked).toBe(due);
    for (const row of await c.db.select().from(siteDomains)) expect(row.lastCheckedAt).toEqual(now);
  });

  it("is re-checked by the app's job queue, whose schedule runs every 30 seconds", async () => {
    const { client, url } = await ownerWithSite(c);
    const domain = freshDomain();
    await addAndProve(client, url, domain);
    dns.zone.set(domain, { cname: SITES_HOST });
    const due = new Date(Date.now() + 10 * MINUTE);
    await c.db.update(siteDomains).set({ nextCheckAt: due }).where(eq(siteDomains.domain, domain));

    // Its first run checks what is due then: this domain is not yet.
    await c.jobs.runDue({ now: new Date(due.getTime() - MINUTE) });
    expect((await domainRow(c.db, domain)).status).toBe('pending');
    // The schedule's next run is within 30 seconds of the domain's check being due.
    const run = await c.jobs.runDue({ now: new Date(due.getTime() + 30_000) });
    expect(run.completed).toBeGreaterThanOrEqual(1);
    const row = await domainRow(c.db, domain);
    expect(row.status).toBe('active');
    expect(row.lastCheckedAt!.getTime()).toBe(due.getTime() + 30_000);
  });
});

describe('the DNS adapter', () => {
  it('answers [] for unknown names and missing record types, and a typed error when the server fails', async () => {
    const resolver = createDnsResolver([dns.address]);
    const domain = freshDomain();
    dns.zone.set(domain, { a: ['192.0.2.9'] });
    expect(await resolver.resolve4(domain)).toEqual(['192.0.2.9']);
    expect(await resolver.resolveCname(domain)).toEqual([]);
    expect(await resolver.resolve4(freshDomain())).toEqual([]);

    const failing = freshDomain();
    dns.zone.set(failing, { servfail: true });
    const error = await resolver.resolve4(failing).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(DnsLookupError);
    expect((error as DnsLookupError).code).toBe('ESERVFAIL');
  });

  it('gives up on a server that never answers with a timeout error', async () => {
    const silent: Socket = createSocket('udp4');
    await new Promise<void>((resolve) => silent.bind(0, '127.0.0.1', resolve));
    try {
      const resolver = createDnsResolver([`127.0.0.1:${silent.address().port}`], { timeoutMs: 100, tries: 1 });
      const error = await resolver.resolveCname(freshDomain()).catch((err: unknown) => err);
      expect(error).toBeInstanceOf(DnsLookupError);
      expect((error as DnsLookupError).message).toMatch(
        /^DNS lookup failed: the DNS server did not answer in time for /,
      );
    } finally {
      silent.close();
    }
  });
});

import type { SlotsResponse } from '@themeport/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { sites } from '../../db/schema.ts';
import { insertSite } from '../../test/sites.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { signedInOwner } from '../../test/auth.ts';
import { hostnameOf, parseSitesOrigin, siteUrl, slotOfHost } from './sites-origin.ts';

const ID = '3f0c8a1e-9d4a-4e6b-8a7c-1b2c3d4e5f60';

describe('SITES_ORIGIN', () => {
  it('defaults to {slot}.sites.localhost on the portal port when the portal is local, so one npm start serves both', () => {
    expect(loadConfig({}).sites.origin).toBe('http://{slot}.sites.localhost:3000');
    expect(loadConfig({ PORT: '4406', PUBLIC_URL: 'http://127.0.0.1:4406' }).sites.origin).toBe(
      'http://{slot}.sites.localhost:4406',
    );
    expect(loadConfig({ PUBLIC_URL: 'http://[::1]:8080/' }).sites.origin).toBe('http://{slot}.sites.localhost:8080');
  });

  it('defaults to sites. under a named portal host, and takes a configured origin as given', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://themeport.example.com' }).sites.origin).toBe(
      'https://{slot}.sites.themeport.example.com',
    );
    expect(
      loadConfig({ PUBLIC_URL: 'https://themeport.example.com', SITES_ORIGIN: 'https://{slot}.Themeport-Sites.net/' })
        .sites.origin,
    ).toBe('https://{slot}.themeport-sites.net');
  });

  it('refuses an origin without {slot} as its first label, with a path, or of another scheme', () => {
    for (const value of [
      'https://sites.example.com',
      'https://x{slot}.example.com',
      'https://example.com/{slot}',
      'https://{slot}.example.com/sites',
      'ftp://{slot}.example.com',
      'https://{slot}',
    ]) {
      expect(() => loadConfig({ SITES_ORIGIN: value }), value).toThrow(
        /SITES_ORIGIN must be an origin whose first label is \{slot\}/,
      );
    }
  });
});

describe('a Host on the sites origin', () => {
  const origin = parseSitesOrigin('http://{slot}.sites.localhost:3000');

  it('names its slot, and the address of a site is built from the same pattern', () => {
    expect(origin).toMatchObject({ hostSuffix: '.sites.localhost', isHttps: false });
    expect(slotOfHost(origin, hostnameOf(`${ID}.sites.localhost:3000`))).toBe(ID);
    expect(slotOfHost(origin, hostnameOf(`${ID.toUpperCase()}.SITES.localhost.`))).toBe(ID);
    expect(siteUrl(origin.pattern, ID.toUpperCase(), '/blog?x=1')).toBe(`http://${ID}.sites.localhost:3000/blog?x=1`);
  });

  it("is '' (no such site) for any other label under it, and undefined for the portal and other hosts", () => {
    for (const host of ['www.sites.localhost', `x.${ID}.sites.localhost`, '.sites.localhost']) {
      expect(slotOfHost(origin, hostnameOf(host)), host).toBe('');
    }
    for (const host of [
      'localhost:3000',
      'sites.localhost',
      '127.0.0.1',
      '[::1]:3000',
      `${ID}.sites.localhost.evil.example`,
    ]) {
      expect(slotOfHost(origin, hostnameOf(host)), host).toBeUndefined();
    }
  });
});

describe('the portal, for a local portal on port 3000', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("gives each slot's address on the site's own origin, also for a site deployed when sites lived under /sites/", async () => {
    const owner = await signedInOwner(t);
    const legacy = await insertSite(t.db, { accountId: owner.account.id });
    const handSet = await insertSite(t.db, { accountId: owner.account.id, slotNumber: 2 });
    await t.db
      .update(sites)
      .set({ netlifyUrl: `http://localhost:3000/sites/${legacy.site.id}/`, hosting: 'local' })
      .where(eq(sites.id, legacy.site.id));
    await t.db
      .update(sites)
      .set({ netlifyUrl: 'https://bakery.netlify.app', hosting: 'local' })
      .where(eq(sites.id, handSet.site.id));
    const res = await owner.client.request(`/api/accounts/${owner.account.id}/slots`);
    const { slots } = (await res.json()) as SlotsResponse;
    const byId = new Map(slots.map((slot) => [slot.id, slot]));
    expect(byId.get(legacy.site.id)).toMatchObject({
      deploymentUrl: `http://${legacy.site.id}.sites.localhost:3000/`,
      localUrl: `http://${legacy.site.id}.sites.localhost:3000/`,
    });
    expect(byId.get(handSet.site.id)).toMatchObject({
      deploymentUrl: 'https://bakery.netlify.app',
      localUrl: `http://${handSet.site.id}.sites.localhost:3000/`,
    });
  });

  it('sets only host-only cookies (no Domain attribute), so no browser sends them to a site origin', async () => {
    const owner = await signedInOwner(t);
    const again = await owner.client.post('/api/auth/sign-in/email', {
      email: owner.user.email,
      password: owner.password,
    });
    const choose = await owner.client.request('/api/me/current-account', {
      method: 'PUT',
      json: { accountId: owner.account.id },
    });
    expect(choose.status).toBe(200);
    const cookies = [...again.headers.getSetCookie(), ...choose.headers.getSetCookie()];
    const names = cookies.map((cookie) => cookie.split('=')[0]);
    expect(names).toEqual(expect.arrayContaining(['tp.session_token', 'tp_account']));
    for (const cookie of cookies) {
      expect(cookie, cookie).not.toMatch(/;\s*domain=/i);
      expect(cookie).toMatch(/;\s*httponly/i);
      expect(cookie).toMatch(/;\s*samesite=strict/i);
    }
  });
});

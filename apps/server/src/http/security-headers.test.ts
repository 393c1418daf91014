import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteDomains } from '../db/schema.ts';
import { invalidateCustomDomains } from '../modules/site-host/routes.ts';
import { createSite } from '../test/hosted-site.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { SITE_PERMISSIONS_POLICY } from './security-headers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    PUBLIC_URL: 'https://portal.example.com',
    SITES_ORIGIN: 'https://{slot}.sites.example.net',
  });
});
afterAll(() => t.close());

const PORTAL_POLICY =
  'accelerometer=(), camera=(), display-capture=(), fullscreen=(self), geolocation=(), gyroscope=(), hid=(), ' +
  'magnetometer=(), microphone=(), midi=(), payment=(self), serial=(), usb=()';

describe('Permissions-Policy', () => {
  it('is on every answer of the portal and its API: pages, JSON, errors, refusals, redirects, preflights, the catalogue fast path', async () => {
    const site = await createSite(t.db);
    const requests: [string, RequestInit?][] = [
      ['/'],
      ['/client-portal'],
      ['/api/health'],
      ['/api/nope'],
      ['/api/me'],
      ['/api/themes?page=0'],
      ['/api/themes'],
      ['/api/themes'], // the second is a cache hit, answered before routing
      ['/api/auth/sign-in/email', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } }],
      [
        '/api/auth/sign-in/email',
        {
          method: 'POST',
          body: '{',
          headers: { 'content-type': 'application/json', origin: 'https://portal.example.com' },
        },
      ],
      [`/api/sites/${site.siteId}/content`, { method: 'OPTIONS' }],
      [`/api/sites/${site.siteId}/content?key=x`],
      [`/sites/${site.siteId}/about`],
      ['/uploads/nope.png'],
    ];
    for (const [path, init] of requests) {
      const res = await t.app.request(`https://portal.example.com${path}`, init);
      expect(res.headers.get('permissions-policy'), `${init?.method ?? 'GET'} ${path} → ${res.status}`).toBe(
        PORTAL_POLICY,
      );
    }
  });

  it('is on every answer of a hosted site, on its own origin and on a custom domain', async () => {
    const site = await createSite(t.db);
    const domain = `www.${site.siteId.slice(0, 8)}.example`;
    await t.db
      .insert(siteDomains)
      .values({ siteId: site.siteId, accountId: site.account.id, domain, status: 'active' });
    await invalidateCustomDomains();
    for (const origin of [`https://${site.siteId}.sites.example.net`, `https://${domain}`]) {
      for (const [path, init] of [['/'], ['/'], ['/nope'], ['/', { method: 'POST', body: 'x' }]] as [
        string,
        RequestInit?,
      ][]) {
        const res = await t.app.request(`${origin}${path}`, init);
        expect(res.headers.get('permissions-policy'), `${origin}${path} → ${res.status}`).toBe(SITE_PERMISSIONS_POLICY);
      }
    }
    const unknown = await t.app.request('https://00000000-0000-4000-8000-000000000000.sites.example.net/');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('permissions-policy')).toBe(SITE_PERMISSIONS_POLICY);
  });
});

describe('CSP reporting', () => {
  it("sends the portal's violations to the security monitor: report-uri, report-to and Reporting-Endpoints", async () => {
    for (const path of ['/', '/api/health']) {
      const res = await t.app.request(`https://portal.example.com${path}`);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain('report-uri /api/security/reports');
      expect(csp, path).toMatch(/report-to csp(;|$)/);
      expect(res.headers.get('reporting-endpoints'), path).toBe('csp="/api/security/reports"');
    }
  });
});

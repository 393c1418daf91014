import { randomBytes } from 'node:crypto';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { getRequestListener, serve } from '@hono/node-server';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { appLogs, componentInstances, siteDomains, sites } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { SEED_THEMES } from '../../seed/seed.ts';
import { buildTemplateConfig } from '../../seed/data/template-config.ts';
import { signedInOwner } from '../../test/auth.ts';
import { createTheme } from '../../test/factories.ts';
import { notifyDomainsChanged } from '../../lib/domain-events.ts';
import { SITE_PERMISSIONS_POLICY } from '../../http/security-headers.ts';
import { createLogger } from '../../logger.ts';
import { createRequestTally } from '../../http/request-tally.ts';
import { createOutboxSender } from '../../adapters/mail/outbox.ts';
import { notifySiteChanged } from '../../lib/domain-events.ts';
import { createSiteHost, invalidateCustomDomains } from './routes.ts';
import { createSite, field, type TestSite } from '../../test/hosted-site.ts';
import { requestOverHttp, stableHeaderNames } from '../../test/raw-http.ts';

const PORTAL = 'https://portal.example.com';
const SITES_ORIGIN = 'https://{slot}.sites.example.net';
const SITE_CSP =
  "default-src 'self'; script-src https://portal.example.com/site-bridge/helper.js; style-src 'unsafe-inline' 'self'; " +
  `img-src 'self' data: https:; object-src 'none'; base-uri 'none'; frame-ancestors ${PORTAL}`;

/** A path on the site's own origin. */
const at = (site: { siteId: string }, path = '') => `https://${site.siteId}.sites.example.net/${path}`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: PORTAL, SITES_ORIGIN });
});
afterAll(() => t.close());

describe("local site host, on the site's own origin", () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await createSite(t.db);
  });

  it('serves the home page as real HTML with title, description and every component marked for the editor', async () => {
    const res = await t.app.request(at(site));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await res.text();
    expect(html).toContain('<title>Bakery – Home</title>');
    expect(html).toContain('<meta name="description" content="Home of the bakery">');
    expect(html).toContain('Bread &lt;b&gt;worth&lt;/b&gt; waking up for');
    for (const component of site.components.filter((c) => c.pagePath === '/' || c.pagePath === 'global')) {
      expect(html).toContain(
        `<!-- ${component.location} -->\n<section data-elid="${component.id}" class="c-${component.slug}"`,
      );
    }
    expect(html).not.toContain('class="c-page-header"');
    // The theme's look: its colours and layout.
    expect(html).toContain('--primary:#0f766e');
    expect(html).toContain('<body class="layout-centered page-home">');
    expect(html).toContain('href="/about"');
    expect(html).not.toContain('/sites/');
  });

  it('sends the hosted-site CSP (no base, the editor helper as the only script, framed by the portal only), nosniff, Permissions-Policy, HSTS and an ETag that answers 304', async () => {
    const res = await t.app.request(at(site));
    expect(res.headers.get('content-security-policy')).toBe(SITE_CSP);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('permissions-policy')).toBe(SITE_PERMISSIONS_POLICY);
    expect(res.headers.get('permissions-policy')).toContain('camera=()');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000');
    // The portal frames it from another origin: frame-ancestors says who, X-Frame-Options would refuse.
    expect(res.headers.get('x-frame-options')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.app.request(at(site), { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('serves a page by its path, with and without a trailing slash', async () => {
    for (const path of ['about', 'about/']) {
      const res = await t.app.request(at(site, path));
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('<title>About – Bakery</title>');
      expect(html).toContain('<h1 data-field="title">About us</h1>');
      expect(html).toMatch(/<a href="[^"]+about" aria-current="page"/);
    }
  });

  it('lists the published posts on the blog index', async () => {
    const html = await (await t.app.request(at(site, 'blog'))).text();
    expect(html).toContain('<a href="/blog/rye-season">Rye season &lt;is here&gt;</a>');
    expect(html).toContain('What we bake in autumn');
    expect(html).toContain('October 1, 2025');
    expect(html).not.toContain('Unfinished draft');
  });

  it('renders a post from its markdown, sanitised, with the post page components filled in', async () => {
    const res = await t.app.request(at(site, 'blog/rye-season'));
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>Rye season &lt;is here&gt; – Bakery</title>');
    expect(html).toContain('<meta name="description" content="What we bake in autumn">');
    expect(html).toContain('<h1 data-field="title">Rye season &lt;is here&gt;</h1>');
    expect(html).toContain('By Maya Chen');
    expect(html).toContain('<h2>The loaves</h2>');
    expect(html).toContain('<strong>good</strong>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    // Outside the editor's frame a page has no script at all (decision 045); nothing of the post runs.
    expect(html).not.toContain('<script');
  });

  it("answers unknown paths, draft pages and draft posts with the site's 404 page", async () => {
    for (const path of ['nope', 'secret', 'blog/unfinished', 'blog/missing']) {
      const res = await t.app.request(at(site, path));
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(html).toContain('<h1>Page not found</h1>');
      expect(html).toContain('class="c-site-header"');
      expect(html).toContain('--primary:#0f766e');
      expect(res.headers.get('content-security-policy')).toBe(SITE_CSP);
    }
  });

  it('answers an inactive, unknown or malformed slot with a plain 404, with the site headers', async () => {
    const inactive = await createSite(t.db, { status: 'inactive' });
    for (const url of [
      at(inactive),
      at({ siteId: '00000000-0000-4000-8000-000000000000' }, 'about'),
      'https://not-a-uuid.sites.example.net/about',
      'https://a.b.sites.example.net/',
    ]) {
      const res = await t.app.request(url);
      expect(res.status, url).toBe(404);
      const html = await res.text();
      expect(html).toContain('<title>Site not found</title>');
      expect(html).not.toContain('data-elid');
      expect(res.headers.get('content-security-policy')).toBe(SITE_CSP);
      expect(res.headers.get('permissions-policy')).toBe(SITE_PERMISSIONS_POLICY);
    }
  });

  it("never answers as the portal on a site origin: its API, pages and auth paths are the site's 404", async () => {
    for (const path of ['api/health', 'api/me', 'api/auth/get-session', 'client-portal', 'api/openapi.json']) {
      const res = await t.app.request(at(site, path));
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await res.text()).toContain('<h1>Page not found</h1>');
    }
    const post = await t.app.request(at(site, 'api/auth/sign-in/email'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: at(site).slice(0, -1) },
      body: JSON.stringify({ email: 'a@example.com', password: 'x' }),
    });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    expect(post.headers.get('permissions-policy')).toBe(SITE_PERMISSIONS_POLICY);
    expect(post.headers.get('set-cookie')).toBeNull();
  });

  it('picks the site by the Host header of a real request, whatever its case and port', async () => {
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    const get = (host: string, path: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = httpRequest({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode!, body }));
        });
        req.on('error', reject);
        req.end();
      });
    try {
      const about = await get(`${site.siteId.toUpperCase()}.Sites.Example.NET:${port}`, '/about');
      expect(about.status).toBe(200);
      expect(about.body).toContain('<title>About – Bakery</title>');
      // Twice: the second answer comes from the cache, synchronously.
      expect((await get(`${site.siteId}.sites.example.net`, '/about')).body).toBe(about.body);
      const portal = await get(`portal.example.com:${port}`, '/api/health');
      expect(JSON.parse(portal.body)).toEqual({ status: 'ok', database: 'ok' });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('answers HEAD without a body and gzips for clients that accept it', async () => {
    const head = await t.app.request(at(site), { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const plain = await (await t.app.request(at(site))).text();
    const gzipped = await t.app.request(at(site), { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString('utf8')).toBe(plain);
  });

  it('keeps serving the cached page until a writer says the site changed (domain events), then shows the change', async () => {
    const own = await createSite(t.db);
    const hero = own.components.find((c) => c.slug === 'hero')!;
    expect(await (await t.app.request(at(own))).text()).toContain('waking up for');
    const data = structuredClone(hero.data);
    (data.content as Record<string, unknown>).title = field('Fresh out of the oven', 'h1');
    await t.db.update(componentInstances).set({ data }).where(eq(componentInstances.id, hero.id));
    expect(await (await t.app.request(at(own))).text()).toContain('waking up for');
    notifySiteChanged(own.siteId);
    const html = await (await t.app.request(at(own))).text();
    expect(html).toContain('Fresh out of the oven');
    expect(html).not.toContain('waking up for');
  });

  it('leaves out a component that is not valid schema v2 and says so in the application log, once', async () => {
    const own = await createSite(t.db);
    const hero = own.components.find((c) => c.slug === 'hero')!;
    const data = structuredClone(hero.data);
    data.meta.schemaVersion = 1;
    await t.db
      .update(componentInstances)
      .set({ data, updatedAt: new Date() })
      .where(eq(componentInstances.id, hero.id));
    notifySiteChanged(own.siteId);
    const page = await t.app.request(at(own));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).not.toContain(`data-elid="${hero.id}"`);
    expect(html).not.toContain('waking up for');
    notifySiteChanged(own.siteId);
    await t.app.request(at(own));
    const lines = await t.db
      .select()
      .from(appLogs)
      .where(and(eq(appLogs.siteId, own.siteId), eq(appLogs.category, 'content')));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'error', details: expect.objectContaining({ componentId: hero.id }) });
  });

  it('stops serving a site once it is removed (status inactive) and invalidated', async () => {
    const own = await createSite(t.db);
    expect((await t.app.request(at(own))).status).toBe(200);
    await t.db.update(sites).set({ status: 'inactive', themeId: null }).where(eq(sites.id, own.siteId));
    notifySiteChanged(own.siteId);
    const res = await t.app.request(at(own));
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Site not found');
  });
});

describe('old addresses on the portal', () => {
  it("move permanently to the same path on the site's own origin, query included", async () => {
    const site = await createSite(t.db);
    const cases: [string, string][] = [
      [`/sites/${site.siteId}`, at(site)],
      [`/sites/${site.siteId}/`, at(site)],
      [`/sites/${site.siteId}/about`, at(site, 'about')],
      [`/sites/${site.siteId}/blog/rye-season?ref=mail`, at(site, 'blog/rye-season?ref=mail')],
      [`/sites/${site.siteId.toUpperCase()}/caf%C3%A9`, at(site, 'caf%C3%A9')],
    ];
    for (const [path, location] of cases) {
      for (const method of ['GET', 'HEAD']) {
        const res = await t.app.request(`${PORTAL}${path}`, { method });
        expect(res.status, path).toBe(308);
        expect(res.headers.get('location')).toBe(location);
        expect(await res.text()).not.toContain('data-elid');
      }
    }
  });

  it('never serve site HTML on the portal origin', async () => {
    const site = await createSite(t.db);
    for (const path of [`/sites/${site.siteId}/about`, '/sites/not-a-uuid/about']) {
      const res = await t.app.request(`${PORTAL}${path}`, { redirect: 'manual' });
      expect(res.status).not.toBe(200);
      expect(await res.text()).not.toContain('<title>');
    }
  });
});

const newSiteHost = () => {
  const logger = createLogger(t.config);
  const tally = createRequestTally(logger);
  onTestFinished(() => tally.close());
  return createSiteHost({ db: t.db, config: t.config, logger, mail: createOutboxSender(t.db) }, tally);
};

describe('site host before routing', () => {
  it('answers a cached page synchronously, with the same status, headers and body as the first (read) answer', async () => {
    const own = await createSite(t.db);
    const host = newSiteHost();
    const get = (path: string) => host(new Request(at(own, path)), undefined);
    const first = get('about');
    expect(first).toBeInstanceOf(Promise); // not cached yet: one read, then cached
    const read = (await first)!;
    const cached = get('about');
    expect(cached).toBeInstanceOf(Response);
    const names = (res: Response) => [...res.headers.keys()].filter((name) => name !== 'x-request-id').sort();
    expect(names(cached as Response)).toEqual(names(read));
    for (const name of names(read)) expect((cached as Response).headers.get(name), name).toBe(read.headers.get(name));
    expect(await (cached as Response).text()).toBe(await read.text());
    expect((await get('nope'))!.status).toBe(404);
    // Other hosts go on to the app.
    expect(host(new Request(`${PORTAL}/sites/${own.siteId}/`), undefined)).toBeUndefined();
    expect(host(new Request('https://sites.example.net/'), undefined)).toBeUndefined();
  });
});

describe('site host on Node’s response, before a Request is made', () => {
  it('writes a cached page with the routed answer’s status, headers and bytes; anything else goes on', async () => {
    const own = await createSite(t.db);
    const host = newSiteHost();
    let routed = 0;
    const listener = getRequestListener(
      (request, env) => host(request, env) ?? new Response('portal', { status: 418 }),
    );
    const server = createServer((incoming, outgoing) => {
      if (host.node(incoming, outgoing)) return;
      routed += 1;
      void listener(incoming, outgoing);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const siteHost = `${own.siteId}.sites.example.net`;
    const send = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
      requestOverHttp(port, path, { host: siteHost, ...headers }, method);
    try {
      const read = await send('/about');
      expect(routed).toBe(1); // not cached yet: the routed path reads it
      const cached = await send('/about', { 'x-request-id': 'client-req-site-1' });
      expect(routed).toBe(1);
      expect(cached.status).toBe(200);
      expect(cached.body.equals(read.body)).toBe(true);
      expect(stableHeaderNames(cached)).toEqual(stableHeaderNames(read));
      for (const name of stableHeaderNames(read)) expect(cached.headers[name], name).toBe(read.headers[name]);
      expect(cached.headers['x-request-id']).toBe('client-req-site-1');

      const notModified = await send('/about', { 'if-none-match': String(read.headers.etag) });
      expect(notModified.status).toBe(304);
      expect(notModified.body.length).toBe(0);
      const brotli = await send('/about', { 'accept-encoding': 'br' });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(brotli.body).equals(read.body)).toBe(true);
      expect(routed).toBe(1);

      // HEAD, a broken address, an unknown site and the portal's host take the routed path.
      expect((await send('/about', {}, 'HEAD')).status).toBe(200);
      // The site host alone has no 400 for a broken address (the app's safeUrl has): no such page.
      expect((await send('/%E0%A4%A')).status).toBe(404);
      expect((await send('/', { host: 'portal.example.com' })).status).toBe(418);
      expect(routed).toBe(4);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('custom domains', () => {
  let site: TestSite;
  const suffix = randomBytes(4).toString('hex');
  const active = `www.bakery-${suffix}.example`;
  const pending = `pending.bakery-${suffix}.example`;

  beforeAll(async () => {
    site = await createSite(t.db);
    await t.db.insert(siteDomains).values([
      { siteId: site.siteId, accountId: site.account.id, domain: active, status: 'active' },
      { siteId: site.siteId, accountId: site.account.id, domain: pending, status: 'pending' },
    ]);
    await invalidateCustomDomains();
  });

  it('serves the site for the Host of an active domain, links rooted at /', async () => {
    const res = await t.app.request(`http://${active}/about`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>About – Bakery</title>');
    expect(html).toContain('<a href="/about" aria-current="page"');
    expect(html).toContain('<a class="logo" href="/">');
    expect(html).not.toContain('/sites/');
    expect(res.headers.get('content-security-policy')).toBe(SITE_CSP);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('permissions-policy')).toBe(SITE_PERMISSIONS_POLICY);
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    // A custom domain's TLS is not ours to promise.
    expect(res.headers.get('strict-transport-security')).toBeNull();

    const home = await t.app.request(`http://${active.toUpperCase()}:8080/`);
    expect(await home.text()).toContain('<title>Bakery – Home</title>');
    const post = await t.app.request(`http://${active}/blog/rye-season`);
    expect(await post.text()).toContain('<h2>The loaves</h2>');
    const missing = await t.app.request(`http://${active}/api/health`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<h1>Page not found</h1>');
  });

  it('does not serve a pending domain, nor another host: those go on to the app', async () => {
    for (const host of [pending, 'other.example']) {
      const res = await t.app.request(`http://${host}/api/health`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: 'ok', database: 'ok' });
    }
  });

  it('refuses changes on a custom domain with 405', async () => {
    const res = await t.app.request(`http://${active}/contact`, { method: 'POST', body: 'x' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
    expect(res.headers.get('permissions-policy')).toBe(SITE_PERMISSIONS_POLICY);
  });

  it('serves a domain from the moment the domains module reports it active, and stops when it is removed', async () => {
    const later = `shop.bakery-${suffix}.example`;
    await t.db
      .insert(siteDomains)
      .values({ siteId: site.siteId, accountId: site.account.id, domain: later, status: 'active' });
    notifyDomainsChanged({ domain: later, siteId: site.siteId, active: true });
    const res = await t.app.request(`http://${later}/`);
    expect(await res.text()).toContain('<title>Bakery – Home</title>');

    await t.db.delete(siteDomains).where(eq(siteDomains.domain, later));
    notifyDomainsChanged({ domain: later, siteId: site.siteId, active: false });
    const gone = await t.app.request(`http://${later}/api/health`);
    expect(await gone.json()).toEqual({ status: 'ok', database: 'ok' });
  });
});

describe('a theme deployed through the slots API', () => {
  it("is live on its own origin (the default, {slot}.sites.localhost) with its pages, blog and posts, in the theme's look", async () => {
    const app = await createTestApp({ PORT: '4406', PUBLIC_URL: 'http://127.0.0.1:4406' });
    try {
      const seed = SEED_THEMES[0]!;
      const slug = `host-${randomBytes(3).toString('hex')}`;
      const templateConfig = buildTemplateConfig({ ...seed, slug }, new Date('2025-01-01'));
      const theme = await createTheme(app.db, { name: seed.name, slug, templateConfig });
      const { client, account } = await signedInOwner(app);
      expect((await client.post(`/api/accounts/${account.id}/library`, { themeId: theme.id })).status).toBe(201);
      const deploy = await client.post(`/api/accounts/${account.id}/slots`, {
        themeId: theme.id,
        name: 'My live site',
      });
      expect(deploy.status).toBe(201);
      const slot = (await deploy.json()) as { id: string; deploymentUrl: string; localUrl: string };
      const origin = `http://${slot.id}.sites.localhost:4406`;
      expect(slot.deploymentUrl).toBe(`${origin}/`);
      expect(slot.localUrl).toBe(`${origin}/`);

      const home = await app.app.request(`${origin}/`);
      expect(home.status).toBe(200);
      const html = await home.text();
      expect(html).toContain(`--primary:${templateConfig.design!.colors.primary}`);
      expect(html).toContain('<!-- ELID:home/hero -->');
      expect(html).toMatch(/<section data-elid="[0-9a-f-]{36}" class="c-hero">/);
      expect(html).toContain('<a class="logo" href="/">');
      expect(home.headers.get('content-security-policy')).toContain(
        'script-src http://127.0.0.1:4406/site-bridge/helper.js;',
      );
      expect(home.headers.get('content-security-policy')).toContain(
        'frame-ancestors http://localhost:4406 http://127.0.0.1:4406',
      );

      for (const page of templateConfig.pages.filter((p) => !p.is_dynamic && p.path !== '/')) {
        const res = await app.app.request(`${origin}${page.path}`);
        expect(res.status, page.path).toBe(200);
        // Template titles name the site: '{site.name}', or the theme's own name in older copy.
        const title = page.title
          .replace('{site.name}', 'My live site')
          .replace(theme.name, 'My live site')
          .replace(/&/g, '&amp;');
        expect(await res.text()).toContain(`<title>${title}</title>`);
      }

      // The footer's links (Privacy, Terms) answer with their pages, which name the site.
      const footer = /<section[^>]*role="contentinfo">([\s\S]*?)<\/section>/.exec(html)![1]!;
      const footerLinks = [...footer.matchAll(/href="(\/[a-z]*)"/g)].map((match) => match[1]!);
      expect(footerLinks).toEqual(['/privacy', '/terms']);
      for (const [path, heading] of [
        ['/privacy', 'Privacy Policy'],
        ['/terms', 'Terms of Use'],
      ] as const) {
        const res = await app.app.request(`${origin}${path}`);
        expect(res.status, path).toBe(200);
        const legal = await res.text();
        expect(legal).toContain(`<title>${heading} – My live site</title>`);
        expect(legal).toContain(`>${heading}</h1>`);
        expect(legal).toContain('My live site');
        expect(legal).not.toContain('{site.name}');
      }

      const blog = await (await app.app.request(`${origin}/blog`)).text();
      const postLink = /href="\/blog\/([a-z0-9-]+)"/.exec(blog);
      expect(postLink).not.toBeNull();
      const post = await app.app.request(`${origin}/blog/${postLink![1]}`);
      expect(post.status).toBe(200);
      const postHtml = await post.text();
      expect(postHtml).toContain('class="c-post-body"');
      expect(postHtml).not.toContain('{post.');

      // The portal's own address of it moves there.
      const old = await app.app.request(`http://127.0.0.1:4406/sites/${slot.id}/about`);
      expect(old.status).toBe(308);
      expect(old.headers.get('location')).toBe(`${origin}/about`);
    } finally {
      await app.close();
    }
  });
});

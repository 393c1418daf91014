import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { themes } from '../../db/schema.ts';
import { notifyThemeChanged } from '../../lib/domain-events.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { Client, signedInClient } from '../../test/auth.ts';
import { createTheme } from '../../test/factories.ts';

// The web host's side of decision 042, with a render module of the test's own in place of the
// built one (vite does not run in server tests; the no-javascript journey covers the real one). It
// answers the storefront's paths from the API, read through the fetch the host hands it.
const RENDER_MODULE = `
export function isServerRendered(pathname) {
  return pathname === '/' || pathname.startsWith('/themes/') || pathname === '/pricing';
}
export async function render(request, fetch) {
  const url = new URL(request.url);
  if (url.searchParams.has('moved')) return { redirect: Response.redirect(url.origin + '/pricing', 302) };
  if (url.searchParams.has('broken')) throw new Error('render failed');
  const me = await (await fetch('/api/me', { headers: { Accept: 'application/json' } })).json();
  const slug = url.pathname.split('/')[2];
  const theme = slug ? await (await fetch('/api/themes/' + slug, {})).json() : null;
  const html = '<h1>' + (theme ? theme.name.replace(/</g, '&lt;') : 'Home') + '</h1><p>Signed out</p>';
  if (me.user !== null) return { signedIn: true };
  return {
    page: {
      html,
      dataScript: '<script type="application/json" id="themeport-ssr">{"at":' + Date.now() + '}</script>',
      dataFingerprint: JSON.stringify(theme),
      modules: slug ? [] : ['src/routes/home.tsx'],
    },
  };
}
`;

// The head as vite writes it: the entry, its preloads, the stylesheet.
const ENTRY = '<script type="module" crossorigin src="/assets/index-abc123.js"></script>';
const PRELOADS =
  '<link rel="modulepreload" crossorigin href="/assets/react-def456.js">\n    <link rel="modulepreload" crossorigin href="/assets/query-789.js">';
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>Themeport</title>
    ${ENTRY}
    ${PRELOADS}
    <link rel="stylesheet" crossorigin href="/assets/index-abc123.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

// The build's manifest: the home page's route chunk imports the entry and an icon that does not.
const MANIFEST = {
  'index.html': { file: 'assets/index-abc123.js', isEntry: true, imports: ['_react-def456.js', '_query-789.js'] },
  '_react-def456.js': { file: 'assets/react-def456.js' },
  '_query-789.js': { file: 'assets/query-789.js' },
  '_icon-1.js': { file: 'assets/icon-1.js', imports: ['_react-def456.js'] },
  'src/routes/home.tsx': { file: 'assets/home-2.js', imports: ['index.html', '_icon-1.js'] },
};

let t: TestApp;
let root: string;

/** As if the page's current version had been first rendered `seconds` earlier (its date needs a second). */
async function ageRenderedPage(pagePath: string, seconds = 30) {
  await t.db.execute(
    sql`UPDATE page_versions SET since = since - make_interval(secs => ${seconds}) WHERE path = ${pagePath}`,
  );
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'themeport-ssr-'));
  mkdirSync(path.join(root, 'dist'));
  mkdirSync(path.join(root, 'dist-server'));
  writeFileSync(path.join(root, 'dist', 'index.html'), INDEX_HTML);
  mkdirSync(path.join(root, 'dist', '.vite'));
  writeFileSync(path.join(root, 'dist', '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  writeFileSync(path.join(root, 'dist-server', 'entry-server.js'), RENDER_MODULE);
  t = await createTestApp({ PUBLIC_URL: 'https://shop.example', WEB_DIST_DIR: path.join(root, 'dist') });
  await createTheme(t.db, { slug: 'rendered-theme', name: 'Rendered <Theme>', price: 4900 });
  await createTheme(t.db, { slug: 'dated-theme', name: 'Dated' });
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

describe('server-rendered storefront pages', () => {
  it('puts the rendered page and its data into the shell, with the head tags and Product data', async () => {
    const res = await new Client(t).request('/themes/rendered-theme');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<div id="root"><h1>Rendered &lt;Theme></h1><p>Signed out</p></div>');
    expect(html).toMatch(/<script type="application\/json" id="themeport-ssr">\{"at":\d+\}<\/script><\/body>/);
    expect(html).toContain('<title>Rendered &lt;Theme&gt; – Themeport</title>');
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    // '<' in the theme's name cannot close the script element.
    expect(jsonLd).not.toContain('<');
    expect(JSON.parse(jsonLd)).toMatchObject({
      '@type': 'Product',
      name: 'Rendered <Theme>',
      offers: { '@type': 'Offer', price: '49.00', priceCurrency: 'USD' },
    });
  });

  it("loads a rendered page's script once the page has painted, through the loader, and keeps it in the shell's head", async () => {
    const rendered = await (await new Client(t).request('/')).text();
    expect(rendered).not.toContain(ENTRY);
    expect(rendered).not.toContain('rel="modulepreload"');
    expect(rendered).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc123.css">');
    const loader = /<script type="module" src="(\/after-paint\.js\?[^"]+)"><\/script>/.exec(rendered)?.[1];
    const query = new URL(loader ?? '/', 'https://shop.example').searchParams;
    expect(query.get('entry')).toBe('/assets/index-abc123.js');
    // The page's chunks too: the icon runs in stages with the entry's libraries, the route chunk
    // (which imports the entry) is only fetched.
    expect(query.get('preload')).toBe('/assets/react-def456.js,/assets/query-789.js,/assets/icon-1.js');
    expect(query.get('page')).toBe('/assets/home-2.js');

    const shell = await (await new Client(t).request('/signin')).text();
    expect(shell).toContain(ENTRY);
    expect(shell).toContain(PRELOADS);
    expect(shell).not.toContain('after-paint');
  });

  it('sends a signed-out page as public with an ETag that stays the same across renders, and 304 for it', async () => {
    const visitor = new Client(t);
    const first = await visitor.request('/themes/rendered-theme');
    const etag = first.headers.get('etag');
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    expect(first.headers.get('vary')).toContain('Cookie');
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await visitor.request('/themes/rendered-theme');
    expect(again.headers.get('etag')).toBe(etag);
    const revalidated = await visitor.request('/themes/rendered-theme', { headers: { 'if-none-match': etag! } });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    const stale = await visitor.request('/themes/rendered-theme', { headers: { 'if-none-match': '"other"' } });
    expect(stale.status).toBe(200);
  });

  it('dates a page by its first render with this content (Last-Modified) once that is a second old, and 304 by the date', async () => {
    const visitor = new Client(t);
    const first = await visitor.request('/themes/dated-theme');
    expect(first.status).toBe(200);
    // Begun in this second: a date would not tell this version from one later in the same second.
    expect(first.headers.get('last-modified')).toBeNull();
    await ageRenderedPage('/themes/dated-theme');
    const dated = await visitor.request('/themes/dated-theme');
    const lastModified = dated.headers.get('last-modified');
    expect(lastModified).toMatch(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
    expect((await visitor.request('/themes/dated-theme')).headers.get('last-modified')).toBe(lastModified);
    const revalidated = await visitor.request('/themes/dated-theme', {
      headers: { 'if-modified-since': lastModified! },
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('last-modified')).toBe(lastModified);
    // If-None-Match decides when both are sent.
    const byTag = await visitor.request('/themes/dated-theme', {
      headers: { 'if-modified-since': lastModified!, 'if-none-match': '"other"' },
    });
    expect(byTag.status).toBe(200);

    // The page changes: the old date no longer matches, and the new version's date is later.
    await t.db.update(themes).set({ name: 'Dated again' }).where(eq(themes.slug, 'dated-theme'));
    notifyThemeChanged(t.db);
    const changed = await visitor.request('/themes/dated-theme', { headers: { 'if-modified-since': lastModified! } });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain('<h1>Dated again</h1>');
    await ageRenderedPage('/themes/dated-theme', 1);
    const redated = await visitor.request('/themes/dated-theme');
    expect(Date.parse(redated.headers.get('last-modified')!)).toBeGreaterThan(Date.parse(lastModified!));
  });

  it('sends no Last-Modified for a page with a query, or for a visitor with a session', async () => {
    const withQuery = await new Client(t).request('/themes/rendered-theme?ref=mail');
    expect(withQuery.status).toBe(200);
    expect(withQuery.headers.get('etag')).not.toBeNull();
    expect(withQuery.headers.get('last-modified')).toBeNull();
    const { client } = await signedInClient(t);
    expect((await client.request('/pricing')).headers.get('last-modified')).toBeNull();
  });

  it("reads the API in process as the caller, with the caller's session, and sends a signed-in visitor the shell, private", async () => {
    const { client } = await signedInClient(t);
    const res = await client.request('/pricing');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root"></div>');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('etag')).toBeNull();
  });

  it('passes on a redirect the render asks for', async () => {
    const res = await new Client(t).request('/pricing?moved=1');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(/\/pricing$/);
  });

  it('answers with the client-rendered shell for other pages, unknown themes and a render that fails', async () => {
    const visitor = new Client(t);
    for (const [pagePath, status] of [
      ['/signin', 200],
      ['/themes/no-such-theme', 404],
      ['/pricing?broken=1', 200],
    ] as const) {
      const res = await visitor.request(pagePath);
      expect(res.status, pagePath).toBe(status);
      expect(res.headers.get('cache-control'), pagePath).toBe('no-cache');
      expect(await res.text(), pagePath).toContain('<div id="root"></div>');
    }
  });
});

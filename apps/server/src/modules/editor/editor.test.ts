import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_BRIDGE_VERSION } from '@themeport/site-bridge';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createSite, type TestSite } from '../../test/hosted-site.ts';
import { frameSources } from '../../http/security-headers.ts';
import { HELPER_VERSION_HEADER } from './index.ts';

const PORTAL = 'https://portal.example.com';
const SITES_ORIGIN = 'https://{slot}.sites.example.net';
const HELPER = `${PORTAL}/site-bridge/helper.js`;

let t: TestApp;
let site: TestSite;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: PORTAL, SITES_ORIGIN });
  site = await createSite(t.db);
});
afterAll(() => t.close());

describe('the editor helper script', () => {
  it('is served on the portal with its version, loadable by other origins, revalidated by ETag', async () => {
    const res = await t.app.request(HELPER);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get(HELPER_VERSION_HEADER)).toBe(SITE_BRIDGE_VERSION);
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const body = await res.text();
    // Started with the portal's exact origin, never '*'.
    expect(body).toContain(
      `ThemeportHelper.startHelper({"portalOrigins":["${PORTAL}"],"version":"${SITE_BRIDGE_VERSION}"})`,
    );
    const again = await t.app.request(HELPER, { headers: { 'If-None-Match': res.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('answers only a ping from an allowed portal origin and the parent window, then reports the page', async () => {
    const body = await (await t.app.request(HELPER)).text();
    const run = runInFakeFrame(body);
    const parent = run.parent;
    run.deliver({ origin: 'https://evil.example', source: parent, data: { type: 'ELID_PING' } });
    run.deliver({ origin: PORTAL, source: {}, data: { type: 'ELID_PING' } });
    run.deliver({ origin: PORTAL, source: parent, data: { type: 'SOMETHING_ELSE' } });
    expect(run.posted).toEqual([]);
    run.deliver({ origin: PORTAL, source: parent, data: { type: 'ELID_PING' } });
    expect(run.posted.map(([message, origin]) => [(message as { type: string }).type, origin])).toEqual([
      ['ELID_PONG', PORTAL],
      ['ELID_HELPER_READY', PORTAL],
      ['ELID_READY', PORTAL],
    ]);
    expect(run.posted[1]![0]).toEqual({ type: 'ELID_HELPER_READY', version: SITE_BRIDGE_VERSION });
    expect(run.events).toEqual(['elid:ready']);
  });

  it('stays idle on a page that is not framed', async () => {
    const body = await (await t.app.request(HELPER)).text();
    const run = runInFakeFrame(body, { framed: false });
    expect(run.listeners).toBe(0);
  });
});

describe('hosted pages and the portal', () => {
  it('every page the portal frames loads the helper (decision 045: a visitor gets none), and only the portal may frame it', async () => {
    const framed = { 'Sec-Fetch-Dest': 'iframe' };
    const res = await t.app.request(`https://${site.siteId}.sites.example.net/`, { headers: framed });
    const html = await res.text();
    expect(html).toContain(`<script src="${HELPER}" defer></script>\n</body>`);
    expect(res.headers.get('content-security-policy')).toContain(`script-src ${HELPER};`);
    expect(res.headers.get('content-security-policy')).toMatch(new RegExp(`frame-ancestors ${PORTAL}$`));
    expect(res.headers.get('x-frame-options')).toBeNull();
    const missing = await t.app.request(`https://${site.siteId}.sites.example.net/no-such-page`, { headers: framed });
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain(`<script src="${HELPER}" defer></script>`);
  });

  it('the portal may frame the sites origin and https pages, nothing else', async () => {
    const res = await t.app.request(`${PORTAL}/`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-src 'self' https://*.sites.example.net https:");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toMatch(/frame-src[^;]* http:/);
  });

  it('a portal on plain http may also frame http pages (a site previewed on this machine)', () => {
    expect(frameSources(SITES_ORIGIN, false)).toEqual(["'self'", 'https://*.sites.example.net', 'https:', 'http:']);
    expect(frameSources(SITES_ORIGIN, true)).not.toContain('http:');
  });
});

type Posted = [unknown, string];

/** Runs the served script against a stand-in window: just what the helper touches. */
function runInFakeFrame(body: string, { framed = true } = {}) {
  const posted: Posted[] = [];
  const events: string[] = [];
  let onMessage: ((event: unknown) => void) | undefined;
  let listeners = 0;
  const parent = { postMessage: (message: unknown, origin: string) => posted.push([message, origin]) };
  const element = { append() {}, setAttribute() {}, style: {}, dataset: {} };
  const document = {
    querySelectorAll: () => [],
    dispatchEvent: (event: Event) => events.push(event.type),
    addEventListener() {},
    documentElement: element,
    body: element,
  };
  const win: Record<string, unknown> = {
    document,
    scrollX: 0,
    scrollY: 0,
    addEventListener(type: string, handler: (event: unknown) => void) {
      listeners += 1;
      if (type === 'message') onMessage = handler;
    },
    location: { reload() {} },
  };
  win.parent = framed ? parent : win;
  document.documentElement = element;
  class Observer {
    observe() {}
    disconnect() {}
  }
  new Function('window', 'document', 'ResizeObserver', 'MutationObserver', body)(win, document, Observer, Observer);
  return {
    parent,
    posted,
    events,
    get listeners() {
      return listeners;
    },
    deliver: (event: { origin: string; source: unknown; data: unknown }) => onMessage?.(event),
  };
}

import { describe, expect, it } from 'vitest';
import { acceptPortalEvent, acceptSiteEvent, createPoster } from './endpoints.ts';
import { isAcceptableEvent, siteOrigins, targetOriginFor, toOrigin } from './origin.ts';

const frame = { name: 'frame window' };
const parent = { name: 'portal window' };
const other = { name: 'another window' };

describe('toOrigin', () => {
  it('keeps scheme, host and port only', () => {
    expect(toOrigin('https://shop.example.com/about?x=1#y')).toBe('https://shop.example.com');
    expect(toOrigin('http://localhost:4321/')).toBe('http://localhost:4321');
    expect(toOrigin('HTTPS://Shop.Example.com:443/')).toBe('https://shop.example.com');
  });

  it('refuses what is not an http(s) URL', () => {
    for (const value of ['*', '', 'null', 'shop.example.com', 'javascript:alert(1)', 'file:///etc/passwd']) {
      expect(toOrigin(value)).toBeNull();
    }
  });
});

describe('siteOrigins', () => {
  it('is the site origin, the deployment URL and the active custom domains, once each', () => {
    expect(
      siteOrigins({
        siteUrl: 'http://acme.sites.localhost:3000/',
        deploymentUrl: 'https://acme.netlify.app/home',
        domains: [
          { hostname: 'acme.com', isActive: true },
          { hostname: 'pending.acme.com', isActive: false },
          { hostname: 'acme.com', isActive: true },
        ],
      }),
    ).toEqual(['http://acme.sites.localhost:3000', 'https://acme.netlify.app', 'https://acme.com']);
  });

  it('skips a missing or unusable deployment URL and never yields *', () => {
    expect(siteOrigins({ siteUrl: 'http://a.localhost:3000', deploymentUrl: null })).toEqual([
      'http://a.localhost:3000',
    ]);
    expect(siteOrigins({ siteUrl: 'http://a.localhost:3000', deploymentUrl: '*' })).toEqual([
      'http://a.localhost:3000',
    ]);
  });
});

describe('isAcceptableEvent', () => {
  const expected = { origins: ['https://acme.com', 'http://acme.sites.localhost:3000'], source: frame };

  it('accepts an allowed origin from the expected window', () => {
    expect(isAcceptableEvent({ origin: 'https://acme.com', source: frame }, expected)).toBe(true);
  });

  it('refuses another window at an allowed origin', () => {
    expect(isAcceptableEvent({ origin: 'https://acme.com', source: other }, expected)).toBe(false);
    expect(isAcceptableEvent({ origin: 'https://acme.com', source: null }, expected)).toBe(false);
  });

  it('matches origins exactly: no prefix, suffix, scheme or port slack', () => {
    for (const origin of [
      'https://acme.com.evil.test',
      'https://evil-acme.com',
      'http://acme.com',
      'https://acme.com:8443',
      'https://sub.acme.com',
      'https://acme.com/',
      'null',
      '*',
      '',
    ]) {
      expect(isAcceptableEvent({ origin, source: frame }, expected), origin).toBe(false);
    }
  });

  it('refuses everything when no source window is known', () => {
    expect(
      isAcceptableEvent({ origin: 'https://acme.com', source: undefined }, { ...expected, source: undefined }),
    ).toBe(false);
  });

  it('does not treat a * in the allowlist as a wildcard', () => {
    expect(isAcceptableEvent({ origin: 'https://evil.test', source: frame }, { origins: ['*'], source: frame })).toBe(
      false,
    );
  });
});

describe('both ends', () => {
  it('portal side: accepts a site message from the frame, drops the rest', () => {
    const expected = { origins: ['https://acme.com'], source: frame };
    const data = { type: 'ELID_MODAL_OPEN' };
    expect(acceptSiteEvent({ origin: 'https://acme.com', source: frame, data }, expected)).toEqual(data);
    expect(acceptSiteEvent({ origin: 'https://evil.test', source: frame, data }, expected)).toBeNull();
    expect(acceptSiteEvent({ origin: 'https://acme.com', source: other, data }, expected)).toBeNull();
    expect(acceptSiteEvent({ origin: 'https://acme.com', source: frame, data: { type: 'X' } }, expected)).toBeNull();
  });

  it('site side: accepts a portal message from the parent only', () => {
    const expected = { origins: ['https://portal.themeport.test'], source: parent };
    const data = { type: 'INIT_EDITOR', accountId: 'acc' };
    expect(acceptPortalEvent({ origin: 'https://portal.themeport.test', source: parent, data }, expected)).toEqual(
      data,
    );
    expect(acceptPortalEvent({ origin: 'https://portal.themeport.test', source: other, data }, expected)).toBeNull();
    expect(acceptPortalEvent({ origin: 'https://acme.com', source: parent, data }, expected)).toBeNull();
  });

  it('posts name the exact target origin and refuses *', () => {
    const calls: [unknown, string][] = [];
    const target = { postMessage: (message: unknown, origin: string) => calls.push([message, origin]) };
    createPoster(target, 'https://acme.com')({ type: 'ELID_PING' });
    expect(calls).toEqual([[{ type: 'ELID_PING' }, 'https://acme.com']]);
    expect(() => createPoster(target, '*')).toThrow();
    expect(() => createPoster(target, 'https://acme.com/path')).toThrow();
  });

  it('targetOriginFor gives the frame URL origin, within the allowlist', () => {
    expect(targetOriginFor('https://acme.com/about')).toBe('https://acme.com');
    expect(targetOriginFor('https://acme.com/about', ['https://acme.com'])).toBe('https://acme.com');
    expect(() => targetOriginFor('https://evil.test/', ['https://acme.com'])).toThrow('Origin not allowed');
    expect(() => targetOriginFor('*')).toThrow();
  });
});

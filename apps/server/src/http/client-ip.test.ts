import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { clientIp } from './client-ip.ts';

/** The address clientIp resolves for one request with these headers and this socket address. */
async function resolve(env: Record<string, string>, headers: Record<string, string>, socketAddress = '192.0.2.1') {
  const config = loadConfig(env);
  const app = new Hono();
  app.get('/', (c) => c.text(clientIp(c, config)));
  const res = await app.request('/', { headers }, { incoming: { socket: { remoteAddress: socketAddress } } });
  return res.text();
}

describe('clientIp', () => {
  it('takes the socket address when no proxy is trusted, whatever the headers say', async () => {
    expect(await resolve({}, { 'x-forwarded-for': '203.0.113.5' })).toBe('192.0.2.1');
  });

  it('takes the right-most X-Forwarded-For entry, the one our proxy appended', async () => {
    const env = { TRUSTED_PROXY: 'X-Forwarded-For' };
    expect(await resolve(env, { 'x-forwarded-for': '203.0.113.5' })).toBe('203.0.113.5');
    expect(await resolve(env, { 'x-forwarded-for': '1.2.3.4, 10.0.0.1 ,203.0.113.5' })).toBe('203.0.113.5');
    expect(await resolve(env, {})).toBe('192.0.2.1');
    expect(await resolve(env, { 'x-forwarded-for': ' , ' })).toBe('192.0.2.1');
  });

  it('counts TRUSTED_PROXY_HOPS from the right when several proxies append', async () => {
    const env = { TRUSTED_PROXY: 'X-Forwarded-For', TRUSTED_PROXY_HOPS: '2' };
    expect(await resolve(env, { 'x-forwarded-for': 'forged, 203.0.113.5, 10.0.0.1' })).toBe('203.0.113.5');
    // Fewer entries than hops: the left-most there is (the request skipped the outer proxy).
    expect(await resolve(env, { 'x-forwarded-for': '203.0.113.9' })).toBe('203.0.113.9');
  });

  it('validates TRUSTED_PROXY_HOPS at start', () => {
    expect(loadConfig({}).trustedProxyHops).toBe(1);
    expect(() => loadConfig({ TRUSTED_PROXY_HOPS: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUSTED_PROXY_HOPS: 'two' })).toThrow(/TRUSTED_PROXY_HOPS/);
  });
});

import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createErrorHandler } from '../errors.ts';
import { createLogger } from '../logger.ts';
import { originCheck, trustedOrigins } from './origin-check.ts';

describe('trusted origins', () => {
  it('is the public origin alone for a real host', () => {
    expect(trustedOrigins('https://themeport.dev/')).toEqual(['https://themeport.dev']);
  });

  it('accepts every loopback spelling of a local address on the same port', () => {
    expect(trustedOrigins('http://localhost:3000')).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
    ]);
  });

  it('lets state changes through only from those origins', async () => {
    const app = new Hono();
    app.onError(createErrorHandler(createLogger({ logLevel: 'silent' })));
    app.use(originCheck('http://localhost:3000'));
    app.post('/x', (c) => c.text('ok'));
    const post = (origin?: string) => app.request('/x', { method: 'POST', headers: origin ? { origin } : {} });
    expect((await post('http://127.0.0.1:3000')).status).toBe(200);
    expect((await post('http://localhost:3000')).status).toBe(200);
    expect((await post('http://127.0.0.1:4000')).status).toBe(403);
    expect((await post('https://evil.example')).status).toBe(403);
    expect((await post()).status).toBe(403);
  });
});

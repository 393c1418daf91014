import { Agent, request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { nextIp } from '../test/auth.ts';
import { BODY_LIMITS, INPUT_TEXT, JSON_DEPTH_MAX, isSafeUrl, jsonDepthExceeds } from './safe-input.ts';

let t: TestApp;
beforeAll(async () => {
  // Each request from an address of its own: the per-address limits count refused bodies too.
  t = await createTestApp({ TRUSTED_PROXY: 'X-Forwarded-For' });
}, 120_000);
afterAll(() => t?.close());

/** A body of `total` bytes that counts how much of it the server pulled. */
function countingStream(total: number, chunk = 16 * 1024) {
  const counter = { pulled: 0 };
  const bytes = new Uint8Array(chunk).fill(0x61);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.pulled >= total) return controller.close();
      counter.pulled += chunk;
      controller.enqueue(bytes);
    },
  });
  return { stream, counter };
}

function post(path: string, body: ReadableStream<Uint8Array> | string, headers: Record<string, string> = {}) {
  const request = new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: {
      origin: t.config.publicUrl,
      'content-type': 'application/json',
      'x-forwarded-for': nextIp(),
      ...headers,
    },
    body,
    duplex: 'half',
  } as RequestInit);
  return t.app.request(request);
}

describe('body size', () => {
  const hundredMegabytes = 100 * 1024 * 1024;

  it('refuses a declared 100 MB body with 413 before reading it, signed out, on a rate-limited route', async () => {
    const { stream, counter } = countingStream(hundredMegabytes);
    const res = await post('/api/auth/sign-in/email', stream, { 'content-length': String(hundredMegabytes) });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: INPUT_TEXT.tooLarge, code: 'PAYLOAD_TOO_LARGE' });
    expect(counter.pulled).toBeLessThan(BODY_LIMITS.api * 2);
  });

  it('counts a streamed body without Content-Length and stops at the first bytes past the limit', async () => {
    const { stream, counter } = countingStream(hundredMegabytes);
    const res = await post('/api/me/password', stream);
    expect(res.status).toBe(413);
    expect(counter.pulled).toBeLessThan(BODY_LIMITS.api * 2);
  });

  it('lets a body up to the limit through to the route', async () => {
    const res = await post('/api/contact-sales', JSON.stringify({ name: 'x'.repeat(BODY_LIMITS.api - 100) }));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: string }).code).toBe('VALIDATION_ERROR');
  });
});

describe('a refused body on a kept-alive connection', () => {
  it("closes the connection after the 413, so the client's next request goes through", async () => {
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const send = (method: string, path: string, body?: Buffer) =>
      new Promise<{ res: IncomingMessage; text: string }>((resolve, reject) => {
        const req = request(
          {
            agent,
            host: '127.0.0.1',
            port,
            method,
            path,
            headers: {
              origin: t.config.publicUrl,
              'x-forwarded-for': nextIp(),
              ...(body ? { 'content-type': 'application/json', 'content-length': body.length } : {}),
            },
          },
          (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => (text += chunk));
            res.on('end', () => resolve({ res, text }));
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    try {
      const big = Buffer.alloc(BODY_LIMITS.api * 4, 0x61);
      const refused = await send('POST', '/api/contact-sales', big);
      expect(refused.res.statusCode).toBe(413);
      expect(refused.res.headers.connection).toBe('close');
      const next = await send('GET', '/api/health');
      expect(next.res.statusCode).toBe(200);
    } finally {
      agent.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('deeply nested JSON', () => {
  it(`counts nesting without parsing: ${JSON_DEPTH_MAX} levels pass, one more does not; brackets in strings do not count`, () => {
    const nest = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
    expect(jsonDepthExceeds(nest(JSON_DEPTH_MAX))).toBe(false);
    expect(jsonDepthExceeds(nest(JSON_DEPTH_MAX + 1))).toBe(true);
    // An escaped backslash ends before the closing quote; an escaped quote does not close the string.
    const inStrings = `{"a":"${'['.repeat(500)}\\\\","b":"\\"${'{'.repeat(500)}"}`;
    expect(JSON.parse(inStrings)).toMatchObject({ b: `"${'{'.repeat(500)}` });
    expect(jsonDepthExceeds(inStrings)).toBe(false);
  });

  it('refuses a body nested 5,000 deep with 400 on any route, signed out', async () => {
    const deep = '{"a":'.repeat(5000) + '1' + '}'.repeat(5000);
    for (const path of ['/api/contact-sales', '/api/auth/sign-in/email']) {
      const res = await post(path, deep);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: INPUT_TEXT.tooDeep, code: 'JSON_TOO_DEEP' });
    }
  });
});

describe('broken addresses', () => {
  it.each([
    '/api/themes?q=%00',
    '/api/themes/%00',
    '/themes/%FF',
    '/api/themes/%E0%A4%A',
    '/api/themes?q=%',
    '/sites/%FF/',
    '/api/nothing/%C0%80',
  ])('answers %s with 400 and the address message', async (path) => {
    const res = await t.app.request(path);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: INPUT_TEXT.badAddress, code: 'BAD_ADDRESS' });
  });

  it('keeps ordinary percent-encoding working', async () => {
    expect((await t.app.request('/api/themes?q=caf%C3%A9%20%26%20bar')).status).toBe(200);
    expect(isSafeUrl('http://x/a%20b?c=%E2%82%AC')).toBe(true);
    expect(isSafeUrl('http://x/a?c=%E2%82')).toBe(false);
  });
});

describe('NUL and lone surrogates in JSON bodies', () => {
  it.each([
    ['a NUL in a field', '{"name":"Ann\\u0000","email":"a@example.com","message":"Hello there"}', 'name'],
    ['a lone surrogate in a field', '{"name":"Ann","email":"a@example.com","message":"Hi \\uD800 there"}', 'message'],
    ['a NUL in a key', '{"name":"Ann","email":"a@example.com","message":"Hello there","x\\u0000":1}', ''],
  ])('refuses %s with 400 naming the field', async (_, body, field) => {
    const res = await post('/api/contact-sales', body);
    expect(res.status).toBe(400);
    const answer = (await res.json()) as { code: string; fields?: Record<string, string> };
    if (field === '') {
      expect(answer.code).toBe('BAD_TEXT');
    } else {
      expect(answer.code).toBe('VALIDATION_ERROR');
      expect(answer.fields).toEqual({ [field]: INPUT_TEXT.badText });
    }
  });

  it('refuses them on better-auth routes too, before better-auth reads the body', async () => {
    const res = await post(
      '/api/auth/sign-up/email',
      '{"email":"a\\u0000@example.com","password":"correct-horse","firstName":"A","lastName":"B"}',
    );
    expect(res.status).toBe(400);
  });

  it('accepts paired surrogates (emoji) and escaped backslashes', async () => {
    const res = await post(
      '/api/contact-sales',
      '{"name":"Ann \\ud83d\\ude00","email":"a@example.com","message":"path C:\\\\u0000 is text"}',
    );
    expect(res.status).not.toBe(400);
  });
});

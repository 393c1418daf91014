import { Writable } from 'node:stream';
import pino from 'pino';
import { expect, it } from 'vitest';
import { createRequestTally } from './request-tally.ts';

function capturedLogger(level = 'info') {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
      done();
    },
  });
  return { logger: pino({ level }, sink), lines };
}

const noHeaders = () => undefined;

it('writes one line per host, path and status with the count, instead of a line per answer', () => {
  const { logger, lines } = capturedLogger();
  const tally = createRequestTally(logger);
  const startedAt = performance.now();
  for (let i = 0; i < 3; i++) tally.count('portal.example', '/api/themes', 200, startedAt);
  tally.count('portal.example', '/api/themes', 304, startedAt);
  tally.count('a.sites.example', '/about', 200, startedAt);
  expect(lines).toEqual([]);

  tally.close();
  expect(lines.map(({ host, path, status, count, msg }) => ({ host, path, status, count, msg }))).toEqual([
    { host: 'portal.example', path: '/api/themes', status: 200, count: 3, msg: 'cached answers' },
    { host: 'portal.example', path: '/api/themes', status: 304, count: 1, msg: 'cached answers' },
    { host: 'a.sites.example', path: '/about', status: 200, count: 1, msg: 'cached answers' },
  ]);
  expect(lines[0]).toMatchObject({ method: 'GET', ms: expect.any(Number), msMax: expect.any(Number) });
  // Counted once: the next interval starts empty.
  tally.flush();
  expect(lines).toHaveLength(3);
});

it('counts no request that may be signed in (a cookie or an Authorization header): those keep their line', () => {
  const tally = createRequestTally(capturedLogger().logger);
  expect(tally.counts(noHeaders)).toBe(true);
  expect(tally.counts((name) => (name === 'cookie' ? 'better-auth.session_token=x' : undefined))).toBe(false);
  expect(tally.counts((name) => (name === 'authorization' ? 'Bearer x' : undefined))).toBe(false);
  tally.close();
});

it('counts nothing when request lines are not logged', () => {
  const { logger, lines } = capturedLogger('warn');
  const tally = createRequestTally(logger);
  expect(tally.counts(noHeaders)).toBe(false);
  tally.count('portal.example', '/api/themes', 200, performance.now());
  tally.close();
  expect(lines).toEqual([]);
});

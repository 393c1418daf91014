import { Writable } from 'node:stream';
import pino from 'pino';
import { expect, it } from 'vitest';
import { createRequestLogger } from './request-context.ts';

it('writes the request line with NUL and lone surrogates of the path replaced', () => {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  const log = createRequestLogger(pino({ level: 'info' }, sink));
  log({
    requestId: 'r-12345678',
    method: 'GET',
    path: '/api/themes/a\u0000b\uD800',
    status: 400,
    startedAt: performance.now(),
  });
  expect(lines).toHaveLength(1);
  expect(JSON.parse(lines[0]!)).toMatchObject({ path: '/api/themes/a\uFFFDb\uFFFD', status: 400 });
});

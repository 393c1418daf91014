import { request as httpRequest } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * A request over a real socket to 127.0.0.1:port with the Host given in `headers` (fetch cannot set
 * Host): what a server writes on Node's response, before or without a Request being made.
 */
export function requestOverHttp(
  port: number,
  path: string,
  headers: Record<string, string>,
  method = 'GET',
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest({ port, host: '127.0.0.1', path, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    sent.on('error', reject).end();
  });
}

/** The header names of an answer but those that differ per request (Date, X-Request-Id), sorted. */
export const stableHeaderNames = (answer: RawAnswer): string[] =>
  Object.keys(answer.headers)
    .filter((name) => name !== 'date' && name !== 'x-request-id')
    .sort();

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

export interface ReceivedEnvelope {
  path: string;
  /** The envelope as sent (header line, then item header and payload lines). */
  raw: string;
  /** Payloads of the items of type 'event' (errors). */
  events: Record<string, unknown>[];
}

export interface EnvelopeReceiver {
  /** A DSN whose envelopes come here. */
  dsn: string;
  envelopes: ReceivedEnvelope[];
  events(): Record<string, unknown>[];
  close(): Promise<void>;
}

function parseEnvelope(path: string, raw: string): ReceivedEnvelope {
  const lines = raw.split('\n');
  const events: Record<string, unknown>[] = [];
  for (let index = 1; index < lines.length - 1; index += 2) {
    const header = JSON.parse(lines[index]!) as { type?: string };
    if (header.type === 'event') events.push(JSON.parse(lines[index + 1]!) as Record<string, unknown>);
  }
  return { path, raw, events };
}

/** A stand-in for Sentry's ingest endpoint on a random local port: it keeps every envelope it is sent. */
export async function startEnvelopeReceiver(): Promise<EnvelopeReceiver> {
  const envelopes: ReceivedEnvelope[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      let body = Buffer.concat(chunks);
      if (req.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
      if (req.method === 'POST') envelopes.push(parseEnvelope(req.url ?? '', body.toString('utf8')));
      // The browser SDK posts cross-origin: let it read the answer.
      res.writeHead(200, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' });
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    dsn: `http://publickey@127.0.0.1:${port}/1`,
    envelopes,
    events: () => envelopes.flatMap((envelope) => envelope.events),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// The baseline: a bare node:http server answering pre-captured bytes (our status, headers and
// body), nothing else: no routing, no logging, no work per request.
import { createServer } from 'node:http';

interface Route {
  status: number;
  headers: Record<string, string>;
  body: { type: 'Buffer'; data: number[] } | Buffer;
}

process.once('message', (message: { port: number; routes: Record<string, Route> }) => {
  const routes = new Map(
    Object.entries(message.routes).map(([path, route]) => [
      path,
      { ...route, body: Buffer.isBuffer(route.body) ? route.body : Buffer.from(route.body.data) },
    ]),
  );
  createServer((request, response) => {
    const route = routes.get(request.url ?? '');
    if (!route) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(route.status, { ...route.headers, 'content-length': route.body.length });
    response.end(route.body);
  }).listen(message.port, '127.0.0.1');
});

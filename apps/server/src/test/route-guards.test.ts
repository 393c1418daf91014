// The reader the authorisation test relies on: it finds the guard a route declares in its own
// definition, finds none for a route without one, and reports a guard registered elsewhere.
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { publicRoute, requireAccount, requireUser } from '../http/access.ts';
import type { AppEnv } from '../http/types.ts';
import { readDeclarations } from './route-guards.ts';

const ok = { 200: { description: 'ok' } };
const params = z.object({ accountId: z.string().openapi({ param: { name: 'accountId', in: 'path' } }) });

function buildApp(register: (app: OpenAPIHono<AppEnv>) => void): OpenAPIHono<AppEnv> {
  const app = new OpenAPIHono<AppEnv>();
  register(app);
  return app;
}

describe('route declarations', () => {
  it("reads the guard from the route's own middleware", () => {
    const app = buildApp((a) => {
      a.openapi(createRoute({ method: 'get', path: '/api/open', middleware: [publicRoute()], responses: ok }), (c) =>
        c.text('ok'),
      );
      a.openapi(
        createRoute({
          method: 'post',
          path: '/api/accounts/{accountId}/slots',
          middleware: [requireAccount('slots:write')],
          request: { params },
          responses: ok,
        }),
        (c) => c.text('ok'),
      );
    });
    const { byRoute, stray } = readDeclarations(app, ['GET /api/open', 'POST /api/accounts/{accountId}/slots']);
    expect(byRoute.get('GET /api/open')).toEqual([{ kind: 'public' }]);
    expect(byRoute.get('POST /api/accounts/{accountId}/slots')).toEqual([
      { kind: 'account', resource: 'slots', permission: 'write' },
    ]);
    expect(stray).toEqual([]);
  });

  it('finds no declaration on a route guarded only by a path list, and reports that guard as stray', () => {
    const app = buildApp((a) => {
      a.use('/api/cart/*', requireUser());
      a.openapi(createRoute({ method: 'get', path: '/api/cart', responses: ok }), (c) => c.text('ok'));
    });
    const { byRoute, stray } = readDeclarations(app, ['GET /api/cart']);
    expect(byRoute.get('GET /api/cart')).toEqual([]);
    expect(stray).toEqual(['ALL /api/cart/*']);
  });

  it('reports a guard of the same method and path registered apart from the route', () => {
    const app = buildApp((a) => {
      a.get('/api/me', requireUser());
      a.openapi(createRoute({ method: 'get', path: '/api/other', middleware: [publicRoute()], responses: ok }), (c) =>
        c.text('ok'),
      );
      a.openapi(createRoute({ method: 'get', path: '/api/me', responses: ok }), (c) => c.text('ok'));
    });
    const { byRoute, stray } = readDeclarations(app, ['GET /api/me', 'GET /api/other']);
    expect(byRoute.get('GET /api/me')).toEqual([]);
    expect(stray).toEqual(['GET /api/me']);
  });
});

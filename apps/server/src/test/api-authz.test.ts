// Generated from the OpenAPI document and the guard each route declares in its own definition
// (createRoute({ middleware: [requireAccount('slots:write')] }), read back from app.routes by
// test/route-guards.ts): every route is called anonymously, as a member of another account and as
// each account role (a platform route also as a client, a platform admin and a developer with a
// store). A route that lets through a caller the permission matrix refuses (or refuses
// one it allows) fails, and so do a route without exactly one declaration, a guard registered away
// from a route, and an /api route outside the OpenAPI document. A new route is covered without
// editing this file.
import { ACCOUNT_ROLES, hasPermission, type AccountRole } from '@themeport/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RouteAccess } from '../http/route-access.ts';
import { createTestApp, type TestApp } from './app.ts';
import { signedInClient, signedInMember, signedInOwner, type Client } from './auth.ts';
import { fillPath, readOperations, type Operation } from './openapi-operations.ts';
import { onboardedOwnerWithSite } from './route-fixtures.ts';
import { signedInDeveloper } from './sellers.ts';
import { openApiPath, readDeclarations } from './route-guards.ts';

/**
 * API routes outside the OpenAPI document, each a page or an asset rather than data: the docs page
 * and its files, the document itself, the content API's CORS preflight. Any other route under /api
 * must be an OpenAPI route, so that it carries its declaration.
 */
const UNDOCUMENTED_API_ROUTES = new Set([
  'GET /api/openapi.json',
  'GET /api/docs',
  'GET /api/docs/init.js',
  'GET /api/docs/{file}',
  'OPTIONS /api/sites/{slotId}/content',
]);

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);
// Least privileged first: a call that succeeds and changes something (removing the site) comes last.
const ROLES_IN_ORDER: AccountRole[] = [...ACCOUNT_ROLES].reverse();

let t: TestApp;
let target: Awaited<ReturnType<typeof onboardedOwnerWithSite>>;
const members = new Map<AccountRole, Client>();
let outsider: Client;
let platformAdmin: Client;
let developer: Client;
let plainUser: Client;

beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'X-Forwarded-For' });
  target = await onboardedOwnerWithSite(t);
  members.set('owner', target.client);
  for (const role of ACCOUNT_ROLES) {
    if (role !== 'owner') members.set(role, (await signedInMember(t, target.account.id, role)).client);
  }
  // A member of another account who points the current-account cookie at the target account.
  outsider = (await signedInOwner(t, { onboarded: true })).client;
  outsider.cookies.set('tp_account', target.account.id);
  platformAdmin = (await signedInClient(t, { role: 'admin', onboarded: true })).client;
  // A developer with a store (issue 22): the seller routes' own caller.
  developer = (await signedInDeveloper(t)).client;
  plainUser = (await signedInClient(t, { onboarded: true })).client;
}, 300_000);
afterAll(() => t?.close());

interface Problem {
  route: string;
  caller: string;
  expected: string;
  status: number;
}

function sampleValues(op: Operation): Record<string, string> {
  const values: Record<string, string> = {};
  for (const { name } of op.pathParams) {
    if (name === 'accountId') values[name] = target.account.id;
    else if (name === 'slotId') values[name] = target.slot.id;
    else if (name === 'idOrSlug' || name === 'themeId') values[name] = target.theme.id;
    else if (name === 'componentId') values[name] = target.component.id;
    else if (name === 'mediaId') values[name] = target.media.id;
    else if (name === 'postId') values[name] = target.post.id;
    else values[name] = '00000000-0000-4000-8000-000000000000';
  }
  return values;
}

async function call(client: Client | null, op: Operation, path: string): Promise<{ status: number; text: string }> {
  const init = { method: op.method, ...(BODY_METHODS.has(op.method) ? { json: {} } : {}) };
  const res = client
    ? await client.request(path, init)
    : await t.app.request(path, {
        method: op.method,
        headers: { origin: t.config.publicUrl, 'content-type': 'application/json' },
        ...(BODY_METHODS.has(op.method) ? { body: '{}' } : {}),
      });
  return { status: res.status, text: await res.text() };
}

/** Whether an answer carries something of the target account (its id outside the URL, its site, its name). */
function leaksTarget(text: string): boolean {
  return [target.account.id, target.slot.id, target.account.name].some((value) => text.includes(value));
}

it('lets each route through exactly the callers its declared permission allows', async () => {
  const operations = await readOperations(t);
  const { byRoute, stray } = readDeclarations(
    t.app,
    operations.map((op) => `${op.method} ${op.path}`),
  );
  const documented = new Set(byRoute.keys());
  const undocumented = [
    ...new Set(
      t.app.routes
        .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/'))
        .map((r) => `${r.method} ${openApiPath(r.path)}`)
        .filter((route) => !documented.has(route) && !UNDOCUMENTED_API_ROUTES.has(route)),
    ),
  ];
  const problems: Problem[] = [];
  const undeclared: string[] = [];
  const stats = { routes: operations.length, public: 0, user: 0, platform: 0, account: 0, calls: 0, wrongSuccesses: 0 };
  const expectThat = (
    route: string,
    caller: string,
    expected: string,
    status: number,
    ok: boolean,
    success: boolean,
  ) => {
    stats.calls += 1;
    if (ok) return;
    problems.push({ route, caller, expected, status });
    if (success) stats.wrongSuccesses += 1;
  };
  const isSuccess = (status: number) => status < 400;

  for (const op of operations) {
    const route = `${op.method} ${op.path}`;
    const path = fillPath(op.path, sampleValues(op));
    const guards = byRoute.get(route) ?? [];
    // One declaration a route: its guard (public, user, platform role or account permission).
    if (guards.length !== 1) {
      undeclared.push(`${route} (${guards.length} declarations)`);
      continue;
    }
    if (guards[0]!.kind === 'public') {
      // Anyone may call it; the route proves the caller otherwise where it must (a key, a signature, loopback).
      stats.public += 1;
      continue;
    }
    const accountGuards = guards.filter((g): g is Extract<RouteAccess, { kind: 'account' }> => g.kind === 'account');
    const platformGuard = guards.find((g): g is Extract<RouteAccess, { kind: 'platform' }> => g.kind === 'platform');

    const anonymous = await call(null, op, path);
    expectThat(route, 'anonymous', '401', anonymous.status, anonymous.status === 401, isSuccess(anonymous.status));

    const other = await call(outsider, op, path);
    if (accountGuards.length > 0) {
      const refused = other.status === 403 || other.status === 404;
      expectThat(
        route,
        'member of another account',
        '403 or 404',
        other.status,
        refused && !leaksTarget(other.text),
        isSuccess(other.status),
      );
    } else {
      expectThat(
        route,
        'member of another account',
        'no data of the target account',
        other.status,
        !leaksTarget(other.text),
        leaksTarget(other.text),
      );
    }

    if (platformGuard) {
      stats.platform += 1;
      const plain = await call(plainUser, op, path);
      expectThat(route, 'signed-in client', '403', plain.status, plain.status === 403, isSuccess(plain.status));
      const admin = await call(platformAdmin, op, path);
      const allowed = platformGuard.roles.includes('admin');
      expectThat(
        route,
        'platform admin',
        allowed ? 'not 401/403' : '403',
        admin.status,
        allowed ? admin.status !== 403 && admin.status !== 401 : admin.status === 403,
        !allowed && isSuccess(admin.status),
      );
      const seller = await call(developer, op, path);
      const sellerAllowed = platformGuard.roles.includes('developer');
      expectThat(
        route,
        'developer',
        sellerAllowed ? 'not 401/403' : '403',
        seller.status,
        sellerAllowed ? seller.status !== 403 && seller.status !== 401 : seller.status === 403,
        !sellerAllowed && isSuccess(seller.status),
      );
    }

    if (accountGuards.length > 0) {
      stats.account += 1;
      // A route that changes something cannot be guarded by a read permission.
      if (op.method !== 'GET' && accountGuards.every((g) => g.permission === 'read')) {
        problems.push({
          route,
          caller: 'declaration',
          expected: 'a write, delete or admin permission for a state change',
          status: 0,
        });
      }
      for (const role of ROLES_IN_ORDER) {
        const allowed = accountGuards.every((g) => hasPermission(role, g.resource, g.permission));
        const { status } = await call(members.get(role)!, op, path);
        const ok = allowed ? status !== 403 && status !== 401 : status === 403;
        expectThat(route, role, allowed ? 'not 401/403' : '403', status, ok, !allowed && isSuccess(status));
      }
    } else if (!platformGuard) {
      stats.user += 1;
    }
  }

  console.log(
    `api authz: ${stats.routes} routes (${stats.public} public, ${stats.user} signed-in, ${stats.platform} platform, ${stats.account} account × ${ACCOUNT_ROLES.length} roles), ${stats.calls} calls, ${stats.wrongSuccesses} wrong successes, ${problems.length} problems`,
  );
  expect(undeclared, 'route without exactly one declared permission').toEqual([]);
  expect(stray, 'guard registered away from its route').toEqual([]);
  expect(undocumented, 'API route outside the OpenAPI document').toEqual([]);
  expect(problems).toEqual([]);
  expect(stats.wrongSuccesses).toBe(0);
}, 600_000);

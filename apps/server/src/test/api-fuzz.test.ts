// Generated from the OpenAPI document: every POST/PUT/PATCH route gets FUZZ_BODY_RUNS generated
// bodies, every other route generated path and query values (broken percent-encoding and NUL
// included), as a signed-in owner of an onboarded account and now and then anonymously. Any 5xx
// fails, with the route and the input. A new route is covered without editing this file.
// Explore with FUZZ_SEED=<n> FUZZ_BODY_RUNS=<n> FUZZ_OTHER_RUNS=<n>.
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app.ts';
import { Client, signedInMember } from './auth.ts';
import { bodyFor, parameterValueFor, rawEncodedValue, type WireBody } from './json-schema-arbitrary.ts';
import { encodeAny, fillPath, readOperations, type Operation } from './openapi-operations.ts';
import { onboardedOwnerWithSite } from './route-fixtures.ts';

const envNumber = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback);
// When the run has both databases (TEST_DATABASE_URL: `npm test` in CI), each takes half the runs
// with a seed of its own: as many different requests per route as one database running them all,
// in half the time. One database alone runs them all.
const BOTH_DATABASES = process.env.TEST_DATABASE_URL !== undefined && process.env.TEST_DATABASE_URL !== '';
const SHARE = BOTH_DATABASES ? 2 : 1;
const SEED = envNumber('FUZZ_SEED', 20261124) + (BOTH_DATABASES && process.env.TEST_DB_DRIVER === 'postgres' ? 1 : 0);
const BODY_RUNS = Math.ceil(envNumber('FUZZ_BODY_RUNS', 200) / SHARE);
const OTHER_RUNS = Math.ceil(envNumber('FUZZ_OTHER_RUNS', 40) / SHARE);
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

let t: TestApp;
let fixture: Awaited<ReturnType<typeof onboardedOwnerWithSite>>;
let owner: Client;

beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'X-Forwarded-For' });
  fixture = await onboardedOwnerWithSite(t);
  owner = fixture.client;
}, 300_000);
afterAll(() => t?.close());

interface Input {
  pathValues: Record<string, string>;
  rawTail: string | null;
  query: Array<[string, string]>;
  body: WireBody | null;
  anonymous: boolean;
  ip: string;
}

interface Failure {
  route: string;
  url: string;
  status: number;
  input: Input;
  answer: string;
}

/** Real ids first, so that requests get past "not found" into the handlers. */
function knownValues(name: string): string[] {
  const { account, slot, theme, component } = fixture;
  if (name === 'accountId') return [account.id];
  if (name === 'slotId') return [slot.id];
  if (name === 'idOrSlug' || name === 'themeId') return [theme.id, theme.slug];
  if (name === 'componentId') return [component.id];
  if (name === 'mediaId') return [fixture.media.id];
  if (name === 'postId') return [fixture.post.id];
  return [];
}

function inputFor(op: Operation): fc.Arbitrary<Input> {
  const pathValues = fc.record(
    Object.fromEntries(op.pathParams.map((p) => [p.name, parameterValueFor(p.schema, knownValues(p.name))])) as Record<
      string,
      fc.Arbitrary<string>
    >,
  );
  const query = fc.array(
    fc.oneof(
      ...op.queryParams.map((p) => fc.tuple(fc.constant(p.name), parameterValueFor(p.schema))),
      fc.tuple(fc.constantFrom('unknown', ''), parameterValueFor({ type: 'string' })),
    ),
    { maxLength: Math.max(2, op.queryParams.length) },
  );
  return fc.record({
    pathValues,
    // Now and then the last path parameter (or the query) arrives with its percent-encoding broken.
    rawTail: fc.option(rawEncodedValue, { freq: 5 }),
    query,
    body: op.body && BODY_METHODS.has(op.method) ? bodyFor(op.body) : fc.constant(null),
    // One request in six without a session: the public face of each route gets its share.
    anonymous: fc.nat(5).map((n) => n === 0),
    ip: fc.ipV4(),
  });
}

function urlFor(op: Operation, input: Input): string {
  let path = fillPath(op.path, input.pathValues);
  const search = input.query.map(([k, v]) => `${encodeAny(k)}=${encodeAny(v)}`);
  if (input.rawTail !== null) {
    const last = op.pathParams.at(-1);
    if (last) path = fillPath(op.path, { ...input.pathValues, [last.name]: input.rawTail }, { raw: true });
    else search.push(`q=${input.rawTail}`);
  }
  return search.length > 0 ? `${path}?${search.join('&')}` : path;
}

const stats = { routes: 0, requests: 0, serverErrors: 0, tooMany: 0 };
const failures: Failure[] = [];

/** The owner's session may be ended by a fuzzed sign-out or password change: get a signed-in owner back. */
async function ensureOwnerSession(): Promise<void> {
  const me = await owner.request('/api/me');
  if (me.status === 200) return;
  const member = await signedInMember(t, fixture.account.id, 'owner');
  owner = member.client;
}

async function send(op: Operation, input: Input): Promise<void> {
  const url = urlFor(op, input);
  const client = input.anonymous ? new Client(t) : owner;
  const headers: Record<string, string> = { 'x-forwarded-for': input.ip };
  if (input.body) headers['content-type'] = input.body.contentType;
  const res = await t.app.request(url, {
    method: op.method,
    headers: {
      origin: t.config.publicUrl,
      ...(client.cookies.size > 0 ? { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
      ...headers,
    },
    body: input.body?.text,
  });
  stats.requests += 1;
  if (res.status === 429) stats.tooMany += 1;
  // Dot segments ('/api/accounts/../../etc') resolve before routing: such a request leaves the API
  // for the web host (503 'not built' in tests without a web build), so it does not test this route.
  const leftTheApi = !new URL(url, t.config.publicUrl).pathname.startsWith('/api/');
  if (res.status >= 500 && !leftTheApi) {
    stats.serverErrors += 1;
    failures.push({
      route: `${op.method} ${op.path}`,
      url: url.slice(0, 300),
      status: res.status,
      input,
      answer: (await res.text()).slice(0, 300),
    });
  } else {
    await res.body?.cancel();
  }
}

it('answers no generated request on any documented route with a 5xx', async () => {
  const operations = await readOperations(t);
  expect(operations.length).toBeGreaterThan(20);
  const started = performance.now();
  for (const [index, op] of operations.entries()) {
    stats.routes += 1;
    const withBody = op.body !== undefined && BODY_METHODS.has(op.method);
    const routeStarted = performance.now();
    await fc.assert(
      fc.asyncProperty(inputFor(op), async (input) => {
        await send(op, input);
      }),
      { numRuns: withBody ? BODY_RUNS : OTHER_RUNS, seed: SEED + index, endOnFailure: true },
    );
    await ensureOwnerSession();
    if (process.env.FUZZ_VERBOSE)
      console.log(`${op.method} ${op.path}: ${Math.round(performance.now() - routeStarted)} ms`);
  }
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  console.log(
    `api fuzz: ${stats.routes} routes, ${stats.requests} requests, ${stats.serverErrors} 5xx, ${stats.tooMany} 429 (seed ${SEED}, ${seconds} s)`,
  );
  const byRoute = new Map<string, number>();
  for (const f of failures) byRoute.set(f.route, (byRoute.get(f.route) ?? 0) + 1);
  if (failures.length > 0) console.log([...byRoute].map(([route, n]) => `${n} × ${route}`).join('\n'));
  const shown = failures
    .slice(0, 15)
    .map(
      (f) =>
        `${f.status} ${f.route}\n  ${f.url}\n  body: ${JSON.stringify(f.input.body?.text?.slice(0, 200))}\n  answer: ${f.answer}`,
    );
  expect(shown, `${failures.length} requests answered 5xx`).toEqual([]);
}, 600_000);

import { randomBytes } from 'node:crypto';
import { desc } from 'drizzle-orm';
import { argon2id } from 'hash-wasm';
import type { AccountRole, GetMeResponse, SessionUser } from '@themeport/core';
import { accountUsers, emailLogs } from '../db/schema.ts';
import { createOwnedAccount } from '../modules/accounts/service.ts';
import { createPasswordUser, type NewPasswordUser } from '../modules/auth/users.ts';
import type { TestApp } from './app.ts';
import { uniqueEmail } from './shared-data.ts';

export { uniqueEmail };

let sequence = 0;

const fixtureHashes = new Map<string, Promise<string>>();
/**
 * A cheap argon2id hash of a fixture user's password (1 MiB, 1 pass: about 1 ms instead of 95),
 * made once per password and process. Sign-in still runs the real verifier, which reads the
 * parameters from the string; hashPassword's own parameters are proved by sign-up (decision 035).
 */
export function fixturePasswordHash(password: string): Promise<string> {
  let hash = fixtureHashes.get(password);
  if (!hash) {
    hash = argon2id({
      password,
      salt: randomBytes(16),
      iterations: 1,
      memorySize: 1024,
      parallelism: 1,
      hashLength: 32,
      outputType: 'encoded',
    });
    fixtureHashes.set(password, hash);
  }
  return hash;
}
/** A fresh client IP per call, so that tests never share a rate-limit counter. */
export const nextIp = () => `203.0.113.${(++sequence % 250) + 1}`;

/** A cookie jar and request helper: same Origin as PUBLIC_URL, JSON bodies, one client IP. */
export class Client {
  readonly cookies = new Map<string, string>();
  /** Sent as User-Agent when set (a browser's, for the sign-in history's device). */
  userAgent: string | undefined;
  constructor(
    readonly t: TestApp,
    readonly ip = nextIp(),
  ) {}

  async request(
    path: string,
    init: {
      method?: string;
      json?: unknown;
      /** JSON text sent as it is: for bodies JSON.stringify cannot make (nested thousands deep). */
      jsonText?: string;
      headers?: Record<string, string>;
    } = {},
  ): Promise<Response> {
    const headers: Record<string, string> = {
      origin: this.t.config.publicUrl,
      'x-forwarded-for': this.ip,
      ...(this.userAgent ? { 'user-agent': this.userAgent } : {}),
      ...init.headers,
    };
    const body = init.jsonText ?? (init.json === undefined ? undefined : JSON.stringify(init.json));
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await this.t.app.request(path, {
      method: init.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index);
      const value = pair!.slice(index + 1);
      if (value === '' || /max-age=0/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  post(path: string, json: unknown = {}) {
    return this.request(path, { json });
  }

  /** GET /api/me's user: null once the session is gone (the route answers 200 either way). */
  async sessionUser(): Promise<SessionUser | null> {
    const res = await this.request('/api/me');
    if (res.status !== 200) throw new Error(`/api/me answered ${res.status} ${await res.text()}`);
    return ((await res.json()) as GetMeResponse).user;
  }

  async signIn(email: string, password: string): Promise<SessionUser> {
    const res = await this.post('/api/auth/sign-in/email', { email, password });
    if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { user: SessionUser }).user;
  }
}

/** The newest message in the outbox for this address. */
export async function latestMail(t: TestApp, to: string) {
  const rows = await t.db.select().from(emailLogs).orderBy(desc(emailLogs.createdAt));
  return rows.find((row) => row.metadata.to === to) ?? null;
}

export async function mailsTo(t: TestApp, to: string) {
  const rows = await t.db.select().from(emailLogs);
  return rows.filter((row) => row.metadata.to === to);
}

/** The first absolute link of a message, as a path for app.request. */
export function linkPath(text: string): string {
  const match = /https?:\/\/[^\s]+/.exec(text);
  if (!match) throw new Error('no link in message');
  const url = new URL(match[0]);
  return url.pathname + url.search;
}

/** A signed-in user created straight in the database (verified unless told otherwise). */
export async function signedInClient(t: TestApp, overrides: Partial<NewPasswordUser> = {}) {
  const input: NewPasswordUser = {
    email: uniqueEmail(overrides.role ?? 'client'),
    password: 'correct-horse',
    firstName: 'Test',
    lastName: 'Person',
    role: 'client',
    ...overrides,
  };
  const user = await createPasswordUser(t.db, { ...input, passwordHash: await fixturePasswordHash(input.password) });
  const client = new Client(t);
  await client.signIn(input.email, input.password);
  return { user, client, password: input.password };
}

/** A signed-in client who owns a fresh account, with tp_account pointing at it. */
export async function signedInOwner(t: TestApp, overrides: Partial<NewPasswordUser> = {}) {
  const signedIn = await signedInClient(t, overrides);
  const account = await createOwnedAccount(t.db, {
    userId: signedIn.user.id,
    name: `${signedIn.user.email.split('@')[0]} Account`,
  });
  signedIn.client.cookies.set('tp_account', account.id);
  return { ...signedIn, account };
}

/** A signed-in member of an existing account with the given role, with tp_account pointing at it. */
export async function signedInMember(t: TestApp, accountId: string, role: AccountRole) {
  const signedIn = await signedInClient(t);
  await t.db.insert(accountUsers).values({ accountId, userId: signedIn.user.id, role });
  signedIn.client.cookies.set('tp_account', accountId);
  return signedIn;
}

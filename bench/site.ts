// A hosted site to load: the demo client adds a free theme to its library and deploys it into a
// slot through the API, exactly as a person would; the site is then served on its own origin
// ({id}.sites.localhost:{port}), which the load reaches on the app's address with that Host header.

const DEMO_CLIENT = { email: 'client@themeport.dev', password: 'themeport-client' };

/** A tiny cookie-keeping client for the API (same Origin as the app, as the origin check wants). */
function apiClient(appUrl: string) {
  const cookies = new Map<string, string>();
  return async function call<T>(
    path: string,
    init: { method?: string; json?: unknown } = {},
  ): Promise<{ status: number; body: T }> {
    const headers: Record<string, string> = { origin: appUrl };
    if (init.json !== undefined) headers['content-type'] = 'application/json';
    if (cookies.size > 0) headers.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(appUrl + path, {
      method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
      headers,
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const index = pair!.indexOf('=');
      cookies.set(pair!.slice(0, index), pair!.slice(index + 1));
    }
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  };
}

export type ApiCall = ReturnType<typeof apiClient>;

export interface BenchSite {
  host: string;
  home: string;
  page: string;
  /** The signed-in demo client's API, and where its site's settings live (the edit bench writes them). */
  call: ApiCall;
  settingsPath: string;
}

/** Deploys a free theme for the demo client and answers the site's local paths (home and one page). */
export async function deployBenchSite(appUrl: string): Promise<BenchSite> {
  const call = apiClient(appUrl);
  const signIn = await call('/api/auth/sign-in/email', { json: DEMO_CLIENT });
  if (signIn.status !== 200) throw new Error(`demo client sign-in answered ${signIn.status}`);
  const me = await call<{ currentAccountId: string | null }>('/api/me');
  const accountId = me.body.currentAccountId;
  if (!accountId) throw new Error('the demo client has no account');

  const free = await call<{ items: { id: string }[] }>('/api/themes?pricing=free');
  const themeId = free.body.items[0]?.id;
  if (!themeId) throw new Error('no free theme in the catalogue');
  const added = await call(`/api/accounts/${accountId}/library`, { json: { themeId } });
  if (added.status !== 201 && added.status !== 409) throw new Error(`adding to the library answered ${added.status}`);
  const slot = await call<{ id: string; localUrl: string }>(`/api/accounts/${accountId}/slots`, {
    json: { themeId, name: 'Bench site' },
  });
  if (slot.status !== 201 && slot.status !== 200) throw new Error(`deploying the site answered ${slot.status}`);

  return {
    host: new URL(slot.body.localUrl).host,
    home: '/',
    page: '/about',
    call,
    settingsPath: `/api/accounts/${accountId}/slots/${slot.body.id}/settings`,
  };
}

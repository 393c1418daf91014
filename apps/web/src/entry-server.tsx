// The storefront's server renderer (decision 042), built by `vite build --ssr` into dist-server/
// and imported by the server's web host. It never reaches the browser bundle.
import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchPath, StaticRouterProvider } from 'react-router';
import { AppProviders } from '@/app/app';
import { createRoutes, SERVER_RENDERED_PATHS, type RouteHandle } from '@/app/routes';
import { ssrDataScript } from '@/app/ssr-data';
import { createStorefrontLoaders } from '@/app/storefront-loaders';
import { setApiFetch, type ApiFetch } from '@/lib/api';
import { createQueryClient } from '@/lib/query-client';
import { fetchMe } from '@/lib/session';
import { SessionStore } from '@/lib/session-store';

export interface RenderedPage {
  /** The markup that goes inside #root. */
  html: string;
  /** The inline script with the data the page hydrates from. */
  dataScript: string;
  /** The data the page shows, without fetch times (the host's ETag hashes it). */
  dataFingerprint: string;
  /** The page's route modules as Vite's manifest names them: the host names their chunks for the browser. */
  modules: string[];
}

/**
 * A redirect a loader asked for, a rendered page, or the client-rendered shell: null, or
 * `{ signedIn: true }` for a visitor with a session (the shell then is private).
 */
export type RenderResult = { redirect: Response } | { page: RenderedPage } | { signedIn: true } | null;

// Each request's API calls go through its own fetch (the Hono app in process, with that caller's
// cookies): the API client is a module, so the fetch follows the request's async context. One
// store per process, even if this module were loaded twice.
const STORE = Symbol.for('themeport.ssr.requestFetch');
const requestFetch = ((globalThis as Record<symbol, AsyncLocalStorage<ApiFetch> | undefined>)[STORE] ??=
  new AsyncLocalStorage<ApiFetch>());
setApiFetch((path, init) => {
  const fetchForRequest = requestFetch.getStore();
  if (!fetchForRequest) return Promise.reject(new Error(`API call outside a server render: ${path}`));
  return fetchForRequest(path, init);
});

export function isServerRendered(pathname: string): boolean {
  return SERVER_RENDERED_PATHS.some((path) => matchPath({ path, end: true }, pathname) !== null);
}

function hasFailedQuery(queryClient: QueryClient): boolean {
  return queryClient
    .getQueryCache()
    .getAll()
    .some((query) => query.state.status === 'error');
}

// React finishes a Suspense boundary that waited (a lazy part's code loading) with an inline
// script, which the CSP refuses: such a render is done again, with that code loaded by then.
const INLINE_SCRIPT = '<script>';

/** The page's markup, complete without any script; null if that cannot be had. Errors throw. */
async function renderPage(app: ReactNode): Promise<string | null> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const errors: unknown[] = [];
    const { prelude } = await prerender(app, {
      onError: (error) => void errors.push(error),
      // Every boundary in line: React would move a large one into place with an inline script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    });
    const html = await new Response(prelude).text();
    if (errors.length > 0) throw new AggregateError(errors, 'The storefront page did not render');
    if (!html.includes(INLINE_SCRIPT)) return html;
  }
  return null;
}

/**
 * Renders a storefront page. Anything short of a clean page (a path not server-rendered, a loader
 * error, a failed read such as an unknown theme) gives null, and the visitor gets the shell that
 * renders in the browser as before, with the status the host chose.
 */
export async function render(request: Request, fetch: ApiFetch): Promise<RenderResult> {
  if (!isServerRendered(new URL(request.url).pathname)) return null;
  return requestFetch.run(fetch, async () => {
    const queryClient = createQueryClient({ isServer: true });
    const sessionStore = new SessionStore(fetchMe);
    const handler = createStaticHandler(createRoutes(createStorefrontLoaders(queryClient, sessionStore)));
    const context = await handler.query(request);
    if (context instanceof Response) return { redirect: context };
    if (context.errors || context.statusCode !== 200 || hasFailedQuery(queryClient)) return null;

    // The signed-in header and panels wait on code and data of their own (a Suspense boundary that
    // React would finish with an inline script): a signed-in visitor gets the shell, rendered in
    // the browser as before, and never a page any cache may keep.
    const session = sessionStore.getSnapshot();
    if (session.status !== 'ready') return null;
    if (session.me !== null) return { signedIn: true };

    const router = createStaticRouter(handler.dataRoutes, context);
    const queries = dehydrate(queryClient);
    const html = await renderPage(
      <QueryClientProvider client={queryClient}>
        <AppProviders sessionStore={sessionStore}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </QueryClientProvider>,
    );
    if (html === null) return null;
    return {
      page: {
        html,
        dataScript: ssrDataScript({
          router: { loaderData: context.loaderData, actionData: null, errors: null },
          queries,
          session: null,
        }),
        modules: context.matches.flatMap(({ route }) => {
          const handle = route.handle as RouteHandle | undefined;
          return handle ? [handle.source] : [];
        }),
        dataFingerprint: JSON.stringify([
          context.loaderData,
          queries.queries.map((query) => [query.queryHash, query.state.data]),
        ]),
      },
    };
  });
}

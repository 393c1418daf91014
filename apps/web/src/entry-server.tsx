// The storefront's server renderer (decision 042), built by `vite build --ssr` into dist-server/
// and imported by the server's web host. It never reaches the browser bundle.
import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { renderToReadableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchPath, StaticRouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from '@/app/app';
import { createRoutes, SERVER_RENDERED_PATHS } from '@/app/routes';
import { ssrDataScript } from '@/app/ssr-data';
import { setApiFetch, type ApiFetch } from '@/lib/api';
import { SESSION_QUERY_KEY } from '@/lib/session';

export interface RenderedPage {
  /** The markup that goes inside #root. */
  html: string;
  /** The inline script with the data the page hydrates from. */
  dataScript: string;
  /** The data the page shows, without fetch times (the host's ETag hashes it). */
  dataFingerprint: string;
  /** Whether the request came with a live session (the page then is private). */
  isSignedIn: boolean;
}

/** A redirect a loader asked for, a rendered page, or null: send the client-rendered shell. */
export type RenderResult = { redirect: Response } | { page: RenderedPage } | null;

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

/**
 * Renders a storefront page. Anything short of a clean page (a path not server-rendered, a loader
 * error, a failed read such as an unknown theme) gives null, and the visitor gets the shell that
 * renders in the browser as before, with the status the host chose.
 */
export async function render(request: Request, fetch: ApiFetch): Promise<RenderResult> {
  if (!isServerRendered(new URL(request.url).pathname)) return null;
  return requestFetch.run(fetch, async () => {
    const queryClient = createQueryClient({ isServer: true });
    const handler = createStaticHandler(createRoutes(queryClient, { isServer: true }));
    const context = await handler.query(request);
    if (context instanceof Response) return { redirect: context };
    if (context.errors || context.statusCode !== 200 || hasFailedQuery(queryClient)) return null;

    const router = createStaticRouter(handler.dataRoutes, context);
    const queries = dehydrate(queryClient);
    const stream = await renderToReadableStream(
      <AppProviders queryClient={queryClient} state={queries}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>,
    );
    await stream.allReady;
    const html = await new Response(stream).text();
    return {
      page: {
        html,
        dataScript: ssrDataScript({
          router: { loaderData: context.loaderData, actionData: null, errors: null },
          queries,
        }),
        dataFingerprint: JSON.stringify(queries.queries.map((query) => [query.queryHash, query.state.data])),
        isSignedIn: queryClient.getQueryData(SESSION_QUERY_KEY) != null,
      },
    };
  });
}

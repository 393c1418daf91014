import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { themeChangelogQuery } from '@/components/theme-changelog';
import { publicDeveloperQuery } from '@/features/seller-profile/api';
import { themeListQuery, themeQuery, themeReviewsQuery } from '@/features/themes/api';
import { hasFailedRead, loadHomeData, type HomeData } from '@/features/themes/home-data';
import { NEWEST_PARAMS, POPULAR_PARAMS } from '@/features/themes/section-params';
import { isCatalogueFiltered, parseCatalogueParams } from '@/features/themes/use-catalogue-params';
import { fetchMe } from '@/lib/session';
import type { SessionStore } from '@/lib/session-store';

/**
 * The storefront's route loaders, on the server (decision 042): they fill the request's session
 * store and query cache with what the pages read, through the same functions the pages use; the
 * page is rendered from them, and they go with the HTML for the browser to hydrate from. The home
 * page's loader is the browser's too, and returns its data (decision 046).
 */
export interface StorefrontLoaders {
  /** The session, for the header and the pages' signed-in parts. */
  root: () => Promise<null>;
  home: (args: LoaderFunctionArgs) => Promise<HomeData>;
  themes: (args: LoaderFunctionArgs) => Promise<null>;
  theme: (args: LoaderFunctionArgs) => Promise<null>;
  developer: (args: LoaderFunctionArgs) => Promise<null>;
}

export function createStorefrontLoaders(queryClient: QueryClient, sessionStore: SessionStore): StorefrontLoaders {
  const settle = async (work: Promise<unknown>[]) => {
    await Promise.all(work);
    return null;
  };

  return {
    root: async () => {
      sessionStore.set(await fetchMe());
      return null;
    },
    // A section that could not be read: the visitor gets the page rendered in the browser instead.
    home: async (args) => {
      const data = await loadHomeData(args);
      if (hasFailedRead(data)) throw new Error('A home page section could not be read');
      return data;
    },
    themes: ({ request }) => {
      const params = parseCatalogueParams(new URL(request.url).searchParams);
      const featured =
        !isCatalogueFiltered(params) && params.page === 1
          ? [
              queryClient.prefetchQuery(themeListQuery(POPULAR_PARAMS)),
              queryClient.prefetchQuery(themeListQuery(NEWEST_PARAMS)),
            ]
          : [];
      return settle([queryClient.prefetchQuery(themeListQuery(params)), ...featured]);
    },
    theme: ({ params }) => {
      const slug = params.slug ?? '';
      return settle([
        queryClient.prefetchQuery(themeQuery(slug)),
        queryClient.prefetchQuery(themeReviewsQuery(slug)),
        queryClient.prefetchQuery(themeChangelogQuery(slug)),
      ]);
    },
    developer: ({ params }) =>
      settle([queryClient.prefetchQuery(publicDeveloperQuery((params.slug ?? '').toLowerCase()))]),
  };
}

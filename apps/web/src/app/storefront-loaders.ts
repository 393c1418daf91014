import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { themeChangelogQuery } from '@/components/theme-changelog';
import { publicDeveloperQuery } from '@/features/seller-profile/api';
import { industriesQuery, themeListQuery, themeQuery, themeReviewsQuery } from '@/features/themes/api';
import { industryListParams, NEWEST_PARAMS, POPULAR_PARAMS, shownIndustries } from '@/features/themes/section-params';
import { isCatalogueFiltered, parseCatalogueParams } from '@/features/themes/use-catalogue-params';
import { fetchMe, SESSION_QUERY_KEY } from '@/lib/session';

/**
 * The storefront's route loaders, on the server (decision 042): they fill the request's query
 * cache with what the pages read, through the same query functions the pages use; the page is
 * rendered from that cache, and the cache goes with the HTML for the browser to hydrate from.
 */
export interface StorefrontLoaders {
  /** The session, for the header and the pages' signed-in parts. */
  root: () => Promise<null>;
  home: () => Promise<null>;
  themes: (args: LoaderFunctionArgs) => Promise<null>;
  theme: (args: LoaderFunctionArgs) => Promise<null>;
  developer: (args: LoaderFunctionArgs) => Promise<null>;
}

export function createStorefrontLoaders(queryClient: QueryClient): StorefrontLoaders {
  const settle = async (work: Promise<unknown>[]) => {
    await Promise.all(work);
    return null;
  };

  const homeLists = async () => {
    await Promise.all([
      queryClient.prefetchQuery(themeListQuery(POPULAR_PARAMS)),
      queryClient.prefetchQuery(themeListQuery(NEWEST_PARAMS)),
    ]);
    const industries = await queryClient.fetchQuery(industriesQuery()).catch(() => null);
    const first = industries ? shownIndustries(industries.items)[0] : undefined;
    if (first) await queryClient.prefetchQuery(themeListQuery(industryListParams(first.category)));
  };

  return {
    root: () => settle([queryClient.prefetchQuery({ queryKey: SESSION_QUERY_KEY, queryFn: fetchMe })]),
    home: () => settle([homeLists()]),
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

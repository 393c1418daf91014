import type { IndustriesResponse, ThemeListResponse } from '@themeport/core';
import type { LoaderFunctionArgs } from 'react-router';
import { ApiRequestError, apiGet, parseApiError, withQuery, type ApiError } from '@/lib/api';
import type { ThemeListParams } from './api';
import type { ThemeListState } from './theme-grid';
import { industryListParams, NEWEST_PARAMS, POPULAR_PARAMS, shownIndustries } from './section-params';

/** One read of the home page's: its answer, or the error its section shows with a Retry. */
export type Loaded<T> = { ok: true; data: T } | { ok: false; error: ApiError };

/**
 * What the home page shows, read by its route loader on both sides (decision 046): on the server
 * for the HTML, in the browser on a client-side visit. Plain fetches, so the home page needs no
 * query cache; each section keeps its own error.
 */
export interface HomeData {
  popular: Loaded<ThemeListResponse>;
  newest: Loaded<ThemeListResponse>;
  industries: Loaded<IndustriesResponse>;
  /** The first industry's themes, shown before a visitor picks another. */
  firstIndustry: { category: string; themes: Loaded<ThemeListResponse> } | null;
}

async function load<T>(path: string, signal: AbortSignal | undefined): Promise<Loaded<T>> {
  try {
    return { ok: true, data: await apiGet<T>(path, signal ? { signal } : {}) };
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return { ok: false, error: parseApiError(error) };
  }
}

const themeList = (params: ThemeListParams, signal: AbortSignal | undefined) =>
  load<ThemeListResponse>(withQuery('/api/themes', { ...params }), signal);

export async function loadHomeData({ request }: Pick<LoaderFunctionArgs, 'request'>): Promise<HomeData> {
  const { signal } = request;
  const [popular, newest, industries] = await Promise.all([
    themeList(POPULAR_PARAMS, signal),
    themeList(NEWEST_PARAMS, signal),
    load<IndustriesResponse>('/api/industries', signal),
  ]);
  const first = industries.ok ? shownIndustries(industries.data.items)[0] : undefined;
  const firstIndustry = first
    ? { category: first.category, themes: await themeList(industryListParams(first.category), signal) }
    : null;
  return { popular, newest, industries, firstIndustry };
}

/** True when any read failed: the server then sends the page to render in the browser (decision 042). */
export function hasFailedRead(data: HomeData): boolean {
  return [data.popular, data.newest, data.industries, data.firstIndustry?.themes].some((read) => read?.ok === false);
}

/** A read as a theme grid shows it (the shape a query result has). */
export function listState(read: Loaded<ThemeListResponse>, isFetching: boolean): ThemeListState {
  return read.ok
    ? { isPending: false, isError: false, isFetching, error: null, data: read.data }
    : { isPending: false, isError: true, isFetching, error: new ApiRequestError(read.error), data: undefined };
}

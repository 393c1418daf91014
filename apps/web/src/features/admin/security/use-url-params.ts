import { useSearchParams } from 'react-router';

/**
 * The tab's filters, range and pages in the URL (UI.md), so back and reload keep the view; an empty
 * value removes its key. Keys are the tab's own (ev_…), apart from other tabs' ?from=&to=.
 */
export function useUrlParams(): [URLSearchParams, (changes: Record<string, string | undefined>) => void] {
  const [params, setParams] = useSearchParams();
  const set = (changes: Record<string, string | undefined>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  return [params, set];
}

/** A whole page number from the URL, 1 when missing or bad. */
export function pageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

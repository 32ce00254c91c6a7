// The screen's query string as state: read it, and change some keys (null removes one) without adding a history
// entry for every keystroke or filter change.
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

export function useQueryParams() {
  const [params, setParams] = useSearchParams();
  const setParam = (changes: Record<string, string | null>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(changes)) {
          if (v) next.set(k, v);
          else next.delete(k);
        }
        return next;
      },
      { replace: true },
    );
  return [params, setParam] as const;
}

/** The page number in a query string: 1 when absent or not a positive number. */
export const pageOf = (params: URLSearchParams) => Math.max(1, Number(params.get('page')) || 1);

/** A paged screen's page number (?page=) and its setter, which keeps the screen's other query keys. */
export function usePageParam() {
  const [params, setParam] = useQueryParams();
  return [pageOf(params), (page: number) => setParam({ page: String(page) })] as const;
}

/**
 * A ?page= past the last page (an old link, rows gone since) opens the last page instead, in place of its own
 * address, as if its number had been clicked. `pages` is 0 until the list's total is known, and then nothing moves.
 */
export function useLastPageWhenPastEnd(page: number, pages: number, setPage: (page: number) => void) {
  useEffect(() => {
    if (pages > 0 && page > pages) setPage(pages);
  }, [page, pages, setPage]);
}

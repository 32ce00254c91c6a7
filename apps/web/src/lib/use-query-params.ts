// The screen's query string as state: read it, and change some keys (null removes one) without adding a history
// entry for every keystroke or filter change.
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

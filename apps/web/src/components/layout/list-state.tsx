// A list's four states in one place: its placeholder while it loads, the error with a retry, the card saying why it
// is empty, and its rows. Every list screen shows them the same way and in the same order.
import type { ReactNode } from 'react';
import { LoadError } from '../errors/load-error';

/** What a list state reads of its query (TanStack Query's result). */
export type ListQuery<D> = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: D | undefined;
  refetch: () => unknown;
  /** true while a retry is under way: the retry button turns to a spinner */
  isFetching?: boolean;
};

export function ListState<D>({
  query,
  isEmpty,
  loading,
  empty,
  children,
}: {
  query: ListQuery<D>;
  isEmpty: (data: D) => boolean;
  loading: ReactNode;
  empty: ReactNode;
  children: (data: D) => ReactNode;
}) {
  if (query.isPending) return loading;
  if (query.isError || query.data === undefined)
    return <LoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  return isEmpty(query.data) ? empty : children(query.data);
}

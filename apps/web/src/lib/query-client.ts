// TanStack Query set up so that every failed query or mutation shows one red toast (server message or the
// meta.errorMessage fallback; meta.shownAs words a server message the way that screen says it). Components may
// also show the message beside a field or in a dialog, but never toast it again. meta: { silent: true } is for
// calls whose failure is not the user's news (background counts, probes).
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, errorMessage, errorReference, isSessionExpired } from './api-client';
import { getClientState, subscribeClientState } from './client-state';
import { t } from './i18n';
import { toast } from './toasts';

export type RequestMeta = { errorMessage?: string; shownAs?: Record<string, string>; silent?: boolean };

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: RequestMeta;
    mutationMeta: RequestMeta;
  }
}

function notify(error: unknown, meta: RequestMeta | undefined) {
  if (meta?.silent) return;
  // an expired session already said so on its way to /login
  if (isSessionExpired(error)) return;
  const message = errorMessage(error, meta?.errorMessage ?? t('somethingWentWrong'));
  toast.error(meta?.shownAs?.[message] ?? message, errorReference(error));
}

export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => notify(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) => notify(error, mutation.meta),
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // 4xx answers will not change by asking again
        retry: (failures, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
      },
      mutations: { retry: false },
    },
  });
}

/** The app's one query client. Cached answers belong to a session: a new or ended session starts empty. */
export const queryClient = createQueryClient();

let sessionToken = getClientState().user.access_token;
subscribeClientState(() => {
  const token = getClientState().user.access_token;
  if (token === sessionToken) return;
  sessionToken = token;
  // queries only: a running mutation (the sign-in itself) must still reach its callbacks
  queryClient.getQueryCache().clear();
});

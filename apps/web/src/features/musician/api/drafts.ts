// A musician's campaign drafts: GET/POST /api/musician/drafts, GET/PUT/DELETE /api/musician/drafts/{id},
// and the genres a draft's song can take (GET /api/musician/genres).
import type {
  draftCheckoutResponse,
  draftPriceResponse,
  MusicianDraftBody,
  musicianDraftList,
  musicianDraftResponse,
  musicianDraftSaved,
} from '@hookline/shared/musician-campaigns';
import type { GenreAnswer } from '@hookline/shared/reference';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Answer, api } from '../../../lib/api-client';

export type { MusicianDraft } from '@hookline/shared/musician-campaigns';

export const draftsQueryKey = ['musician', 'drafts'] as const;

export const draftsQueryOptions = () =>
  queryOptions({
    queryKey: draftsQueryKey,
    queryFn: async () => (await api.get<Answer<typeof musicianDraftList>>('/api/musician/drafts')).data.items,
  });
export const useDrafts = () => useQuery(draftsQueryOptions());

export const useDraft = (id: number) =>
  useQuery({
    queryKey: [...draftsQueryKey, id],
    queryFn: async () => (await api.get<Answer<typeof musicianDraftResponse>>(`/api/musician/drafts/${id}`)).data,
  });

export const useMusicianGenres = () =>
  useQuery({
    queryKey: ['musician', 'genres'],
    queryFn: () => api.get<GenreAnswer[]>('/api/musician/genres'),
    staleTime: 60_000,
  });

export function useSaveDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: MusicianDraftBody }) =>
      id
        ? api.put<Answer<typeof musicianDraftSaved>>(`/api/musician/drafts/${id}`, body)
        : api.post<Answer<typeof musicianDraftSaved>>('/api/musician/drafts', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: draftsQueryKey }),
  });
}

export function useDeleteDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ message: string }>(`/api/musician/drafts/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: draftsQueryKey }),
  });
}

export const useDraftPrice = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: [...draftsQueryKey, id, 'price'],
    queryFn: async () => (await api.get<Answer<typeof draftPriceResponse>>(`/api/musician/drafts/${id}/price`)).data,
    enabled,
  });

/** Starts Stripe Checkout for the draft; the caller goes to the answered hosted page. */
export const useStartCheckout = () =>
  useMutation({
    mutationFn: async (id: number) =>
      (await api.post<Answer<typeof draftCheckoutResponse>>(`/api/musician/drafts/${id}/checkout`)).data,
  });

/** The price of a top-up of that amount (GET /api/musician/price), for amounts the schema accepts. */
export const useTopUpPrice = (amountEur: number | null) =>
  useQuery({
    queryKey: ['musician', 'price', amountEur],
    queryFn: async () =>
      (await api.get<Answer<typeof draftPriceResponse>>('/api/musician/price', { query: { amount_eur: amountEur } }))
        .data,
    enabled: amountEur !== null,
  });

export const useStartTopUp = () =>
  useMutation({
    mutationFn: async ({ campaignId, amountEur }: { campaignId: number; amountEur: number }) =>
      (
        await api.post<Answer<typeof draftCheckoutResponse>>(`/api/musician/campaigns/${campaignId}/top-up`, {
          amount_eur: amountEur,
        })
      ).data,
  });

// A musician's campaign drafts: GET/POST /api/musician/drafts, GET/PUT/DELETE /api/musician/drafts/{id},
// the genres a draft's song can take (GET /api/musician/genres) and its song read from Spotify.
import type {
  bankTransferResponse,
  draftCheckoutResponse,
  draftPaymentStateResponse,
  draftPriceResponse,
  EndRefundChoice,
  MusicianDraftBody,
  musicianDraftList,
  musicianDraftResponse,
  musicianDraftSaved,
  refundListResponse,
  topUpBody,
} from '@hookline/shared/musician-campaigns';
import type { GenreAnswer } from '@hookline/shared/reference';
import type { SpotifyTrack, spotifyTrackResponse } from '@hookline/shared/spotify';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type Answer, api } from '../../../lib/api-client';

export type { MusicianDraft } from '@hookline/shared/musician-campaigns';
export type TopUpBody = z.output<typeof topUpBody>;

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

/** GET /api/musician/songs/spotify?url=: a New campaign's title, artist and cover from its Spotify link. */
export const musicianSpotifySongQueryOptions = (url: string) =>
  queryOptions({
    queryKey: ['musician', 'spotify-song', url],
    queryFn: (): Promise<SpotifyTrack> =>
      api
        .get<Answer<typeof spotifyTrackResponse>>('/api/musician/songs/spotify', { query: { url } })
        .then((r) => r.data),
    // a track's name does not change while the form is open; the form says a failure under the link itself
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    meta: { silent: true },
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

export type PayRail = 'card' | 'sepa_debit' | 'bank_transfer';

/** Starts Stripe Checkout (card or SEPA Direct Debit) for the draft; the caller goes to the answered hosted page. */
export const useStartCheckout = () =>
  useMutation({
    mutationFn: async ({
      id,
      rail,
      endRefund,
    }: {
      id: number;
      rail: 'card' | 'sepa_debit';
      endRefund: EndRefundChoice;
    }) =>
      (
        await api.post<Answer<typeof draftCheckoutResponse>>(`/api/musician/drafts/${id}/checkout`, {
          rail,
          end_refund: endRefund,
        })
      ).data,
  });

/** Pay the draft by bank transfer: answers the reference, the amount and the platform's account. */
export function useStartBankTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, endRefund }: { id: number; endRefund: EndRefundChoice }) =>
      (
        await api.post<Answer<typeof bankTransferResponse>>(`/api/musician/drafts/${id}/bank-transfer`, {
          end_refund: endRefund,
        })
      ).data,
    onSuccess: (_r, v) => queryClient.invalidateQueries({ queryKey: [...draftsQueryKey, v.id, 'payment'] }),
  });
}

/** The latest payment of the draft: failed, processing, or a bank transfer awaited (with its details). */
export const useDraftPayment = (id: number) =>
  useQuery({
    queryKey: [...draftsQueryKey, id, 'payment'],
    queryFn: async () =>
      (await api.get<Answer<typeof draftPaymentStateResponse>>(`/api/musician/drafts/${id}/payment`)).data,
  });

/** What went back of a campaign's payments (the unspent budget at its end, a late payment…). */
/** Asked only once the campaign has ended (`enabled`): before, nothing has gone back. */
export const useCampaignRefunds = (campaignId: number, enabled: boolean) =>
  useQuery({
    queryKey: ['musician', 'campaigns', campaignId, 'refunds'],
    queryFn: async () =>
      (await api.get<Answer<typeof refundListResponse>>(`/api/musician/campaigns/${campaignId}/refunds`)).data.items,
    enabled,
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

/** A top-up paid by bank transfer: answers the reference, the amount and the platform's account. */
export const useStartTopUpBankTransfer = () =>
  useMutation({
    mutationFn: async ({
      campaignId,
      amountEur,
      endRefund,
    }: {
      campaignId: number;
      amountEur: number;
      endRefund: EndRefundChoice;
    }) =>
      (
        await api.post<Answer<typeof bankTransferResponse>>(
          `/api/musician/campaigns/${campaignId}/top-up/bank-transfer`,
          { amount_eur: amountEur, end_refund: endRefund },
        )
      ).data,
  });

/** Starts Stripe Checkout (card or SEPA Direct Debit) for a top-up of that amount; answers the hosted page. */
export const useStartTopUp = () =>
  useMutation({
    mutationFn: async ({ campaignId, body }: { campaignId: number; body: TopUpBody }) =>
      (await api.post<Answer<typeof draftCheckoutResponse>>(`/api/musician/campaigns/${campaignId}/top-up`, body)).data,
  });

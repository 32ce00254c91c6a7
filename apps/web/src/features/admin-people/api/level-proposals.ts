// GET /api/admin/level-proposals and POST /api/admin/level-proposals/{id}/decision: level changes that the
// monthly TikTok review proposes, confirmed or dismissed by an admin in the creators list.
import type {
  LevelProposalAnswer,
  LevelProposalDecisionBody,
  levelProposalDecided,
  levelProposalList,
} from '@hookline/shared/creator-levels';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Answer, api } from '../../../lib/api-client';
import { areaKey } from '../../../lib/query-keys';

export type LevelProposal = LevelProposalAnswer;

export const levelProposalsQueryOptions = (p: { page: number; perPage: number }) =>
  queryOptions({
    queryKey: ['admin', 'level-proposals', p],
    queryFn: () =>
      api
        .get<Answer<typeof levelProposalList>>('/api/admin/level-proposals', {
          query: { status: 'pending', page: p.page, per_page: p.perPage },
        })
        .then((r) => r.data),
    placeholderData: keepPreviousData,
  });

export const usePendingLevelProposals = (p: { page: number; perPage: number }) =>
  useQuery(levelProposalsQueryOptions(p));

export function useDecideLevelProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: LevelProposalDecisionBody }) =>
      api.post<Answer<typeof levelProposalDecided>>(`/api/admin/level-proposals/${id}/decision`, body),
    // the proposal list and the creator cards (their level)
    onSuccess: () => queryClient.invalidateQueries({ queryKey: areaKey.admin }),
  });
}

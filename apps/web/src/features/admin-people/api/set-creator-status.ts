// PUT /api/admin/creators/{id}/status: Block / Unblock (a blocked creator cannot join campaigns or submit videos).

import { MSG } from '@hookline/shared/messages';
import type { creatorStatusSaved } from '@hookline/shared/people-answers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Answer, api } from '../../../lib/api-client';
import { creatorsQueryKey } from './get-creators';

export const setCreatorStatus = ({ creatorId, status }: { creatorId: number; status: 'active' | 'blocked' }) =>
  api.put<Answer<typeof creatorStatusSaved>>(`/api/admin/creators/${creatorId}/status`, { status });

export function useSetCreatorStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCreatorStatus,
    meta: { errorMessage: MSG.somethingWentWrong },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creatorsQueryKey }),
  });
}

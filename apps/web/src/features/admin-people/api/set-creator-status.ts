// PUT /api/admin/creators/{id}/status: Block / Unblock (a blocked creator cannot join campaigns or submit videos).
import { MSG } from '@hookline/shared/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { creatorsQueryKey } from './get-creators';

export const setCreatorStatus = ({ creatorId, status }: { creatorId: number; status: 'active' | 'blocked' }) =>
  api.put<{ message: string; status: 'active' | 'blocked' }>(`/api/admin/creators/${creatorId}/status`, { status });

export function useSetCreatorStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCreatorStatus,
    meta: { errorMessage: MSG.somethingWentWrong },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creatorsQueryKey }),
  });
}

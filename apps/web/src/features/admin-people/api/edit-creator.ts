// PUT /api/admin/creators/{id}: TikTok details, the deal (level kind and amounts) and the country.
import type { CreatorEditBody } from '@hookline/shared/admin-people';
import { MSG } from '@hookline/shared/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { creatorsQueryKey } from './get-creators';

export const editCreator = ({ creatorId, body }: { creatorId: number; body: CreatorEditBody }) =>
  api.put<{ message: string }>(`/api/admin/creators/${creatorId}`, body);

export function useEditCreator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editCreator,
    meta: { errorMessage: MSG.somethingWentWrong },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creatorsQueryKey }),
  });
}

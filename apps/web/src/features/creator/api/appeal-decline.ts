// POST /api/promotions/{id}/appeal: the creator's one appeal of a decline.
import type { videoPageSaved } from '@hookline/shared/campaign-answers';
import type { AppealBody } from '@hookline/shared/decisions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Answer, api } from '../../../lib/api-client';
import { areaKey } from '../../../lib/query-keys';

export const appealDecline = ({ id, body }: { id: number; body: AppealBody }) =>
  api.post<Answer<typeof videoPageSaved>>(`/api/promotions/${id}/appeal`, body);

export function useAppealDecline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: appealDecline,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: areaKey.creator }),
  });
}

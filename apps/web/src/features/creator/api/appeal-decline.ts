// POST /api/promotions/{id}/appeal: the creator's one appeal of a decline.
import type { AppealBody } from '@hookline/shared/decisions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { areaKey } from '../../../lib/query-keys';
import type { CreatorVideo } from './get-video';

export const appealDecline = ({ id, body }: { id: number; body: AppealBody }) =>
  api.post<{ message: string; data: CreatorVideo }>(`/api/promotions/${id}/appeal`, body);

export function useAppealDecline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: appealDecline,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: areaKey.creator }),
  });
}

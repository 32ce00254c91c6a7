// POST /api/admin/appeals/{id}/answer: accept (the video goes back to submitted) or reject (final, with a note).
import type { AppealAnswerBody, appealAnswered } from '@hookline/shared/decisions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Answer, api } from '../../../lib/api-client';
import { areaKey } from '../../../lib/query-keys';

export const answerAppeal = ({ id, body }: { id: number; body: AppealAnswerBody }) =>
  api.post<Answer<typeof appealAnswered>>(`/api/admin/appeals/${id}/answer`, body);

export function useAnswerAppeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerAppeal,
    // the appeal list and count, and the campaign's tabs (an accepted video is submitted again)
    onSuccess: () => queryClient.invalidateQueries({ queryKey: areaKey.admin }),
  });
}

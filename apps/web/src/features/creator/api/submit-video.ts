// POST /api/promotions/{id}/submit-video-url: the server checks the video is on the linked profile with the sound.
import type { VideoSubmitted } from '@hookline/shared/campaign-answers';
import type { SubmitVideoBody } from '@hookline/shared/creators';
import { MSG } from '@hookline/shared/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, errorMessage } from '../../../lib/api-client';

export const submitVideo = (o: { promotionId: number; videoUrl: string }) =>
  api.post<VideoSubmitted>(`/api/promotions/${o.promotionId}/submit-video-url`, {
    video_url: o.videoUrl,
  } satisfies SubmitVideoBody);

/** SPEC §8: the two server messages are shown in the creator's words; anything else as the server said it. */
export function submitErrorMessage(error: unknown): string {
  const message = errorMessage(error, MSG.tryAgain);
  if (message === MSG.profileMismatchServer) return MSG.profileMismatchShown;
  if (message === MSG.wrongSoundServer) return MSG.wrongSoundShown;
  return message;
}

export function useSubmitVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitVideo,
    // the form shows the mapped message itself
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['creator'] }),
  });
}

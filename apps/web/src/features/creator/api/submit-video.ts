// POST /api/promotions/{id}/submit-video-url: the server checks the video is on the linked profile with the sound.
import type { VideoSubmitted } from '@hookline/shared/campaign-answers';
import type { SubmitVideoBody } from '@hookline/shared/creators';
import { MSG } from '@hookline/shared/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import { areaKey } from '../../../lib/query-keys';

export const submitVideo = (o: { promotionId: number; videoUrl: string }) =>
  api.post<VideoSubmitted>(`/api/promotions/${o.promotionId}/submit-video-url`, {
    video_url: o.videoUrl,
  } satisfies SubmitVideoBody);

/**
 * Two server messages (matched by the server's English text) are shown in the creator's words; anything else as the
 * server said it.
 */
const shownAs = (): Record<string, string> => ({
  [MSG.profileMismatchServer]: t('profileMismatchShown'),
  [MSG.wrongSoundServer]: t('wrongSoundShown'),
});

export function useSubmitVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitVideo,
    meta: { errorMessage: t('tryAgain'), shownAs: shownAs() },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: areaKey.creator }),
  });
}

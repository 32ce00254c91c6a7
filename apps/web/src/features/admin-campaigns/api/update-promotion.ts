// PUT /api/admin/promotions/{id}: approve, decline, fraud, views after three days, video link.
import type { promotionResponse } from '@hookline/shared/campaign-answers';
import type { PromotionUpdateBody } from '@hookline/shared/campaigns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Answer, api } from '../../../lib/api-client';
import type { RequestMeta } from '../../../lib/query-client';
import { areaKey } from '../../../lib/query-keys';
import { localToUtcWire } from '../../../lib/zoned-time';

/** `body.video_uploaded_at` is typed in the admin's zone; this is the one place it becomes UTC (lib/zoned-time.ts). */
export const updatePromotion = ({ id, body }: { id: number; body: PromotionUpdateBody }) =>
  api.put<Answer<typeof promotionResponse>>(
    `/api/admin/promotions/${id}`,
    body.video_uploaded_at ? { ...body, video_uploaded_at: localToUtcWire(body.video_uploaded_at) } : body,
  );

export function useUpdatePromotion(meta?: RequestMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePromotion,
    meta,
    // a promotion can move tab and change the card's counts and views
    onSuccess: () => queryClient.invalidateQueries({ queryKey: areaKey.admin }),
  });
}

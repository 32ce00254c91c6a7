// DELETE /api/admin/promotions/{id} from a creator's Videos tab (only pending or submitted promotions).
import type { messageSchema } from '@hookline/shared/api';
import { MSG } from '@hookline/shared/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Answer, api } from '../../../lib/api-client';
import { adminCampaignsKey } from '../../../lib/query-keys';
import { creatorPromotionsQueryKey } from './get-creator-promotions';

export const deleteCreatorPromotion = (promotionId: number) =>
  api.delete<Answer<typeof messageSchema>>(`/api/admin/promotions/${promotionId}`);

export function useDeleteCreatorPromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCreatorPromotion,
    meta: { errorMessage: MSG.somethingWentWrong },
    // the campaign cards count promotions per tab too
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: creatorPromotionsQueryKey }),
        queryClient.invalidateQueries({ queryKey: adminCampaignsKey }),
      ]),
  });
}

// PUT /api/admin/users/{id} with is_notification_enabled: the email-notification toggle of a creator card.
import type { messageSchema } from '@hookline/shared/api';
import { MSG } from '@hookline/shared/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Answer, api } from '../../../lib/api-client';
import { creatorsQueryKey } from './get-creators';

export const updateNotifications = ({ userId, enabled }: { userId: number; enabled: boolean }) =>
  api.put<Answer<typeof messageSchema>>(`/api/admin/users/${userId}`, { is_notification_enabled: enabled });

export function useUpdateNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotifications,
    meta: { errorMessage: MSG.somethingWentWrong },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creatorsQueryKey }),
  });
}

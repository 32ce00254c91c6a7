// DELETE /api/admin/users/{id}: a soft delete that disables the account and keeps its money records and bills.
import type { messageSchema } from '@hookline/shared/api';
import { MSG } from '@hookline/shared/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Answer, api } from '../../../lib/api-client';
import { creatorsQueryKey } from './get-creators';

export const deleteUser = (userId: number) => api.delete<Answer<typeof messageSchema>>(`/api/admin/users/${userId}`);

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    meta: { errorMessage: MSG.somethingWentWrong },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creatorsQueryKey }),
  });
}

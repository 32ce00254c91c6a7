// POST /api/admin/users/{id}/verify: Verify User marks the account's email as verified.
import type { messageSchema } from '@hookline/shared/api';
import { MSG } from '@hookline/shared/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Answer, api } from '../../../lib/api-client';
import { creatorsQueryKey } from './get-creators';

export const verifyUser = (userId: number) =>
  api.post<Answer<typeof messageSchema>>(`/api/admin/users/${userId}/verify`);

export function useVerifyUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyUser,
    meta: { errorMessage: MSG.somethingWentWrong },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creatorsQueryKey }),
  });
}

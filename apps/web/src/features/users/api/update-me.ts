import type { UpdateMeBody, UserInfo } from '@hookline/shared/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { setUserInfo } from '../../../lib/client-state';
import { meQueryOptions } from './get-me';

export const updateMe = (body: UpdateMeBody) => api.put<UserInfo>('/api/users/me', body);

export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: (info) => {
      setUserInfo(info);
      queryClient.setQueryData(meQueryOptions().queryKey, info);
    },
  });
}

import type { UserInfo } from '@hookline/shared/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { setUserInfo } from '../../../lib/client-state';

export const getMe = async () => {
  const info = await api.get<UserInfo>('/api/users/me');
  // the stored user info (SPEC §3) follows what the server says
  setUserInfo(info);
  return info;
};

export const meQueryOptions = () => queryOptions({ queryKey: ['users', 'me'], queryFn: getMe });

export const useMe = () => useQuery(meQueryOptions());

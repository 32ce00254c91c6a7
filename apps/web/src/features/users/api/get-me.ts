import type { UserInfo } from '@hookline/shared/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { setUserInfo } from '../../../lib/client-state';
import { useUserInfo } from '../../../lib/session';

export const getMe = async () => {
  const info = await api.get<UserInfo>('/api/users/me');
  // the stored user info follows what the server says
  setUserInfo(info);
  return info;
};

export const meQueryOptions = () => queryOptions({ queryKey: ['users', 'me'], queryFn: getMe });

/**
 * Asks the server for the current user. The answer lands in the one store of the current user (client state):
 * screens read the user with useCurrentUser / useUserInfo, never from this query's data.
 */
export const useMe = () => useQuery(meQueryOptions());

/** The current user from the store, refreshed from the server while the screen is open. */
export function useCurrentUser() {
  useMe();
  return useUserInfo();
}

import type { UserInfo } from '@hookline/shared/users';
import { api } from '../../../lib/api-client';

/** POST /api/users: the product user behind the identity; stored as the current user info. */
export const createUser = (opts: { email: string; token: string }) =>
  api.post<UserInfo>('/api/users', { email: opts.email }, { token: opts.token });

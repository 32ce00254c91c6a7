import type { SignInBody, SignInResponse } from '@hookline/shared/auth';
import { api } from '../../../lib/api-client';

export const signIn = (body: SignInBody) => api.post<SignInResponse>('/api/auth/sign-in', body, { token: null });

import type { SignInBody, SignInResponse } from '@hookline/shared/auth';
import { api } from '../../../lib/api-client';

export const signIn = (body: SignInBody) => api.post<SignInResponse>('/api/auth/sign-in', body, { token: null });

/** The single-use link mailed while wrong passwords pause the account for new devices (/login?signin=TOKEN). */
export const signInWithLink = (token: string) =>
  api.post<SignInResponse>('/api/auth/sign-in-link', { token }, { token: null });
